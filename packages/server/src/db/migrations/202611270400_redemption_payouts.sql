-- Redemption payouts: a redemption is priced at the NAV of its applicable day and paid to the investor's
-- default bank account; insta cash (kind INSTA) is priced at once and paid by IMPS. One payout per order.
ALTER TABLE "redemption_orders" DROP CONSTRAINT "redemption_orders_kind_check";
ALTER TABLE "redemption_orders" ADD CONSTRAINT "redemption_orders_kind_check"
	CHECK ("kind" IN ('REDEEM', 'SWITCH', 'INSTA'));
CREATE INDEX "redemption_orders_pending_idx" ON "redemption_orders" USING btree ("nav_applicable_date")
	WHERE "kind" = 'REDEEM' AND "status" = 'PENDING';
CREATE INDEX "redemption_orders_insta_day_idx" ON "redemption_orders" USING btree ("nj_ac_no", "sch_code", "created_at")
	WHERE "kind" = 'INSTA';
CREATE TABLE "redemption_payouts" (
	"order_no" text PRIMARY KEY NOT NULL REFERENCES "redemption_orders"("order_no"),
	"nj_ac_no" text NOT NULL,
	"pay_mode" text NOT NULL CHECK ("pay_mode" IN ('NEFT', 'IMPS')),
	"amount_paise" bigint NOT NULL CHECK ("amount_paise" >= 0),
	"bank_name" text NOT NULL,
	"acc_no" text NOT NULL,
	"ifsc" text NOT NULL,
	-- PRICED (to send), PROCESSING (sent under payout_ref), RETRY (bank refused, again at next_try_at), PAID, FAILED.
	"status" text NOT NULL CHECK ("status" IN ('PRICED', 'PROCESSING', 'RETRY', 'PAID', 'FAILED')),
	"attempts" integer NOT NULL DEFAULT 0,
	"payout_ref" text UNIQUE,
	"next_try_at" timestamp with time zone,
	"bank_ref" text,
	"credit_date" date,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "redemption_payouts_open_idx" ON "redemption_payouts" USING btree ("status")
	WHERE "status" IN ('PRICED', 'PROCESSING', 'RETRY');
-- The sandbox bank's payouts: one per payout reference, however often it is sent.
CREATE TABLE "sandbox_bank_payouts" (
	"payout_ref" text PRIMARY KEY NOT NULL,
	"pay_mode" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"acc_no" text NOT NULL,
	"ifsc" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"bank_ref" text NOT NULL UNIQUE,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
