-- Account opening, bank step: every penny-drop verification an application asked for, so a save is
-- accepted only for details verified, a repeat answers without a second credit, and attempts are counted.
CREATE TABLE "reg_bank_verifications" (
  "id" serial PRIMARY KEY,
  "ref_no" text NOT NULL REFERENCES "reg_applications" ("ref_no"),
  "ifsc" text NOT NULL,
  "account_number" text NOT NULL,
  "outcome" text NOT NULL CHECK ("outcome" IN ('VERIFIED', 'FAILED')),
  "name_at_bank" text,
  "failure" text,
  "created_at" timestamp with time zone NOT NULL
);
CREATE INDEX "reg_bank_verifications_account" ON "reg_bank_verifications" ("ref_no", "ifsc", "account_number", "created_at");
