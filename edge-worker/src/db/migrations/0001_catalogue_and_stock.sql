-- Forecourt: dealers, locations, catalogue, offers and stock.
-- Each entity keeps its full JSON document (validated by the zod schema in @forecourt/shared)
-- in `doc`, plus the columns the platform filters, sorts and joins on.

CREATE TABLE dealerships (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  doc TEXT NOT NULL
);

CREATE TABLE locations (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  dealership_id INTEGER NOT NULL REFERENCES dealerships(id),
  location_type TEXT NOT NULL,
  visible INTEGER NOT NULL DEFAULT 1,
  doc TEXT NOT NULL
);
CREATE INDEX locations_by_dealership ON locations(dealership_id);

-- The locations' opening and holiday hours and their reviews are mfe-locations's tables (its own migrations).

-- The catalogue (makes, models), the special offers and the parts are mfe-offers's tables (its own migrations).

CREATE TABLE cars (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  dealership_id INTEGER NOT NULL REFERENCES dealerships(id),
  location_id INTEGER NOT NULL REFERENCES locations(id),
  status TEXT NOT NULL,
  car_type TEXT NOT NULL CHECK (car_type IN ('new', 'demo', 'used')),
  item_type TEXT NOT NULL,
  make TEXT NOT NULL,
  model TEXT NOT NULL,
  stocknum TEXT NOT NULL,
  price REAL NOT NULL,
  km INTEGER NOT NULL,
  year INTEGER NOT NULL,
  photos_count INTEGER NOT NULL,
  show_on_dealer_website INTEGER NOT NULL,
  sold_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  doc TEXT NOT NULL
);
CREATE INDEX cars_by_dealership_status ON cars(dealership_id, status);
CREATE INDEX cars_by_updated ON cars(updated_at);
