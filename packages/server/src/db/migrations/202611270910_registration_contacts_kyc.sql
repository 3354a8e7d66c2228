-- Opening an account: each holder's mobile and e-mail proved by OTP, the KYC record found for a holder
-- waiting for confirmation, and the DigiLocker requests (single-use state) a holder was sent out with.
CREATE TABLE "reg_contact_proofs" (
  "ref_no" text NOT NULL REFERENCES "reg_applications"("ref_no"),
  "holder" text NOT NULL,
  "channel" text NOT NULL,
  "address" text NOT NULL,
  "verified_at" timestamp with time zone NOT NULL,
  CONSTRAINT "reg_contact_proofs_pk" PRIMARY KEY ("ref_no", "holder", "channel", "address")
);
CREATE TABLE "reg_kyc_found" (
  "ref_no" text NOT NULL REFERENCES "reg_applications"("ref_no"),
  "holder" text NOT NULL,
  "source" text NOT NULL,
  "record" jsonb NOT NULL,
  "reference" text NOT NULL,
  "found_at" timestamp with time zone NOT NULL,
  CONSTRAINT "reg_kyc_found_pk" PRIMARY KEY ("ref_no", "holder")
);
CREATE TABLE "reg_digilocker_requests" (
  "state_digest" text PRIMARY KEY NOT NULL,
  "ref_no" text NOT NULL REFERENCES "reg_applications"("ref_no"),
  "holder" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);
