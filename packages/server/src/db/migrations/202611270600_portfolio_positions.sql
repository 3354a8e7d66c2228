-- Portfolio reads without re-adding every allotment.
--
-- 1. A purchase order says when its units were allotted, so "is anything of mine waiting for units?"
--    reads only the orders still waiting (a small index) instead of every order the investor placed.
ALTER TABLE "purchase_orders" ADD COLUMN "allotted_at" timestamp with time zone;
UPDATE "purchase_orders" o SET "allotted_at" = t."created_at"
FROM "portfolio_transactions" t WHERE t."order_no" = o."order_no";
CREATE INDEX "purchase_orders_waiting_idx" ON "purchase_orders" USING btree ("nj_ac_no")
WHERE "status" = 'PLACED' AND "allotted_at" IS NULL;
CREATE INDEX "redemption_orders_switch_waiting_idx" ON "redemption_orders" USING btree ("nj_ac_no")
WHERE "kind" = 'SWITCH' AND "status" <> 'ALLOTTED';

-- 2. Each plan an investor has allotments in, kept summed: units, invested amount, a folio number and
--    the cash flows ('yyyy-mm-dd:paise' comma-separated, the XIRR's inputs). The database keeps it from
--    portfolio_transactions, whoever writes there: each row added is added, each row removed taken
--    away (so changes commute, and racing transactions each apply theirs to the latest sums), at
--    commit (a deferred trigger), so a position row is always the last lock a transaction takes.
CREATE TABLE "portfolio_positions" (
	"nj_ac_no" text NOT NULL,
	"sch_code" text NOT NULL,
	"is_direct" boolean NOT NULL,
	"sch_opt" text NOT NULL,
	"units_milli" bigint NOT NULL,
	"invested_paise" bigint NOT NULL,
	"folio_no" text NOT NULL,
	"flows" text NOT NULL,
	CONSTRAINT "portfolio_positions_pk" PRIMARY KEY ("nj_ac_no", "sch_code", "is_direct", "sch_opt")
-- Rows are rewritten on every allotment: room on their page keeps the new version there (no index
-- entry, old versions pruned in place), so a read of 200 positions does not wade through dead ones.
) WITH (fillfactor = 50);

CREATE FUNCTION "portfolio_position_keep"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    -- The row's units and amount come off, and its one flow (the first equal one) leaves the list.
    UPDATE "portfolio_positions" p SET
      "units_milli" = p."units_milli" - OLD."units_milli",
      "invested_paise" = p."invested_paise" - OLD."amount_paise",
      "flows" = trim(both ',' from regexp_replace(
        ',' || p."flows" || ',', ',' || OLD."nav_date"::text || ':' || OLD."amount_paise"::text || ',', ','))
    WHERE p."nj_ac_no" = OLD."nj_ac_no" AND p."sch_code" = OLD."sch_code"
      AND p."is_direct" = OLD."is_direct" AND p."sch_opt" = OLD."sch_opt";
    DELETE FROM "portfolio_positions" p
    WHERE p."nj_ac_no" = OLD."nj_ac_no" AND p."sch_code" = OLD."sch_code"
      AND p."is_direct" = OLD."is_direct" AND p."sch_opt" = OLD."sch_opt" AND p."flows" = '';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "portfolio_positions" AS p
    VALUES (NEW."nj_ac_no", NEW."sch_code", NEW."is_direct", NEW."sch_opt", NEW."units_milli",
            NEW."amount_paise", NEW."folio_no", NEW."nav_date"::text || ':' || NEW."amount_paise"::text)
    ON CONFLICT ("nj_ac_no", "sch_code", "is_direct", "sch_opt") DO UPDATE SET
      "units_milli" = p."units_milli" + EXCLUDED."units_milli",
      "invested_paise" = p."invested_paise" + EXCLUDED."invested_paise",
      "folio_no" = greatest(p."folio_no", EXCLUDED."folio_no"),
      "flows" = p."flows" || ',' || EXCLUDED."flows";
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "portfolio_positions_kept" AFTER INSERT OR UPDATE OR DELETE
ON "portfolio_transactions" DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "portfolio_position_keep"();

CREATE FUNCTION "portfolio_positions_emptied"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "portfolio_positions";
  RETURN NULL;
END $$;

CREATE TRIGGER "portfolio_positions_truncated" AFTER TRUNCATE ON "portfolio_transactions"
FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_positions_emptied"();

INSERT INTO "portfolio_positions"
SELECT "nj_ac_no", "sch_code", "is_direct", "sch_opt", sum("units_milli"), sum("amount_paise"),
       max("folio_no"), string_agg("nav_date"::text || ':' || "amount_paise"::text, ',')
FROM "portfolio_transactions" GROUP BY 1, 2, 3, 4;
