CREATE TABLE "qr_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qr_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonce" text NOT NULL,
	"kind" text NOT NULL,
	"patient_id" integer,
	"record_type" text NOT NULL,
	"ticket_no" integer,
	"service_date" date,
	"queue_status" text,
	"called_no" integer,
	"doctor_name_zh_hant" text,
	"doctor_name_en" text,
	"doctor_name_pt" text,
	"department_zh_hant" text,
	"department_en" text,
	"department_pt" text,
	"org_code" text,
	"scan_count" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_nonce_unique" UNIQUE("nonce"),
	CONSTRAINT "qr_codes_kind" CHECK ("qr_codes"."kind" in ('queue', 'consent')),
	CONSTRAINT "qr_codes_queue_status" CHECK ("qr_codes"."queue_status" is null or "qr_codes"."queue_status" in ('waiting', 'called', 'passed', 'done', 'finished', 'unregistered'))
);
--> statement-breakpoint
CREATE TABLE "qr_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qr_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"decision" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "qr_consents_decision" CHECK ("qr_consents"."decision" in ('agreed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "guardian_checks" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardian_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_patient_id_residents_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_consents" ADD CONSTRAINT "qr_consents_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_consents" ADD CONSTRAINT "qr_consents_actor_id_residents_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_consents" ADD CONSTRAINT "qr_consents_request_id_qr_codes_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_checks" ADD CONSTRAINT "guardian_checks_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_codes" ADD CONSTRAINT "guardian_codes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_consents_resident_time" ON "qr_consents" USING btree ("resident_id","decided_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guardian_codes_session" ON "guardian_codes" USING btree ("session_id");