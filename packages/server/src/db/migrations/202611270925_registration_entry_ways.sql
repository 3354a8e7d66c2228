-- The other ways into account opening: whom an OTP request signs in (partner or centre staff, the client desk,
-- a partner's link to a direct client), and the first holder's mobile that staff give for an application.
ALTER TABLE "reg_otp_requests" ADD COLUMN "access_by" text DEFAULT 'DC' NOT NULL;
ALTER TABLE "reg_otp_requests" ADD COLUMN "entry_source" text DEFAULT 'direct client' NOT NULL;
ALTER TABLE "reg_otp_requests" ADD COLUMN "partner_code" text;
ALTER TABLE "reg_otp_requests" ADD COLUMN "center_id" text;
ALTER TABLE "reg_applications" ADD COLUMN "contact_mobile" text;
