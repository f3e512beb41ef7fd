CREATE TABLE "banner_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"banner_id" integer NOT NULL,
	"resident_id" integer NOT NULL,
	"terminal" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "behaviour_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "behaviour_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"behavior_type" text NOT NULL,
	"behavior_name" text NOT NULL,
	"behavior_name_en" text NOT NULL,
	"behavior_name_pt" text NOT NULL,
	"service_id" integer,
	"message_id" integer,
	"service_name" text NOT NULL,
	"service_name_en" text NOT NULL,
	"service_name_pt" text NOT NULL,
	"org_code" text NOT NULL,
	"org_name" text NOT NULL,
	"org_name_en" text NOT NULL,
	"terminal" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "behaviour_events_type" CHECK ("behaviour_events"."behavior_type" in ('click_service', 'click_details', 'click_banner_app', 'click_banner_web'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_backstage_config" (
	"config_code" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"url" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"pic" jsonb NOT NULL,
	"mobile_link" jsonb NOT NULL,
	"web_link" jsonb NOT NULL,
	"release_terminal" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_classifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "catalogue_classifications_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_contents" (
	"content_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalogue_contents_kind" CHECK ("catalogue_contents"."kind" in ('maintenance', 'dataRange'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_notices" (
	"id" integer PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_organisations" (
	"org_code" text PRIMARY KEY NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"logo" text NOT NULL,
	"sort" integer NOT NULL,
	"source_agency" text NOT NULL,
	CONSTRAINT "catalogue_organisations_code" CHECK ("catalogue_organisations"."org_code" in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"classification_id" integer NOT NULL,
	"service_key" text NOT NULL,
	"pic" text NOT NULL,
	"name_zh_hant" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"attribute" smallint NOT NULL,
	"status" smallint NOT NULL,
	"mobile_url" jsonb NOT NULL,
	"web_url" jsonb NOT NULL,
	"maintenance_content_id" text,
	"content_url" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"bg_color" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"auto_service_page" boolean DEFAULT false NOT NULL,
	"release_terminal" jsonb NOT NULL,
	"show_sex" text DEFAULT '' NOT NULL,
	"special_service" text,
	"org_code" text NOT NULL,
	"sort" integer NOT NULL,
	"lists" jsonb NOT NULL,
	"default_sort" integer,
	"referral_sort" integer,
	CONSTRAINT "catalogue_services_service_key_unique" UNIQUE("service_key"),
	CONSTRAINT "catalogue_services_attribute" CHECK ("catalogue_services"."attribute" in (1, 2, 3)),
	CONSTRAINT "catalogue_services_status" CHECK ("catalogue_services"."status" in (2, 3)),
	CONSTRAINT "catalogue_services_show_sex" CHECK ("catalogue_services"."show_sex" in ('M', 'F', 'ALL', '')),
	CONSTRAINT "catalogue_services_special" CHECK ("catalogue_services"."special_service" is null or "catalogue_services"."special_service" in ('vaccinationBook', 'queueTicketScan'))
);
--> statement-breakpoint
CREATE TABLE "service_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"booked_for" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_quick_links" (
	"resident_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"service_id" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_quick_links_position_range" CHECK ("user_quick_links"."position" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "banner_clicks" ADD CONSTRAINT "banner_clicks_banner_id_catalogue_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."catalogue_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_clicks" ADD CONSTRAINT "banner_clicks_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_events" ADD CONSTRAINT "behaviour_events_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_services" ADD CONSTRAINT "catalogue_services_classification_id_catalogue_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."catalogue_classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_services" ADD CONSTRAINT "catalogue_services_maintenance_content_id_catalogue_contents_content_id_fk" FOREIGN KEY ("maintenance_content_id") REFERENCES "public"."catalogue_contents"("content_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_services" ADD CONSTRAINT "catalogue_services_org_code_catalogue_organisations_org_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."catalogue_organisations"("org_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_service_id_catalogue_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."catalogue_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quick_links" ADD CONSTRAINT "user_quick_links_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quick_links" ADD CONSTRAINT "user_quick_links_service_id_catalogue_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."catalogue_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_clicks_banner" ON "banner_clicks" USING btree ("banner_id","created_at");--> statement-breakpoint
CREATE INDEX "behaviour_events_resident" ON "behaviour_events" USING btree ("resident_id","created_at");--> statement-breakpoint
CREATE INDEX "catalogue_notices_list" ON "catalogue_notices" USING btree ("list","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_services_classification" ON "catalogue_services" USING btree ("classification_id","sort");--> statement-breakpoint
CREATE INDEX "service_bookings_resident" ON "service_bookings" USING btree ("resident_id","booked_for");--> statement-breakpoint
CREATE UNIQUE INDEX "user_quick_links_position" ON "user_quick_links" USING btree ("resident_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "user_quick_links_service" ON "user_quick_links" USING btree ("resident_id","service_id");