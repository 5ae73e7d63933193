-- Spin to Win (spec: 001 §2 /spin-to-win): one spin per signed-in shopper per site, its prize, and the
-- enquiry (a row of the platform's `leads`, stored in the same batch) that tells the dealer about it.
-- The primary key is the one-spin rule: a second spin, however close to the first, cannot be stored.

CREATE TABLE spin_to_win_spins (
  tenant TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  prize TEXT NOT NULL,
  lead_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (tenant, user_id)
);
