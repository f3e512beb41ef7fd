CREATE TABLE "lab_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"indicator_code" text NOT NULL,
	"value" numeric(5, 2) NOT NULL,
	"org_code" text NOT NULL,
	"record_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_results_code" CHECK ("lab_results"."indicator_code" in ('TC', 'LDL', 'HDL', 'HBA1C')),
	CONSTRAINT "lab_results_org" CHECK ("lab_results"."org_code" in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')),
	CONSTRAINT "lab_results_value" CHECK ("lab_results"."value" > 0 and "lab_results"."value" <= 20)
);
--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_results_resident_code_time" ON "lab_results" USING btree ("resident_id","indicator_code","record_time");