-- The sessions the mapping authorization login opened, so that a block of that login ends them.
CREATE TABLE "authorization_login_sessions" (
	"session_id" text PRIMARY KEY NOT NULL REFERENCES "sessions"("id") ON DELETE CASCADE,
	"nj_ac_no" text NOT NULL REFERENCES "accounts"("nj_ac_no")
);
CREATE INDEX "authorization_login_sessions_account" ON "authorization_login_sessions" ("nj_ac_no");
