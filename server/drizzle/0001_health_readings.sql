CREATE TABLE "bmi_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bmi_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"height" numeric(5, 2) NOT NULL,
	"weight" numeric(5, 2) NOT NULL,
	"record_time" timestamp with time zone NOT NULL,
	"org_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bmi_readings_height" CHECK ("bmi_readings"."height" between 30 and 200),
	CONSTRAINT "bmi_readings_weight" CHECK ("bmi_readings"."weight" between 0.1 and 200)
);
--> statement-breakpoint
CREATE TABLE "glucose_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "glucose_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(4, 2) NOT NULL,
	"timing" text NOT NULL,
	"hours_after_meal" smallint,
	"sample" text NOT NULL,
	"record_time" timestamp with time zone NOT NULL,
	"org_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glucose_readings_kind" CHECK ("glucose_readings"."kind" in ('general', 'pregnancy')),
	CONSTRAINT "glucose_readings_value" CHECK ("glucose_readings"."value" between 0.1 and 30),
	CONSTRAINT "glucose_readings_sample" CHECK ("glucose_readings"."sample" in ('capillary', 'venous')),
	CONSTRAINT "glucose_readings_hours" CHECK ("glucose_readings"."hours_after_meal" is null or "glucose_readings"."hours_after_meal" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "bmi_readings" ADD CONSTRAINT "bmi_readings_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glucose_readings" ADD CONSTRAINT "glucose_readings_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bmi_readings_resident_time" ON "bmi_readings" USING btree ("resident_id","record_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "glucose_readings_resident_kind_time" ON "glucose_readings" USING btree ("resident_id","kind","record_time" DESC NULLS LAST,"id" DESC NULLS LAST);