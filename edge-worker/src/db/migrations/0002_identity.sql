-- Identity (issue 5): one-time codes, users, sessions, the verification log, analytics events and the
-- watchlist. No foreign keys to the demo seed's tables (cars, dealerships, locations): the seed deletes
-- and re-inserts those on every `npm start`, and a user's data must survive that. Car ids and slugs are
-- kept as plain columns. None of these tables is in the seed's DELETE_ORDER.
-- State the rules compute with (codes, sessions, watchlist) keeps epoch milliseconds (INTEGER), as the
-- shared rules take them; logs and events keep ISO-8601 text (TEXT), like the rest of the data set.
-- Phones are national digits with a leading 0 ('0412345678', spec: 001 §5).

-- The people who asked for a code. A row is made on the first send (so every log row has a user), the
-- same way whether or not the number was seen before; names and email are written only once a code is
-- verified (`verified_at`), never from an unverified send.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  first_name TEXT,
  last_name TEXT,
  email TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  verified_at INTEGER
);

-- One code record per phone: the live code's HMAC (never the code), its window, its guesses, and the
-- number's recent send times; the exact limits of issue 5 are enforced on this row. Every write is a
-- compare-and-swap on `version`, so concurrent sends or guesses cannot slip past a limit.
CREATE TABLE one_time_codes (
  phone TEXT PRIMARY KEY,
  -- The site the code was sent for; the HMAC covers it, so a code only works where it was asked for.
  tenant TEXT NOT NULL,
  -- hex HMAC-SHA256(OTP_HMAC_KEY, tenant \n phone \n code)
  code_hmac TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- Wrong guesses, carried over to the next code (shared newCodeRecord).
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  -- JSON array of send times (ms) within the last 24 hours (shared canSendCode / withSend).
  sent_at TEXT NOT NULL DEFAULT '[]',
  -- JSON of the details given with the send (first_name, last_name, email, dealership_slug), applied to
  -- the user when the code is verified.
  details TEXT NOT NULL DEFAULT '{}',
  version INTEGER NOT NULL DEFAULT 0
);

-- Sessions: the cookie carries a random id (signed); only its SHA-256 is stored, so a copy of this
-- table cannot be turned into cookies. Sign-out sets `revoked_at`.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  phone TEXT NOT NULL,
  tenant TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_by_user ON sessions(user_id);

-- Every code sent and every code checked (spec: 001 §3 "Verification log row: user_id, website_slug,
-- dealership_slug, verification_type ('sms' when the code is sent, 'verify' when it is checked)").
-- `outcome`: sms → sent | send_failed; verify → verified | invalid | expired | locked.
CREATE TABLE verification_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER,
  website_slug TEXT NOT NULL,
  dealership_slug TEXT,
  verification_type TEXT NOT NULL CHECK (verification_type IN ('sms', 'verify')),
  outcome TEXT NOT NULL,
  request_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX verification_log_by_user ON verification_log(user_id, created_at);
CREATE INDEX verification_log_by_site ON verification_log(website_slug, created_at);

-- Analytics events, any kind (spec: 000 §7 and 001 §7 "Event tracker" ids: 36 code sent, 37 verified,
-- 39 save car, leads' 9/14/15/17/48/51, reveal 25 …). `payload` is JSON, whatever the event carries.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL,
  tenant TEXT NOT NULL,
  website_id INTEGER NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}',
  request_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX analytics_events_by_tenant ON analytics_events(tenant, event_id, created_at);

-- Saved cars per site and user (spec: 000 §4 "Watchlist"). `car_id` is the cars.id it was saved as.
CREATE TABLE watchlist (
  tenant TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  car_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, user_id, car_id)
);
CREATE INDEX watchlist_by_car ON watchlist(car_id);
