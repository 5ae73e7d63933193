-- mfe-offers's tables: the model catalogue (makes, models; spec: 001 §3), the dealers' special offers
-- (issue 15) and each site's parts catalogue (issue 15 "Parts"). Each row keeps its whole JSON document
-- (validated by its zod schema in @forecourt/shared) in `doc`, beside the columns queries filter on.
-- They were the gateway's (its 0001, 0005 and 0008): a database made before the move has them already,
-- hence IF NOT EXISTS; `offers.starts_at` comes last, where 0005's ALTER TABLE put it.

CREATE TABLE IF NOT EXISTS makes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  logo_url TEXT
);

CREATE TABLE IF NOT EXISTS models (
  id INTEGER PRIMARY KEY,
  make_id INTEGER NOT NULL REFERENCES makes(id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  doc TEXT NOT NULL,
  UNIQUE (make_id, slug)
);

-- An offer is shown from its first day to its last day inclusive ('yyyy-MM-dd', NULL open-ended).
CREATE TABLE IF NOT EXISTS offers (
  id INTEGER PRIMARY KEY,
  dealership_id INTEGER NOT NULL REFERENCES dealerships(id),
  category TEXT NOT NULL,
  price REAL,
  expires_at TEXT,
  doc TEXT NOT NULL,
  starts_at TEXT
);
CREATE INDEX IF NOT EXISTS offers_by_dealership ON offers(dealership_id);
CREATE INDEX IF NOT EXISTS offers_by_validity ON offers(dealership_id, starts_at, expires_at);

-- A part belongs to one site (its tenant slug), not to a dealership: the catalogue is the site's.
CREATE TABLE IF NOT EXISTS parts (
  id INTEGER PRIMARY KEY,
  tenant TEXT NOT NULL,
  name TEXT NOT NULL,
  part_number TEXT NOT NULL,
  category TEXT NOT NULL,
  price INTEGER NOT NULL,
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS parts_by_tenant ON parts(tenant, category, name);
