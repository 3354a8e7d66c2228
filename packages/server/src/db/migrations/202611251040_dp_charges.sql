-- DP charges by UPI: what a payment settles (a cart's orders or DP-charges bills), and the
-- depository participant's bills of each account with the payment that paid them.
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'purchase' NOT NULL;

CREATE TABLE "dp_charge_bills" (
	"bill_no" text PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL REFERENCES "accounts"("nj_ac_no"),
	"sr_no" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"charges_type" text NOT NULL,
	"amount_paise" bigint NOT NULL CHECK ("amount_paise" > 0),
	"paid_trxn_id" text,
	"paid_at" timestamp with time zone
);
CREATE INDEX "dp_charge_bills_nj_ac_no_idx" ON "dp_charge_bills" USING btree ("nj_ac_no");

CREATE TABLE "dp_charge_payments" (
	"trxn_id" text NOT NULL REFERENCES "payments"("trxn_id"),
	"bill_no" text NOT NULL REFERENCES "dp_charge_bills"("bill_no"),
	PRIMARY KEY ("trxn_id", "bill_no")
);
