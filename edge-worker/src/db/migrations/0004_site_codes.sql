-- Issue 13: a one-time code belongs to the site that sent it, and wrong guesses end that code, not the
-- number. Migration 0002 kept one code row per phone, with the number's send times and a failure
-- count that carried over to the next code, so a code sent on one site replaced one outstanding on
-- another, and six wrong guesses locked the number everywhere for a day.
-- Now: the number's send times (the limits of issue 5, counted across every site so the guess budget
-- per number stays bounded) in `one_time_code_sends`, and one code per phone and site in
-- `one_time_codes`. Every write is still a compare-and-swap on `version`.

CREATE TABLE one_time_code_sends (
  phone TEXT PRIMARY KEY,
  -- JSON array of the times (ms) of sends the SMS partner accepted within the last 24 hours (shared
  -- canSendCode / withSend; a send the partner refused is taken out again: withoutSend).
  sent_at TEXT NOT NULL DEFAULT '[]',
  version INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE one_time_codes_by_site (
  phone TEXT NOT NULL,
  -- The site the code was sent for; the HMAC covers it too, so a code only works where it was asked for.
  tenant TEXT NOT NULL,
  -- hex HMAC-SHA256(OTP_HMAC_KEY, tenant \n phone \n code)
  code_hmac TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- Wrong guesses against this code only (shared checkCode ends it at 5).
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  -- JSON of the details given with the send (first_name, last_name, email, dealership_slug), applied to
  -- the user when the code is verified.
  details TEXT NOT NULL DEFAULT '{}',
  version INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (phone, tenant)
);

-- Outstanding codes and the send times carry over, so the limits hold across the deployment.
INSERT INTO one_time_code_sends (phone, sent_at) SELECT phone, sent_at FROM one_time_codes;
INSERT INTO one_time_codes_by_site
  (phone, tenant, code_hmac, issued_at, expires_at, failed_attempts, used_at, details)
  SELECT phone, tenant, code_hmac, issued_at, expires_at, failed_attempts, used_at, details FROM one_time_codes;

DROP TABLE one_time_codes;
ALTER TABLE one_time_codes_by_site RENAME TO one_time_codes;
