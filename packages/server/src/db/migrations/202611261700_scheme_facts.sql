-- The facts investors compare funds by: fund size (AUM), fund manager and benchmark per scheme, the
-- total expense ratio per plan (a Regular plan's is higher by the distributor's commission).
-- Nullable: a master loaded before them gets them filled by the scheme seed on its next start.
ALTER TABLE "schemes" ADD COLUMN "aum_paise" bigint;
ALTER TABLE "schemes" ADD COLUMN "fund_manager" text;
ALTER TABLE "schemes" ADD COLUMN "benchmark" text;
ALTER TABLE "scheme_plans" ADD COLUMN "expense_ratio_bp" integer;
