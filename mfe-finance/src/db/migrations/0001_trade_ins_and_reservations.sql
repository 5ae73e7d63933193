-- mfe-finance's tables: the trade-in valuations and the reservations (issue 17; their ends, issue 24 item 2).
-- Each table as it stands today, IF NOT EXISTS: a database made before the slice owned them already has them
-- from the gateway's migrations 0007 and 0011 (applied there, then removed), and a fresh one gets them here
-- only. They point at the platform's `leads` (the gateway's migrations, applied first); no foreign keys to the
-- seed's tables.

-- Trade-in valuations. One row per trade-in request, keyed by its lead: written PENDING in the same batch as
-- the lead, BEFORE the valuation partner is called, then updated with what the partner said. So a partner that
-- fails or never answers loses nothing: the lead and its vehicle details are stored and delivered to the CRM
-- like any lead.
--   status: pending (partner not answered yet) · valued · refused (no online estimate: reason age|km)
--           · unavailable (the partner failed or did not know the registration)
CREATE TABLE IF NOT EXISTS trade_in_valuations (
  lead_id TEXT PRIMARY KEY REFERENCES leads(id),
  tenant TEXT NOT NULL,
  rego TEXT NOT NULL,
  rego_state TEXT NOT NULL,
  km INTEGER NOT NULL,
  condition TEXT NOT NULL,
  status TEXT NOT NULL,
  reason TEXT,
  partner_valuation_id TEXT,
  -- The partner's answer as the page shows it (TradeInOutcome JSON without accepted_at), when valued or refused.
  outcome TEXT,
  error TEXT,
  accepted_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS trade_in_valuations_by_tenant ON trade_in_valuations(tenant, created_at);

-- Reservations: a car reserved online with a deposit through the payments partner. A row is written when the
-- shopper starts paying, after the car was claimed by ONE conditional UPDATE of the car (reserved false →
-- true), so of two shoppers racing for one car exactly one gets a row and an intent; the other is told and
-- never charged. The payment is confirmed by the partner's answer or its signed webhook.
--   status: pending (intent created, not paid) · held ($0 deposit) · paid · failed (declined, or the partner
--           failed: car released) · refunded (car released) · released (the dealer let a hold go)
--           · expired (ended unpaid or unconfirmed: car released)
--   expires_at: ISO instant (toISOString, so text order is time order); NULL: it does not end by itself
--               (paid, or a hold the dealer confirmed).
--   dealer_confirmed_at: when the dealer confirmed a $0 hold.
--   time_zone: the car's clock (its location's state), on which the end is shown.
-- (tenant, idempotency_key) is unique: a retried request finds its reservation and makes no second intent.
CREATE TABLE IF NOT EXISTS reservations (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  car_slug TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  intent_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  paid_at TEXT,
  refunded_at TEXT,
  expires_at TEXT,
  dealer_confirmed_at TEXT,
  time_zone TEXT NOT NULL DEFAULT 'Australia/Sydney'
);
CREATE UNIQUE INDEX IF NOT EXISTS reservations_by_key ON reservations(tenant, idempotency_key);
CREATE UNIQUE INDEX IF NOT EXISTS reservations_by_intent ON reservations(intent_id);
CREATE INDEX IF NOT EXISTS reservations_by_user ON reservations(tenant, user_id, created_at);
-- The scheduled handler's sweep (open reservations by end) and the per-car release on read.
CREATE INDEX IF NOT EXISTS reservations_open_by_end ON reservations(expires_at) WHERE status IN ('pending', 'held');
CREATE INDEX IF NOT EXISTS reservations_by_car ON reservations(car_id, status);
