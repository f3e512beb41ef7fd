CREATE TABLE "prescription_drugs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_drugs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"prescription_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"gname_tra" text NOT NULL,
	"gname_eng" text NOT NULL,
	"gname_por" text NOT NULL,
	"total_amount" double precision NOT NULL,
	"total_amount_unit" text NOT NULL,
	"total_amount_unit_eng" text NOT NULL,
	"total_amount_unit_por" text NOT NULL,
	"frequency" text NOT NULL,
	"route" text NOT NULL,
	"dose" text NOT NULL,
	"dose_unit" text NOT NULL,
	"dose_unit_eng" text NOT NULL,
	"dose_unit_por" text NOT NULL,
	"days" smallint NOT NULL,
	"premark" text DEFAULT '' NOT NULL,
	CONSTRAINT "prescription_drugs_frequency" CHECK ("prescription_drugs"."frequency" in ('QD', 'BID', 'TID', 'QID', 'QN', 'PRN')),
	CONSTRAINT "prescription_drugs_route" CHECK ("prescription_drugs"."route" in ('PO', 'TOP', 'INH', 'SC')),
	CONSTRAINT "prescription_drugs_days" CHECK ("prescription_drugs"."days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"org_code" text NOT NULL,
	"visit_no" text NOT NULL,
	"prescribed_at" timestamp with time zone NOT NULL,
	"followed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_org" CHECK ("prescriptions"."org_code" in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO'))
);
--> statement-breakpoint
ALTER TABLE "prescription_drugs" ADD CONSTRAINT "prescription_drugs_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_drugs" ADD CONSTRAINT "prescription_drugs_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_drugs_prescription" ON "prescription_drugs" USING btree ("prescription_id","seq");--> statement-breakpoint
CREATE INDEX "prescription_drugs_resident" ON "prescription_drugs" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "prescriptions_resident_time" ON "prescriptions" USING btree ("resident_id","prescribed_at" DESC NULLS LAST,"id" DESC NULLS LAST);