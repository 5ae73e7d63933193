-- The stock feed imports a site's dealerships ran (issue 30): each one's report (what changed, the mapping, its
-- bad rows), by the API (a dealer management system, the CLI) or the dealer's upload page, which lists them.

CREATE TABLE stock_imports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant TEXT NOT NULL,
  dealership TEXT NOT NULL,
  -- 'api' (the dealer key) or 'upload' (the dealer's page)
  source TEXT NOT NULL,
  file_name TEXT,
  mode TEXT NOT NULL,
  dry_run INTEGER NOT NULL,
  finished_at TEXT NOT NULL,
  -- the import's answer as JSON (its first STORED_PROBLEMS bad rows, and how many there were)
  report TEXT NOT NULL
);

CREATE INDEX stock_imports_by_site ON stock_imports (tenant, id);
