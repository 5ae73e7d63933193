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
