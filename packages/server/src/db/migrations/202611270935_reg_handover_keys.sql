-- Account opening, handing an application staff started to its client: the key of the client's link (only
-- its digest; one live key per application, valid 24 hours and once), and the client's mobile it was handed to.
CREATE TABLE "reg_handover_keys" (
  "key_digest" text PRIMARY KEY,
  "ref_no" text NOT NULL REFERENCES "reg_applications" ("ref_no"),
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "redeemed_at" timestamp with time zone
);
CREATE INDEX "reg_handover_keys_ref_no" ON "reg_handover_keys" ("ref_no");
ALTER TABLE "reg_applications" ADD COLUMN "client_mobile" text;
