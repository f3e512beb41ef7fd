CREATE TABLE "upload_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"report_id" integer,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "upload_files_type" CHECK ("upload_files"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "upload_files_size" CHECK ("upload_files"."size" > 0 and "upload_files"."size" <= 20971520)
);
--> statement-breakpoint
CREATE TABLE "upload_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"institution" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"record_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_reports_record_type" CHECK ("upload_reports"."record_type" between 1 and 8),
	CONSTRAINT "upload_reports_dates" CHECK ("upload_reports"."start_date" <= "upload_reports"."end_date")
);
--> statement-breakpoint
ALTER TABLE "upload_files" ADD CONSTRAINT "upload_files_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_files" ADD CONSTRAINT "upload_files_report_id_upload_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."upload_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_reports" ADD CONSTRAINT "upload_reports_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_files_resident" ON "upload_files" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "upload_files_report" ON "upload_files" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "upload_reports_resident_created" ON "upload_reports" USING btree ("resident_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);