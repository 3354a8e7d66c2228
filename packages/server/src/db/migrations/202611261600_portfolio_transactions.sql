-- The portfolio: every allotment of units to a folio (a paid purchase order at the NAV of its day,
-- or a demo investor's earlier purchases), the cash flows the invested amount and XIRR come from.
CREATE TABLE "portfolio_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"sch_code" text NOT NULL,
	"is_direct" boolean NOT NULL,
	"sch_opt" text NOT NULL,
	"folio_no" text NOT NULL,
	"trxn_type" text NOT NULL,
	"order_no" text UNIQUE,
	"nav_date" date NOT NULL,
	"nav" integer NOT NULL CHECK ("nav" > 0),
	"amount_paise" bigint NOT NULL CHECK ("amount_paise" > 0),
	"units_milli" bigint NOT NULL CHECK ("units_milli" > 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "portfolio_transactions_investor_idx" ON "portfolio_transactions" USING btree ("nj_ac_no", "nav_date");
CREATE INDEX "purchase_orders_placed_idx" ON "purchase_orders" USING btree ("nj_ac_no") WHERE "status" = 'PLACED';
