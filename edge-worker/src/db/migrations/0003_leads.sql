-- Leads that are never lost, their delivery to the CRM, and phone reveals (issue 5).
-- No foreign keys to the demo seed's tables (cars, dealerships, locations): the seed deletes and
-- re-inserts those on every `npm start`, and a lead accepted is a lead stored, forever. Their ids are
-- kept as plain columns. None of these tables is in the seed's DELETE_ORDER.

-- One row per accepted lead, written once. `payload` is the normalised form (LeadSubmission JSON,
-- without the one-time code); `id` is the lead_id answered to the browser and the CRM's idempotency key.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  form TEXT NOT NULL,
  payload TEXT NOT NULL,
  car_id INTEGER,
  dealership_id INTEGER,
  location_id INTEGER,
  offer_id INTEGER,
  analytics_event INTEGER,
  request_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX leads_by_tenant ON leads(tenant, created_at);

-- Delivery of each lead to the CRM (the outbox), one row per lead. A run claims due rows by setting
-- `claim_token` and `claimed_until` in one UPDATE, so two runs never hold the same lead; a claim that
-- outlives `claimed_until` (a run that died) is due again. Times are epoch milliseconds.
CREATE TABLE lead_outbox (
  lead_id TEXT PRIMARY KEY REFERENCES leads(id),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claim_token TEXT,
  claimed_until INTEGER,
  delivered_at INTEGER,
  crm_reference TEXT,
  last_error TEXT
);
CREATE INDEX lead_outbox_due ON lead_outbox(next_attempt_at) WHERE delivered_at IS NULL;

-- Every phone reveal click (spec: 000 §4 "the click records the reveal"; §7 car_id, dealership_id,
-- website_id). `client` is the caller's address as the rate limit sees it.
CREATE TABLE phone_reveals (
  id INTEGER PRIMARY KEY,
  tenant TEXT NOT NULL,
  car_id INTEGER NOT NULL,
  dealership_id INTEGER NOT NULL,
  website_id INTEGER NOT NULL,
  client TEXT NOT NULL,
  request_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX phone_reveals_by_car ON phone_reveals(tenant, car_id, created_at);
