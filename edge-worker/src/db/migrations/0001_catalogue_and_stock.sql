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

-- weekday 0 = Sunday … 6 = Saturday (spec: 001 §3)
CREATE TABLE opening_hours (
  location_id INTEGER NOT NULL REFERENCES locations(id),
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  status TEXT NOT NULL CHECK (status IN ('Open', 'Closed')),
  open TEXT,
  close TEXT,
  PRIMARY KEY (location_id, weekday)
);

CREATE TABLE special_hours (
  id INTEGER PRIMARY KEY,
  location_id INTEGER NOT NULL REFERENCES locations(id),
  date TEXT NOT NULL,
  name TEXT,
  status TEXT NOT NULL CHECK (status IN ('Open', 'Closed')),
  start_hour TEXT,
  end_hour TEXT
);
CREATE INDEX special_hours_by_location ON special_hours(location_id, date);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  location_id INTEGER NOT NULL REFERENCES locations(id),
  customer_name TEXT NOT NULL,
  text TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review_date TEXT NOT NULL,
  reply_text TEXT,
  reply_date TEXT,
  image TEXT
);
CREATE INDEX reviews_by_location ON reviews(location_id, review_date);

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
