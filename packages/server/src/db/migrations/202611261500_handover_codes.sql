-- One-time hand-over codes that replace session tokens in addresses (`?code=`); only a hash is kept.
CREATE TABLE "handover_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL REFERENCES "sessions"("id") ON DELETE CASCADE,
	"nj_ac_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);

