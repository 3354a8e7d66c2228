-- Webhook deliveries refused for their signature (forged or untimely), counted per hour instead of
-- each kept with its body: only the first few of an hour are kept in upi_callbacks.
CREATE TABLE "callback_rejections" (
	"hook" text NOT NULL,
	"outcome" text NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("hook", "outcome", "hour_start")
);
