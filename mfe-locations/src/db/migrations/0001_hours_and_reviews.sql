-- mfe-locations's tables: each location's opening and holiday hours, and its reviews. They point at the
-- platform's `locations` (the gateway's migrations). IF NOT EXISTS: a database made before the slice owned
-- them already has them from the gateway's 0001.

-- weekday 0 = Sunday … 6 = Saturday (spec: 001 §3)
CREATE TABLE IF NOT EXISTS opening_hours (
  location_id INTEGER NOT NULL REFERENCES locations(id),
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  status TEXT NOT NULL CHECK (status IN ('Open', 'Closed')),
  open TEXT,
  close TEXT,
  PRIMARY KEY (location_id, weekday)
);

CREATE TABLE IF NOT EXISTS special_hours (
  id INTEGER PRIMARY KEY,
  location_id INTEGER NOT NULL REFERENCES locations(id),
  date TEXT NOT NULL,
  name TEXT,
  status TEXT NOT NULL CHECK (status IN ('Open', 'Closed')),
  start_hour TEXT,
  end_hour TEXT
);
CREATE INDEX IF NOT EXISTS special_hours_by_location ON special_hours(location_id, date);

CREATE TABLE IF NOT EXISTS reviews (
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
CREATE INDEX IF NOT EXISTS reviews_by_location ON reviews(location_id, review_date);
