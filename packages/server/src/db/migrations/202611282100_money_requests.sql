-- The one door of money calls: each Idempotency-Key an account used, the request it stood for and the
-- reply stored in the same transaction as the effect, so a repeat answers that reply and never acts twice.
CREATE TABLE "money_requests" (
  "scope" text NOT NULL,
  "key" text NOT NULL,
  "path" text NOT NULL,
  "request_hash" text NOT NULL,
  -- Who is acting on the key and until when; status 0 while acting, then the reply's HTTP status.
  "owner" text NOT NULL,
  "lease_until" timestamp with time zone NOT NULL,
  "status" integer NOT NULL,
  "reply" text,
  "created_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("scope", "key")
);
CREATE INDEX "money_requests_created_at" ON "money_requests" ("created_at");
DROP TABLE IF EXISTS "systematic_requests";
-- Each area's own copy of exactly-once goes: the door keeps the key, the request and the reply.
ALTER TABLE "redemption_orders" DROP CONSTRAINT IF EXISTS "redemption_orders_key_unique";
ALTER TABLE "redemption_orders" DROP COLUMN IF EXISTS "confirmation_key";
ALTER TABLE "redemption_orders" DROP COLUMN IF EXISTS "request_hash";
ALTER TABLE "redemption_orders" DROP COLUMN IF EXISTS "reply";
ALTER TABLE "payments" DROP CONSTRAINT IF EXISTS "payments_confirmation_key";
ALTER TABLE "payments" DROP COLUMN IF EXISTS "confirmation_key";
ALTER TABLE "payments" DROP COLUMN IF EXISTS "request_hash";
ALTER TABLE "payments" DROP COLUMN IF EXISTS "confirm_reply";
