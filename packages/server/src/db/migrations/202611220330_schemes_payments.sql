-- Scheme master, NAV history, market holidays; investors' bank accounts, mandates, holdings and
-- nominees; payments, purchase orders, VPA checks and UPI callbacks; the sandbox PSP and bank.
-- Money is integer paise (bigint), NAV is integer ten-thousandths of a rupee, units integer thousandths.

CREATE TABLE "amcs" (
	"amc_code" text PRIMARY KEY NOT NULL,
	"amc_name" text NOT NULL
);

CREATE TABLE "schemes" (
	"sch_code" text PRIMARY KEY NOT NULL,
	"sch_name" text NOT NULL,
	"amc_code" text NOT NULL REFERENCES "amcs"("amc_code"),
	"category" text NOT NULL,
	"sub_type" text NOT NULL,
	"scheme_type" text NOT NULL,
	"risk_level" integer NOT NULL CHECK ("risk_level" BETWEEN 1 AND 6),
	"exit_load" text NOT NULL,
	"cut_off_time" text NOT NULL,
	"brok_bp" integer NOT NULL,
	"brok_cap_paise" bigint NOT NULL,
	"brok_text" text NOT NULL,
	"min_pur_paise" bigint NOT NULL,
	"pur_multiple_paise" bigint NOT NULL,
	"min_add_pur_paise" bigint NOT NULL,
	"min_sip_paise" bigint NOT NULL,
	"sip_multiple_paise" bigint NOT NULL,
	"min_sip_inst" integer NOT NULL,
	"sip_dates" text NOT NULL,
	"swp_allowed" boolean NOT NULL,
	"min_swp_paise" bigint NOT NULL,
	"purchase_allowed" boolean NOT NULL DEFAULT true,
	"sip_allowed" boolean NOT NULL DEFAULT true,
	"suspend_msg" text,
	"nfo_open_date" date,
	"nfo_close_date" date,
	"sch_exch" text NOT NULL,
	"launch_date" date NOT NULL,
	"search_text" text NOT NULL
);
CREATE INDEX "schemes_type_idx" ON "schemes" ("scheme_type", "sub_type");
CREATE INDEX "schemes_amc_idx" ON "schemes" ("amc_code");
CREATE INDEX "schemes_name_idx" ON "schemes" ("sch_name");

CREATE TABLE "scheme_plans" (
	"sch_code" text NOT NULL REFERENCES "schemes"("sch_code"),
	"is_direct" boolean NOT NULL,
	"sch_opt" text NOT NULL,
	"isin" text NOT NULL,
	"latest_nav" integer NOT NULL,
	"nav_date" date NOT NULL,
	"return_1y_bp" integer,
	CONSTRAINT "scheme_plans_pk" PRIMARY KEY ("sch_code", "is_direct", "sch_opt")
);
CREATE INDEX "scheme_plans_direct_idx" ON "scheme_plans" ("is_direct", "sch_code");

CREATE TABLE "nav_history" (
	"sch_code" text NOT NULL,
	"is_direct" boolean NOT NULL,
	"sch_opt" text NOT NULL,
	"nav_date" date NOT NULL,
	"nav" integer NOT NULL,
	CONSTRAINT "nav_history_pk" PRIMARY KEY ("sch_code", "is_direct", "sch_opt", "nav_date")
);

CREATE TABLE "market_holidays" (
	"holiday_date" date PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);

CREATE TABLE "investor_bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"acc_no" text NOT NULL,
	"ifsc" text NOT NULL,
	"acc_type" text NOT NULL,
	"is_default" boolean NOT NULL DEFAULT false,
	"net_banking" boolean NOT NULL DEFAULT true,
	"active" boolean NOT NULL DEFAULT true,
	CONSTRAINT "investor_bank_accounts_acc_key" UNIQUE ("nj_ac_no", "acc_no")
);

CREATE TABLE "investor_mandates" (
	"nj_e_mandate_no" text PRIMARY KEY NOT NULL,
	"bse_e_mandate_no" text NOT NULL,
	"nj_ac_no" text NOT NULL,
	"bank_account_id" bigint NOT NULL REFERENCES "investor_bank_accounts"("id"),
	"acc_name" text NOT NULL,
	"upper_limit_paise" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"mandate_type" text NOT NULL,
	"status" text NOT NULL
);
CREATE INDEX "investor_mandates_account_idx" ON "investor_mandates" ("nj_ac_no");

