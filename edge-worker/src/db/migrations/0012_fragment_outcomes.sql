-- Health per remote version (issue 29): how each fragment a page asked for came out, counted per hour, site, remote
-- and version: ok, a fallback, a timeout, a 5xx. The gateway adds to it after each composed page; `npm run release
-- -- status` prints each version's failure rate, and `rollout --auto-halt` compares the canary's with stable's.

CREATE TABLE fragment_outcomes (
  -- the UTC hour, e.g. 2026-11-29T04
  hour TEXT NOT NULL,
  tenant TEXT NOT NULL,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  outcome TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (hour, remote, version, tenant, outcome)
);
