-- The money door claims a key inside the effect's own transaction: a claim is never committed while
-- its copy acts, so it needs no owner and no lease.
ALTER TABLE "money_requests" DROP COLUMN "owner", DROP COLUMN "lease_until";
