CREATE TABLE "lab_report_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_report_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"value" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"reference_range" text DEFAULT '' NOT NULL,
	"flag" text NOT NULL,
	"indicator_code" text,
	CONSTRAINT "lab_report_items_flag" CHECK ("lab_report_items"."flag" in ('N', 'H', 'L', 'S', 'I', 'R')),
	CONSTRAINT "lab_report_items_code" CHECK ("lab_report_items"."indicator_code" is null or "lab_report_items"."indicator_code" in ('TC', 'LDL', 'HDL', 'HBA1C'))
);
--> statement-breakpoint
CREATE TABLE "lab_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"org_code" text NOT NULL,
	"test_name" text NOT NULL,
	"test_name_en" text NOT NULL,
	"test_name_pt" text NOT NULL,
	"test_result_type" text NOT NULL,
	"specimen" text NOT NULL,
	"specimen_en" text NOT NULL,
	"specimen_pt" text NOT NULL,
	"organism" text,
	"colony_count" text,
	"sampled_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_reports_org" CHECK ("lab_reports"."org_code" in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')),
	CONSTRAINT "lab_reports_type" CHECK ("lab_reports"."test_result_type" in ('normal', 'bacteria'))
);
--> statement-breakpoint
ALTER TABLE "lab_report_items" ADD CONSTRAINT "lab_report_items_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_report_items" ADD CONSTRAINT "lab_report_items_report_id_lab_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lab_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_report_items_report" ON "lab_report_items" USING btree ("report_id","seq");--> statement-breakpoint
CREATE INDEX "lab_report_items_resident" ON "lab_report_items" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "lab_reports_resident_time" ON "lab_reports" USING btree ("resident_id","sampled_at" DESC NULLS LAST,"id" DESC NULLS LAST);