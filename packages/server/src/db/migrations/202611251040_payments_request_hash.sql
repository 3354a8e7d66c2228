-- The hash of the confirmation request stored with its key: the same key with another cart is refused.
-- Payments confirmed before this column existed have none and keep answering their first reply.
ALTER TABLE "payments" ADD COLUMN "request_hash" text;
