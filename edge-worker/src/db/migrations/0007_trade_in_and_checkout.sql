-- Trade-in valuations (issue 17). One row per trade-in request, keyed by its lead: written PENDING in
-- the same batch as the lead, BEFORE the valuation partner is called, then updated with what the
-- partner said. So a partner that fails or never answers loses nothing: the lead and its vehicle
-- details are stored and delivered to the CRM like any lead. No foreign keys to the seed's tables.
--   status: pending (partner not answered yet) · valued · refused (no online estimate: reason age|km)
--           · unavailable (the partner failed or did not know the registration)
CREATE TABLE trade_in_valuations (
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
CREATE INDEX trade_in_valuations_by_tenant ON trade_in_valuations(tenant, created_at);

-- Reservations: a car reserved online with a deposit through the payments partner (issue 17). A row is
-- written when the shopper starts paying, after the car was claimed by ONE conditional UPDATE of the car
-- (reserved false → true), so of two shoppers racing for one car exactly one gets a row and an intent;
-- the other is told and never charged. The payment is confirmed by the partner's signed webhook.
--   status: pending (intent created, not paid) · paid · failed (declined, or the partner failed: car released)
--           · refunded (the dealer refunded it: car released)
-- (tenant, idempotency_key) is unique: a retried request finds its reservation and makes no second intent.
CREATE TABLE reservations (
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
  refunded_at TEXT
);
CREATE UNIQUE INDEX reservations_by_key ON reservations(tenant, idempotency_key);
CREATE UNIQUE INDEX reservations_by_intent ON reservations(intent_id);
CREATE INDEX reservations_by_user ON reservations(tenant, user_id, created_at);
