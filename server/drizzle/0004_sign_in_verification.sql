CREATE TABLE "auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"resident_id" integer NOT NULL,
	"redirect_uri" text NOT NULL,
	"account_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_id" integer,
	CONSTRAINT "auth_codes_account_type" CHECK ("auth_codes"."account_type" in ('PERSONAL', 'GOV_ENTITY'))
);
--> statement-breakpoint
CREATE TABLE "gov_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"verification_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "information_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "information_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"verification_id" text NOT NULL,
	"entity_name" text NOT NULL,
	"granted" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "information_verifications_verification_id_unique" UNIQUE("verification_id"),
	CONSTRAINT "information_verifications_id_length" CHECK (length("information_verifications"."verification_id") between 8 and 128)
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_sessions" ADD CONSTRAINT "gov_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gov_sessions" ADD CONSTRAINT "gov_sessions_verification_id_information_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."information_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_codes_expires" ON "auth_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "gov_sessions_verification" ON "gov_sessions" USING btree ("verification_id");