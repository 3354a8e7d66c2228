-- Account opening, bank step: every penny drop asked of the bank for an application, written before
-- the bank is asked, so the hourly cap counts the credits under way as well as the ones answered.
CREATE TABLE "reg_bank_credits" (
  "id" serial PRIMARY KEY,
  "ref_no" text NOT NULL REFERENCES "reg_applications" ("ref_no"),
  "asked_at" timestamp with time zone NOT NULL
);
CREATE INDEX "reg_bank_credits_application" ON "reg_bank_credits" ("ref_no", "asked_at");
