-- Issue 13: the FATCA form's declarations, e-voting through the depositories, support queries,
-- and the sandbox depositories' books.

CREATE TABLE "fatca_declarations" (
	"nj_ac_no" text NOT NULL REFERENCES "accounts"("nj_ac_no"),
	"holder_code" text NOT NULL CHECK ("holder_code" IN ('F', 'S', 'T', 'G')),
	"pobo_india" text NOT NULL CHECK ("pobo_india" IN ('Y', 'N')),
	"country_of_birth" text NOT NULL,
	"place_of_birth" text NOT NULL,
	"nationality" text NOT NULL,
	"coto_india" text NOT NULL CHECK ("coto_india" IN ('Y', 'N')),
	"tax_residencies" jsonb NOT NULL,
	"consent" boolean NOT NULL,
	"declared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fatca_declarations_nj_ac_no_holder_code_pk" PRIMARY KEY("nj_ac_no","holder_code")
);

CREATE TABLE "evoting_events" (
	"depository" text NOT NULL CHECK ("depository" IN ('CDSL', 'NSDL')),
	"event_no" text NOT NULL,
	"company_name" text NOT NULL,
	"resolution" text NOT NULL,
	"voting_start_date" date NOT NULL,
	"voting_end_date" date NOT NULL,
	CONSTRAINT "evoting_events_depository_event_no_pk" PRIMARY KEY("depository","event_no")
);

CREATE TABLE "evoting_demat_accounts" (
	"nj_ac_no" text NOT NULL REFERENCES "accounts"("nj_ac_no"),
	"depository" text NOT NULL CHECK ("depository" IN ('CDSL', 'NSDL')),
	"dp_id" text NOT NULL,
	"client_id" text NOT NULL,
	CONSTRAINT "evoting_demat_accounts_nj_ac_no_depository_pk" PRIMARY KEY("nj_ac_no","depository")
);

CREATE TABLE "evoting_requests" (
	"request_reference" text PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL REFERENCES "accounts"("nj_ac_no"),
	"depository" text NOT NULL,
	"event_no" text NOT NULL,
	"status" text NOT NULL CHECK ("status" IN ('OPEN', 'VOTED', 'CANCELLED', 'ERROR')),
	"error_code" text,
	"error_description" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "evoting_requests_event_fk" FOREIGN KEY ("depository","event_no") REFERENCES "evoting_events"("depository","event_no")
);
CREATE INDEX "evoting_requests_nj_ac_no_idx" ON "evoting_requests" USING btree ("nj_ac_no","created_at");

CREATE TABLE "support_queries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference_no" text NOT NULL UNIQUE,
	"nj_ac_no" text NOT NULL REFERENCES "accounts"("nj_ac_no"),
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"copy_sent_to" text,
	"created_at" timestamp with time zone NOT NULL
);
CREATE INDEX "support_queries_nj_ac_no_idx" ON "support_queries" USING btree ("nj_ac_no","created_at");

CREATE TABLE "sandbox_depository_sessions" (
	"request_reference" text PRIMARY KEY NOT NULL,
	"depository" text NOT NULL,
	"fail" boolean DEFAULT false NOT NULL,
	"received" jsonb,
	"vote" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
