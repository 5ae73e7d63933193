-- Offers have a validity window (issue 15: dealers' offers start and expire). `starts_at` joins the
-- existing `expires_at`; both are whole days ('yyyy-MM-dd'), NULL meaning open-ended. An offer is
-- shown from its first day to its last day inclusive, and never outside it.

ALTER TABLE offers ADD COLUMN starts_at TEXT;
CREATE INDEX offers_by_validity ON offers(dealership_id, starts_at, expires_at);
