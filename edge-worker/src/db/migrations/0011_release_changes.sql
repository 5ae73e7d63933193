-- The release ledger (issue 29): every change of the release registry — a release deployed, promoted, rolled
-- out, rolled back, published by a build, or a dealer's own choice — with who, when, why, and the remote's
-- assignment before and after. A change is written at the next revision or not at all (the primary key), so of
-- two releases made at once one wins and the other is told; KV's `releases` is a copy of the newest registry.

CREATE TABLE release_changes (
  revision INTEGER PRIMARY KEY,
  remote TEXT NOT NULL,
  action TEXT NOT NULL,
  who TEXT NOT NULL,
  at TEXT NOT NULL,
  why TEXT NOT NULL,
  from_assignment TEXT NOT NULL,
  to_assignment TEXT NOT NULL,
  undoes INTEGER,
  -- the whole registry after this change (JSON)
  registry TEXT NOT NULL
);

CREATE INDEX release_changes_by_remote ON release_changes (remote, revision);
