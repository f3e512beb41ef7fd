CREATE TABLE "vaccination_appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vaccination_appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"vaccine_type" smallint NOT NULL,
	"vaccine_code" text NOT NULL,
	"dose_no" smallint,
	"appointment_time" timestamp with time zone NOT NULL,
	"org_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccination_appointments_type" CHECK ("vaccination_appointments"."vaccine_type" between 1 and 4),
	CONSTRAINT "vaccination_appointments_org" CHECK ("vaccination_appointments"."org_code" in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO'))
);
--> statement-breakpoint
CREATE TABLE "vaccinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vaccinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"vaccine_type" smallint NOT NULL,
	"vaccine_code" text NOT NULL,
	"dose_no" smallint,
	"vaccination_date" date NOT NULL,
	"org_code" text NOT NULL,
	"batch_no" text,
	"site" text,
	"reaction_zh_hant" text,
	"reaction_en" text,
	"reaction_pt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccinations_type" CHECK ("vaccinations"."vaccine_type" between 1 and 5),
	CONSTRAINT "vaccinations_dose" CHECK ("vaccinations"."dose_no" is null or "vaccinations"."dose_no" between 1 and 20),
	CONSTRAINT "vaccinations_org" CHECK ("vaccinations"."org_code" in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')),
	CONSTRAINT "vaccinations_reaction" CHECK (("vaccinations"."vaccine_type" = 5) = ("vaccinations"."reaction_en" is not null))
);
--> statement-breakpoint
ALTER TABLE "vaccination_appointments" ADD CONSTRAINT "vaccination_appointments_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vaccination_appointments_resident_time" ON "vaccination_appointments" USING btree ("resident_id","appointment_time");--> statement-breakpoint
CREATE INDEX "vaccinations_resident_type_date" ON "vaccinations" USING btree ("resident_id","vaccine_type","vaccination_date");