-- Who made a lead (issue 24 item 8 "My Garage trusts an unverified phone"). A lead's phone is whatever the
-- form said, so My Garage lists a lead only for the user who made it: the shopper signed in when it was
-- stored, or the one whose phone a one-time code verified in that same request (users are one per
-- verified phone, migration 0002). NULL: made by nobody verified, listed in no one's garage. Leads stored
-- before this column have no maker, so they leave the garages too: who typed their phone is not known.
ALTER TABLE leads ADD COLUMN user_id INTEGER;
-- The account page's read: one site's leads of one user, newest first. It replaces the lookup by the
-- payload's phone (migration 0009), which nothing reads any more.
CREATE INDEX leads_by_user ON leads(tenant, user_id, created_at);
DROP INDEX leads_by_phone;
