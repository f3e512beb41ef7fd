CREATE TABLE "surgeries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surgeries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"org_code" text NOT NULL,
	"surgery_name" text NOT NULL,
	"surgery_name_en" text NOT NULL,
	"surgery_name_pt" text NOT NULL,
	"department" text NOT NULL,
	"department_en" text NOT NULL,
	"department_pt" text NOT NULL,
	"surgery_diag_id" text DEFAULT '' NOT NULL,
	"surgery_diag_name" text DEFAULT '' NOT NULL,
	"operated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surgeries_org" CHECK ("surgeries"."org_code" in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO'))
);
--> statement-breakpoint
ALTER TABLE "surgeries" ADD CONSTRAINT "surgeries_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surgeries_resident_time" ON "surgeries" USING btree ("resident_id","operated_at" DESC NULLS LAST,"id" DESC NULLS LAST);