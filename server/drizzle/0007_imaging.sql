CREATE TABLE "imaging_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imaging_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"variant" integer NOT NULL,
	"released" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imaging_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imaging_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"org_code" text NOT NULL,
	"modality" text NOT NULL,
	"exam_name" text NOT NULL,
	"exam_name_en" text NOT NULL,
	"exam_name_pt" text NOT NULL,
	"findings" text NOT NULL,
	"impression" text NOT NULL,
	"reported_by" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imaging_reports_org" CHECK ("imaging_reports"."org_code" in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO'))
);
--> statement-breakpoint
CREATE TABLE "imaging_share_images" (
	"share_id" integer NOT NULL,
	"image_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imaging_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imaging_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"share_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "imaging_images" ADD CONSTRAINT "imaging_images_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_images" ADD CONSTRAINT "imaging_images_report_id_imaging_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."imaging_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_reports" ADD CONSTRAINT "imaging_reports_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_share_images" ADD CONSTRAINT "imaging_share_images_share_id_imaging_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."imaging_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_share_images" ADD CONSTRAINT "imaging_share_images_image_id_imaging_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."imaging_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_shares" ADD CONSTRAINT "imaging_shares_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_shares" ADD CONSTRAINT "imaging_shares_report_id_imaging_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."imaging_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imaging_images_report" ON "imaging_images" USING btree ("report_id","seq");--> statement-breakpoint
CREATE INDEX "imaging_images_resident" ON "imaging_images" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "imaging_reports_resident_time" ON "imaging_reports" USING btree ("resident_id","reported_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "imaging_share_images_pk" ON "imaging_share_images" USING btree ("share_id","image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "imaging_shares_hash" ON "imaging_shares" USING btree ("share_hash");--> statement-breakpoint
CREATE INDEX "imaging_shares_report" ON "imaging_shares" USING btree ("report_id");