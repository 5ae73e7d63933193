-- Reservations end (issue 24 item 2): an unpaid one after the site's minutes to pay, a $0 hold after its
-- hours unless the dealer confirms it; then status `expired` and the car back on sale (the scheduled
-- handler, and lazily on the reads that decide whether a car is on sale).
--   expires_at: ISO instant (toISOString, so text order is time order); NULL: it does not end by itself
--               (paid, or a hold the dealer confirmed).
--   dealer_confirmed_at: when the dealer confirmed a $0 hold.
--   time_zone: the car's clock (its location's state), on which the end is shown.
ALTER TABLE reservations ADD COLUMN expires_at TEXT;
ALTER TABLE reservations ADD COLUMN dealer_confirmed_at TEXT;
ALTER TABLE reservations ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'Australia/Sydney';

-- Reservations open before this migration end as the platform's defaults say (15 minutes to pay, a 48 hour
-- hold), counted from when they were made: none keeps a car off sale for ever.
UPDATE reservations SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+15 minutes')
  WHERE status = 'pending';
UPDATE reservations SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+48 hours')
  WHERE status = 'held';

-- The scheduled handler's sweep (open reservations by end) and the per-car release on read.
CREATE INDEX reservations_open_by_end ON reservations(expires_at) WHERE status IN ('pending', 'held');
CREATE INDEX reservations_by_car ON reservations(car_id, status);
