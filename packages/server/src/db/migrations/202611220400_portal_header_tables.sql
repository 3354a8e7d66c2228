-- The portal header and dashboard: primary menu and its help attachments, investor families,
-- transactions waiting for the investor's authorization.

CREATE TABLE "menu_entries" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer REFERENCES "menu_entries"("id"),
	"level" integer NOT NULL CHECK ("level" BETWEEN 1 AND 4),
	"sort_order" integer NOT NULL,
	"menu_name" text NOT NULL,
	"display_name" text,
	"url" text,
	"active" boolean DEFAULT true NOT NULL,
	"accessed_by" text NOT NULL,
	"accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"branches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_link" boolean DEFAULT true NOT NULL,
	"in_primary" boolean DEFAULT true NOT NULL,
	"in_mobile_app" boolean DEFAULT true NOT NULL,
	"entry_module" text NOT NULL,
	"show_message" boolean DEFAULT false NOT NULL,
	"message_active" boolean DEFAULT false NOT NULL,
	"message_text" text,
	"show_help" boolean DEFAULT false NOT NULL,
	"help_active" boolean DEFAULT false NOT NULL,
	"help_content" text
);
CREATE INDEX "menu_entries_parent_idx" ON "menu_entries" USING btree ("parent_id","sort_order");

CREATE TABLE "menu_help_files" (
	"menu_id" integer NOT NULL REFERENCES "menu_entries"("id"),
	"position" integer NOT NULL CHECK ("position" BETWEEN 1 AND 3),
	"file_name" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "menu_help_files_menu_id_position_pk" PRIMARY KEY("menu_id","position")
);
CREATE UNIQUE INDEX "menu_help_files_file_name_key" ON "menu_help_files" USING btree ("file_name");

CREATE TABLE "investor_families" (
	"head_nj_ac_no" text NOT NULL,
	"member_nj_ac_no" text NOT NULL,
	"member_name" text NOT NULL,
	"relation" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "investor_families_head_nj_ac_no_member_nj_ac_no_pk" PRIMARY KEY("head_nj_ac_no","member_nj_ac_no")
);

CREATE TABLE "pending_transaction" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nj_ac_no" text NOT NULL,
	"trxn_type" text NOT NULL,
	"is_mars" text DEFAULT 'N' NOT NULL,
	"scheme_name" text NOT NULL,
	"amount_paise" bigint,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"placed_by" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "pending_transaction_account_idx" ON "pending_transaction" USING btree ("nj_ac_no","status");

CREATE TABLE "partner_company_details" (
	"partner_code" text PRIMARY KEY NOT NULL REFERENCES "partners"("partner_code"),
	"location" text NOT NULL,
	"expertise" text NOT NULL,
	"experience" text NOT NULL,
	"qualification" text NOT NULL,
	"licenses" text NOT NULL
);
