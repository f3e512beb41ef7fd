CREATE TABLE "visit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seq" smallint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"detail_en" text DEFAULT '' NOT NULL,
	"detail_pt" text DEFAULT '' NOT NULL,
	"lab_report_id" integer,
	"imaging_report_id" integer,
	CONSTRAINT "visit_entries_kind" CHECK ("visit_entries"."kind" in ('diagnosis', 'test', 'check', 'drug', 'note'))
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"org_code" text NOT NULL,
	"type_code" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"discharge_date" date,
	"department" text NOT NULL,
	"department_en" text NOT NULL,
	"department_pt" text NOT NULL,
	"doctor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_org" CHECK ("visits"."org_code" in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')),
	CONSTRAINT "visits_type" CHECK ("visits"."type_code" in ('EMR', 'OUT', 'INP'))
);
--> statement-breakpoint
ALTER TABLE "visit_entries" ADD CONSTRAINT "visit_entries_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD CONSTRAINT "visit_entries_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD CONSTRAINT "visit_entries_lab_report_id_lab_reports_id_fk" FOREIGN KEY ("lab_report_id") REFERENCES "public"."lab_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD CONSTRAINT "visit_entries_imaging_report_id_imaging_reports_id_fk" FOREIGN KEY ("imaging_report_id") REFERENCES "public"."imaging_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_entries_visit" ON "visit_entries" USING btree ("visit_id","kind","seq");--> statement-breakpoint
CREATE INDEX "visit_entries_resident" ON "visit_entries" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "visits_resident_time" ON "visits" USING btree ("resident_id","visited_at" DESC NULLS LAST,"id" DESC NULLS LAST);