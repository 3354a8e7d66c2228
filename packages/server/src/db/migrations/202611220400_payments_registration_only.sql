-- A cart of SWP registrations only moves no money: its payment record carries amount 0.
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_paise_check";
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_paise_check" CHECK ("amount_paise" >= 0);
