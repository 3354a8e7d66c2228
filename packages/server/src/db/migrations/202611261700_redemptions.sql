-- Redemptions and switches out of a folio. Their units leave the holding at once: a negative row in
-- portfolio_transactions (units, and the cost of those units as a negative amount). A switch's units
-- come into the target scheme as an allotment at the NAV of its cut-off day, like a purchase.
ALTER TABLE "portfolio_transactions" DROP CONSTRAINT "portfolio_transactions_amount_paise_check";
ALTER TABLE "portfolio_transactions" DROP CONSTRAINT "portfolio_transactions_units_milli_check";
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_direction_check"
	CHECK (("units_milli" > 0 AND "amount_paise" > 0) OR ("units_milli" < 0 AND "amount_paise" <= 0));
CREATE TABLE "redemption_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('REDEEM', 'SWITCH')),
	"sch_code" text NOT NULL REFERENCES "schemes"("sch_code"),
	"is_direct" boolean NOT NULL,
	"sch_opt" text NOT NULL,
	"folio_no" text NOT NULL,
	"units_milli" bigint NOT NULL CHECK ("units_milli" > 0),
	"nav" integer NOT NULL CHECK ("nav" > 0),
	"amount_paise" bigint NOT NULL CHECK ("amount_paise" >= 0),
	"exit_load_paise" bigint NOT NULL CHECK ("exit_load_paise" >= 0),
	"nav_applicable_date" date NOT NULL,
	"in_order_no" text UNIQUE,
	"in_sch_code" text REFERENCES "schemes"("sch_code"),
	"in_is_direct" boolean,
	"in_sch_opt" text,
	"status" text NOT NULL,
	"confirmation_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemption_orders_key_unique" UNIQUE ("nj_ac_no", "confirmation_key")
);
CREATE INDEX "redemption_orders_switch_in_idx" ON "redemption_orders" USING btree ("nj_ac_no") WHERE "kind" = 'SWITCH';
