-- Systematic plans: SIPs (registered by a SIP purchase order, or demo data), SWPs and STPs. A plan is
-- stopped once; an EMF investor's stop waits for the OTP of its authorization transaction (stop_auth_id).
CREATE TABLE "systematic_plans" (
	"plan_no" text PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('SIP', 'SWP', 'STP')),
	"sch_code" text NOT NULL REFERENCES "schemes"("sch_code"),
	"is_direct" boolean NOT NULL,
	"sch_opt" text NOT NULL,
	"folio_no" text,
	"target_sch_code" text REFERENCES "schemes"("sch_code"),
	"target_is_direct" boolean,
	"target_sch_opt" text,
	"amount_paise" bigint NOT NULL CHECK ("amount_paise" > 0),
	"freq_id" text NOT NULL,
	"installment_date" integer NOT NULL CHECK ("installment_date" BETWEEN 1 AND 31),
	"start_month" text NOT NULL,
	"installments" integer NOT NULL CHECK ("installments" > 0),
	"status" text NOT NULL DEFAULT 'ACTIVE' CHECK ("status" IN ('ACTIVE', 'STOPPED')),
	"stop_reason" text,
	"stopped_on" date,
	"stop_auth_id" bigint,
	"source_order_no" text UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "systematic_plans_account_idx" ON "systematic_plans" USING btree ("nj_ac_no", "kind");
CREATE TABLE "systematic_top_ups" (
	"plan_no" text NOT NULL REFERENCES "systematic_plans"("plan_no"),
	"seq" integer NOT NULL,
	"amount_paise" bigint NOT NULL CHECK ("amount_paise" > 0),
	"from_installment" integer NOT NULL CHECK ("from_installment" > 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "systematic_top_ups_pk" PRIMARY KEY ("plan_no", "seq")
);
-- The first answer to each keyed request (register, stop, top-up), returned unchanged to a repeat.
CREATE TABLE "systematic_requests" (
	"nj_ac_no" text NOT NULL,
	"confirmation_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "systematic_requests_pk" PRIMARY KEY ("nj_ac_no", "confirmation_key")
);
