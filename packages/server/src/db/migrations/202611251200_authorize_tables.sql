-- Authorizing transactions: what partners entered for investors, their detail lines, the mapping
-- authorization login's secrets and the MARS form tokens. The dashboard's earlier
-- pending_transaction table (demo rows only) is replaced by auth_transactions.

DROP TABLE IF EXISTS "pending_transaction";

CREATE SEQUENCE "auth_ref_no_seq" START WITH 260000001;

CREATE TABLE "auth_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref_no" text DEFAULT ('AT' || nextval('auth_ref_no_seq')) NOT NULL,
	"nj_ac_no" text NOT NULL REFERENCES "accounts"("nj_ac_no"),
	"trxn_type" text NOT NULL,
	"is_mars" boolean DEFAULT false NOT NULL,
	"partner_code" text NOT NULL REFERENCES "partners"("partner_code"),
	"entry_source" text DEFAULT 'partner' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL CHECK ("status" IN ('PENDING', 'AUTHORIZED', 'REJECTED')),
	"pay_mode" text DEFAULT '' NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"bank_acc_no" text,
	"bank_ifsc" text,
	"neft_ref_no" text,
	"mandate_no" text,
	"payer_vpa" text,
	"amount_paise" bigint CHECK ("amount_paise" IS NULL OR "amount_paise" >= 0),
	"mf_mode" text DEFAULT 'P' NOT NULL,
	"poa_flag" boolean DEFAULT false NOT NULL,
	"edis_allowed" boolean DEFAULT false NOT NULL,
	"mars_overlap" boolean DEFAULT false NOT NULL,
	"bulk_confirm" boolean DEFAULT false NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"acted_at" timestamp with time zone,
	"acted_by" text,
	"action_key" text,
	"action_reply" jsonb,
	"payment_trxn_id" text,
	"edis_trxn_no" text,
	"otp_id" bigint
);
CREATE UNIQUE INDEX "auth_transactions_ref_no_key" ON "auth_transactions" USING btree ("ref_no");
CREATE INDEX "auth_transactions_account_idx" ON "auth_transactions" USING btree ("nj_ac_no","status","is_mars");

CREATE TABLE "auth_transaction_lines" (
	"auth_id" bigint NOT NULL REFERENCES "auth_transactions"("id"),
	"line_no" integer NOT NULL,
	"sch_code" text NOT NULL,
	"sch_name" text NOT NULL,
	"is_direct" boolean DEFAULT false NOT NULL,
	"sch_opt" text DEFAULT 'G' NOT NULL,
	"target_sch_code" text,
	"target_sch_name" text,
	"folio_no" text,
	"amount_paise" bigint,
	"units_milli" bigint,
	"frequency" text,
	"installment_date" integer,
	"installments" integer,
	"start_date" date,
	CONSTRAINT "auth_transaction_lines_pk" PRIMARY KEY("auth_id","line_no")
);

CREATE TABLE "authorization_logins" (
	"nj_ac_no" text PRIMARY KEY NOT NULL REFERENCES "accounts"("nj_ac_no"),
	"pin_hash" text,
	"dob_hash" text,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"blocked_at" timestamp with time zone
);

CREATE TABLE "mars_tokens" (
	"serial" text PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"auth_id" bigint REFERENCES "auth_transactions"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
