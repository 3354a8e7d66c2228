-- A nominee changed online keeps everything the form took (identity proof, address, a minor's guardian).
ALTER TABLE "investor_nominees" ADD COLUMN "details" jsonb;
