-- A car's price history (issue 30 "price changes are kept as price history"): a row per price a car took,
-- from the stock feed import (its first price when added, each new price after); the car page may chart it.

CREATE TABLE price_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  car_id INTEGER NOT NULL REFERENCES cars(id),
  price REAL NOT NULL,
  previous_price REAL,
  changed_at TEXT NOT NULL,
  source TEXT NOT NULL
);

CREATE INDEX price_history_by_car ON price_history (car_id, changed_at);
