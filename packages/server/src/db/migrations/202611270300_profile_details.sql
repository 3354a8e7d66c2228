-- The profile's personal details (date of birth, gender and KYC status per holder; the correspondence
-- address per account), a minor nominee's date of birth and guardian, and the uploaded display photos.
CREATE TABLE "profile_holder_details" (
	"nj_ac_no" text NOT NULL REFERENCES "accounts"("nj_ac_no"),
	"holder_code" text NOT NULL,
	"dob" date,
	"gender" text,
	"kyc_status" text NOT NULL,
	CONSTRAINT "profile_holder_details_pk" PRIMARY KEY("nj_ac_no","holder_code")
);
CREATE TABLE "profile_addresses" (
	"nj_ac_no" text PRIMARY KEY NOT NULL REFERENCES "accounts"("nj_ac_no"),
	"line1" text NOT NULL,
	"line2" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL
);
-- One photo per account; its file name is random and changes with every upload, so its address cannot
-- be guessed and a browser may keep it.
CREATE TABLE "profile_display_photos" (
	"nj_ac_no" text PRIMARY KEY NOT NULL REFERENCES "accounts"("nj_ac_no"),
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_display_photos_file_name_key" UNIQUE("file_name")
);
ALTER TABLE "investor_nominees" ADD COLUMN "nominee_dob" date;
ALTER TABLE "investor_nominees" ADD COLUMN "guardian_name" text;
ALTER TABLE "investor_nominees" ADD COLUMN "guardian_relation" text;
