-- Saved searches with alerts (issue 31): mfe-search's own tables. A shopper's search of a site's stock, kept by name
-- with the alerts they chose; what it matched at its last look (to tell new cars and price drops); which alerts a
-- shopper was already sent (each car once per reason); and the digests waiting for the SMS or e-mail partner (an
-- outbox: written with the look that made them, delivered and retried by the scheduled run). Users and sites are
-- plain columns (the platform's users survive the demo's re-seeds; a site is a slug in KV).

CREATE TABLE saved_searches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  -- The search's path and query on the site, e.g. /search/used-cars/toyota?range%5Bprice%5D=0%3A40000
  search TEXT NOT NULL,
  -- The site's origin when it was saved: an alert's links go back there.
  origin TEXT NOT NULL,
  new_cars INTEGER NOT NULL,
  price_drops INTEGER NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  -- The SMS goes to the shopper's verified phone (read when sending); an e-mail to this address.
  email TEXT,
  frequency TEXT NOT NULL CHECK (frequency IN ('instant', 'daily')),
  -- Random, in the alert's stop link: whoever holds the message may stop its alerts, nothing more.
  unsubscribe_token TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  checked_at INTEGER,
  last_result_count INTEGER,
  stopped_at INTEGER
);
CREATE INDEX saved_searches_by_shopper ON saved_searches (site, user_id);
CREATE INDEX saved_searches_by_check ON saved_searches (stopped_at, checked_at);

-- What a search matched at its last look: a car's id and its price then.
CREATE TABLE saved_search_cars (
  saved_search_id INTEGER NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  car_id INTEGER NOT NULL,
  price REAL NOT NULL,
  PRIMARY KEY (saved_search_id, car_id)
) WITHOUT ROWID;

-- The alerts a shopper was sent on a site, by key (`new:<car>`, `drop:<car>:<price>`): never the same twice.
CREATE TABLE search_alerts_sent (
  site TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  alert_key TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (site, user_id, alert_key)
) WITHOUT ROWID;

-- Digests to deliver: one per shopper, site and channel per run. A run claims due rows (claim token and lease), so
-- two runs never send one twice; a failure is tried again with backoff; the partner's idempotency key is the id.
CREATE TABLE search_alert_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  claim TEXT,
  claimed_until INTEGER,
  delivered_at INTEGER,
  last_error TEXT
);
CREATE INDEX search_alert_outbox_due ON search_alert_outbox (delivered_at, next_attempt_at);
