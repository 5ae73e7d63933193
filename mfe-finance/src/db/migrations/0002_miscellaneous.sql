-- Miscellaneous data a site sends with a lead (spec: 000 §7, 001 §7 "POST /api/miscellaneous … column_name
-- valuation"): the column it names and its JSON value, beside the platform's lead (stored in the same batch).

CREATE TABLE miscellaneous (
  lead_id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  column_name TEXT NOT NULL,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX miscellaneous_by_tenant ON miscellaneous (tenant, created_at);
