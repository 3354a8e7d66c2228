-- A switch's exit load as a rate (parts per billion of its gross), kept from the quote so the
-- allotment applies the same rate to the value of the day without a paisa lost to rounding.
ALTER TABLE "redemption_orders" ADD COLUMN "exit_load_ppb" bigint CHECK ("exit_load_ppb" >= 0);