CREATE TABLE "folio_holdings" (
	"nj_ac_no" text NOT NULL,
	"sch_code" text NOT NULL,
	"is_direct" boolean NOT NULL,
	"sch_opt" text NOT NULL,
	"folio_no" text NOT NULL,
	"units_milli" bigint NOT NULL,
	"holding_mode" text NOT NULL,
	"via_mars" boolean NOT NULL DEFAULT false,
	CONSTRAINT "folio_holdings_pk" PRIMARY KEY ("nj_ac_no", "sch_code", "is_direct", "sch_opt")
);

CREATE TABLE "investor_nominees" (
	"nj_ac_no" text NOT NULL,
	"seq" integer NOT NULL,
	"nominee_name" text NOT NULL,
	"relation" text NOT NULL,
	"share_bp" integer NOT NULL,
	CONSTRAINT "investor_nominees_pk" PRIMARY KEY ("nj_ac_no", "seq")
);

CREATE TABLE "payments" (
	"trxn_id" text PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"pay_mode" text NOT NULL,
	"amount_paise" bigint NOT NULL CHECK ("amount_paise" > 0),
	"pay_status" text NOT NULL DEFAULT 'PENDING',
	"bank_account_id" bigint,
	"neft_ref_no" text,
	"mandate_no" text,
	"payer_vpa" text,
	"vpa_verify_sr_no" bigint,
	"upi_ref_trxn_id" text,
	"bank_ref_no" text,
	"collect_status" text,
	"collect_requested_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"status_reason" text,
	"confirmation_key" text NOT NULL,
	"confirm_reply" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_confirmation_key" UNIQUE ("nj_ac_no", "confirmation_key")
);
CREATE UNIQUE INDEX "payments_neft_ref_key" ON "payments" (upper("neft_ref_no")) WHERE "neft_ref_no" IS NOT NULL;
CREATE INDEX "payments_pending_expiry_idx" ON "payments" ("expires_at") WHERE "pay_status" = 'PENDING' AND "expires_at" IS NOT NULL;
CREATE INDEX "payments_account_idx" ON "payments" ("nj_ac_no", "created_at");

CREATE TABLE "purchase_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"trxn_id" text NOT NULL REFERENCES "payments"("trxn_id"),
	"nj_ac_no" text NOT NULL,
	"sch_code" text NOT NULL,
	"is_direct" boolean NOT NULL,
	"sch_opt" text NOT NULL,
	"trxn_type" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"brokerage_paise" bigint NOT NULL,
	"nav_applicable_date" date NOT NULL,
	"status" text NOT NULL,
	"folio_no" text,
	"installment" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "purchase_orders_trxn_idx" ON "purchase_orders" ("trxn_id");

CREATE TABLE "vpa_verifications" (
	"sr_no" bigserial PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"vpa" text NOT NULL,
	"status" text NOT NULL,
	"payer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "upi_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raw_body" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"event_id" text,
	-- The event id of the first valid delivery; null on forged and repeated ones, which are kept for the record.
	"dedupe_key" text UNIQUE,
	"trxn_id" text,
	"psp_status" text,
	"outcome" text NOT NULL
);
CREATE INDEX "upi_callbacks_trxn_idx" ON "upi_callbacks" ("trxn_id");

-- The sandbox PSP's own books: collect requests and dynamic QR codes, and their callbacks to deliver.
CREATE TABLE "sandbox_upi_requests" (
	"psp_ref" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"merchant_trxn_id" text NOT NULL,
	"payer_vpa" text,
	"amount_paise" bigint NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL DEFAULT 'PENDING',
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decide_at" timestamp with time zone,
	"decision" text,
	"decided_at" timestamp with time zone,
	"callback_due_at" timestamp with time zone,
	"callback_attempts" integer NOT NULL DEFAULT 0,
	"callback_delivered_at" timestamp with time zone,
	CONSTRAINT "sandbox_upi_requests_merchant_key" UNIQUE ("kind", "merchant_trxn_id")
);
CREATE INDEX "sandbox_upi_requests_pending_idx" ON "sandbox_upi_requests" ("status", "decide_at");
CREATE INDEX "sandbox_upi_requests_callback_idx" ON "sandbox_upi_requests" ("callback_due_at") WHERE "callback_due_at" IS NOT NULL;

CREATE TABLE "sandbox_bank_payments" (
	"bank_ref" text PRIMARY KEY NOT NULL,
	"merchant_trxn_id" text NOT NULL UNIQUE,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL DEFAULT 'PENDING',
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
