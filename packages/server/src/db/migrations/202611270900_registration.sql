-- Opening an account: applicant tokens, the OTPs that prove a mobile, applications, their holders and each screen's answers.
CREATE TABLE "reg_tokens" (
  "token_digest" text PRIMARY KEY NOT NULL,
  "mobile" text NOT NULL,
  "access_by" text NOT NULL,
  "entry_source" text NOT NULL,
  "partner_code" text,
  "center_id" text,
  "status" text DEFAULT 'A' NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
CREATE TABLE "reg_otp_requests" (
  "ref_id" text PRIMARY KEY NOT NULL,
  "mobile" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL
);
CREATE TABLE "reg_applications" (
  "ref_no" text PRIMARY KEY NOT NULL,
  "mobile" text NOT NULL,
  "access_by" text NOT NULL,
  "entry_source" text NOT NULL,
  "partner_code" text,
  "center_id" text,
  "account_type" text NOT NULL,
  "holding_mode" text NOT NULL,
  "tax_status" text NOT NULL,
  "nominates" boolean DEFAULT false NOT NULL,
  "step_id" integer NOT NULL,
  "submit_final" text DEFAULT 'N' NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL
);
CREATE INDEX "reg_applications_mobile_idx" ON "reg_applications" USING btree ("mobile", "updated_at" DESC);
CREATE INDEX "reg_applications_partner_idx" ON "reg_applications" USING btree ("partner_code", "updated_at" DESC);
CREATE TABLE "reg_holders" (
  "ref_no" text NOT NULL REFERENCES "reg_applications"("ref_no"),
  "holder" text NOT NULL,
  "pan" text NOT NULL,
  "dob" date NOT NULL,
  "name" text DEFAULT '' NOT NULL,
  PRIMARY KEY ("ref_no", "holder")
);
CREATE UNIQUE INDEX "reg_holders_pan_once_idx" ON "reg_holders" USING btree ("ref_no", "pan");
CREATE TABLE "reg_step_data" (
  "ref_no" text NOT NULL REFERENCES "reg_applications"("ref_no"),
  "screen" text NOT NULL,
  "holder" text DEFAULT '' NOT NULL,
  "data" jsonb NOT NULL,
  "saved_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("ref_no", "screen", "holder")
);
CREATE SEQUENCE "reg_ref_seq" START 1001;
