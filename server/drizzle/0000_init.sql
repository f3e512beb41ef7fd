CREATE TABLE "access_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"subject_id" integer,
	"record_type" text NOT NULL,
	"record_id" integer,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"correlation_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_pressure" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blood_pressure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"systolic" smallint NOT NULL,
	"diastolic" smallint NOT NULL,
	"pulse" smallint NOT NULL,
	"record_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_pressure_systolic" CHECK ("blood_pressure"."systolic" between 20 and 300),
	CONSTRAINT "blood_pressure_diastolic" CHECK ("blood_pressure"."diastolic" between 20 and 300),
	CONSTRAINT "blood_pressure_pulse" CHECK ("blood_pressure"."pulse" between 20 and 200),
	CONSTRAINT "blood_pressure_order" CHECK ("blood_pressure"."systolic" >= "blood_pressure"."diastolic")
);
--> statement-breakpoint
CREATE TABLE "guardianships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardianships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guardian_id" integer NOT NULL,
	"ward_id" integer NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "residents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"sexcode" text NOT NULL,
	"birth_date" date NOT NULL,
	"patid" text NOT NULL,
	"race" smallint NOT NULL,
	"pregnant" boolean DEFAULT false NOT NULL,
	"macau_user" boolean DEFAULT true NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "residents_username_unique" UNIQUE("username"),
	CONSTRAINT "residents_patid_unique" UNIQUE("patid"),
	CONSTRAINT "residents_sexcode" CHECK ("residents"."sexcode" in ('M', 'F')),
	CONSTRAINT "residents_race" CHECK ("residents"."race" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"resident_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "blood_pressure" ADD CONSTRAINT "blood_pressure_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_id_residents_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_ward_id_residents_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_subject_at" ON "access_log" USING btree ("subject_id","at");--> statement-breakpoint
CREATE INDEX "blood_pressure_resident_time" ON "blood_pressure" USING btree ("resident_id","record_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "guardianships_pair" ON "guardianships" USING btree ("guardian_id","ward_id");--> statement-breakpoint
CREATE INDEX "guardianships_ward" ON "guardianships" USING btree ("ward_id");--> statement-breakpoint
CREATE INDEX "sessions_resident" ON "sessions" USING btree ("resident_id");