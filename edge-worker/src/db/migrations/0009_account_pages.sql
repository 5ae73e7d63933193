-- The account page (/my-garage, issue 17) lists the enquiries and trade-in valuations of the signed-in
-- shopper's phone on this site. A lead keeps its phone only in `payload` (the normalised form, national
-- format such as 0412345678, the same form a session's phone takes), so the lookup is by that expression;
-- this index makes it a range read of one site's leads of one phone, newest first, not a scan.
CREATE INDEX leads_by_phone ON leads(tenant, json_extract(payload, '$.phone'), created_at);
