-- The home page's recent orders: an investor's purchase and redemption orders, newest first.
CREATE INDEX "purchase_orders_recent_idx" ON "purchase_orders" USING btree ("nj_ac_no", "created_at" DESC);
CREATE INDEX "redemption_orders_recent_idx" ON "redemption_orders" USING btree ("nj_ac_no", "created_at" DESC);
