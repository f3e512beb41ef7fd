CREATE TABLE "resident_settings" (
	"resident_id" integer PRIMARY KEY NOT NULL,
	"theme" text DEFAULT 'device' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resident_settings_theme" CHECK ("resident_settings"."theme" in ('device', 'light', 'dark', 'contrast'))
);
--> statement-breakpoint
ALTER TABLE "resident_settings" ADD CONSTRAINT "resident_settings_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;