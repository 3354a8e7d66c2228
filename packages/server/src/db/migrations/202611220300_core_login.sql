-- Core tables (accounts, holders, partners, branches, sessions, audit, outbox) and the login area's tables.
CREATE TABLE "account_holders" (
	"nj_ac_no" text NOT NULL,
	"holder_code" text NOT NULL,
	"name" text NOT NULL,
	"pan_no" text NOT NULL,
	CONSTRAINT "account_holders_nj_ac_no_holder_code_pk" PRIMARY KEY("nj_ac_no","holder_code")
);

CREATE TABLE "accounts" (
	"nj_ac_no" text PRIMARY KEY NOT NULL,
	"personalized_login_id" text,
	"ask_personalized_login" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_expired" boolean DEFAULT false NOT NULL,
	"acc_type" text NOT NULL,
	"app_name" text NOT NULL,
	"pan_no" text NOT NULL,
	"mf_mode" text NOT NULL,
	"tax_status" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"email_verified" boolean DEFAULT true NOT NULL,
	"pan_aadhaar_status" text DEFAULT 'linked' NOT NULL,
	"pan_aadhaar_deactivated" boolean DEFAULT false NOT NULL,
	"fatca_declaration_pending" boolean DEFAULT false NOT NULL,
	"dp_charges" text DEFAULT 'none' NOT NULL,
	"re_kyc" text DEFAULT 'none' NOT NULL,
	"br_code" text NOT NULL,
	"partner_code" text NOT NULL,
	"authorization_module" boolean DEFAULT false NOT NULL,
	"display_photo_file" text,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"nj_ac_no" text,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"request_id" text NOT NULL,
	"detail" jsonb
);

CREATE TABLE "branches" (
	"br_code" text PRIMARY KEY NOT NULL,
	"nj_br_code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL
);

CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"login_id" text NOT NULL,
	"address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL
);

CREATE TABLE "partners" (
	"partner_code" text PRIMARY KEY NOT NULL,
	"br_code" text NOT NULL,
	"company_name" text NOT NULL,
	"arn" text NOT NULL,
	"euin" text NOT NULL,
	"relationship_handler_name" text NOT NULL,
	"relationship_handler_designation" text NOT NULL,
	"logo_file" text NOT NULL,
	"photo_file" text NOT NULL,
	"product_basket" text NOT NULL,
	"caption_product_basket" text NOT NULL,
	"contacts" jsonb NOT NULL,
	"media" jsonb NOT NULL,
	"terminated" boolean DEFAULT false NOT NULL
);

CREATE TABLE "rate_counters" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_counters_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);

CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);

CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"login_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL
);

CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"text_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"sandbox_text" text
);

CREATE TABLE "otps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);

CREATE TABLE "unknown_login_failures" (
	"login_key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "account_holders" ADD CONSTRAINT "account_holders_nj_ac_no_accounts_nj_ac_no_fk" FOREIGN KEY ("nj_ac_no") REFERENCES "accounts"("nj_ac_no") ON DELETE no action ON UPDATE no action;
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_br_code_branches_br_code_fk" FOREIGN KEY ("br_code") REFERENCES "branches"("br_code") ON DELETE no action ON UPDATE no action;
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_partner_code_partners_partner_code_fk" FOREIGN KEY ("partner_code") REFERENCES "partners"("partner_code") ON DELETE no action ON UPDATE no action;
ALTER TABLE "partners" ADD CONSTRAINT "partners_br_code_branches_br_code_fk" FOREIGN KEY ("br_code") REFERENCES "branches"("br_code") ON DELETE no action ON UPDATE no action;
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_nj_ac_no_accounts_nj_ac_no_fk" FOREIGN KEY ("nj_ac_no") REFERENCES "accounts"("nj_ac_no") ON DELETE no action ON UPDATE no action;
CREATE UNIQUE INDEX "accounts_personalized_login_id_key" ON "accounts" USING btree (lower("personalized_login_id"));
CREATE INDEX "audit_log_nj_ac_no_idx" ON "audit_log" USING btree ("nj_ac_no","at");
CREATE INDEX "outbox_login_id_idx" ON "outbox" USING btree ("login_id","id");
CREATE INDEX "sessions_nj_ac_no_idx" ON "sessions" USING btree ("nj_ac_no");
CREATE INDEX "otps_account_idx" ON "otps" USING btree ("nj_ac_no","purpose","created_at");