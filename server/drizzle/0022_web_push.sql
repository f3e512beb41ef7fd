CREATE TABLE "push_demo_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_demo_keys_one" CHECK ("push_demo_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"kinds" text[] NOT NULL,
	"language" text NOT NULL,
	"tree" text DEFAULT 'mob' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_failed_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint"),
	CONSTRAINT "push_subscriptions_tree" CHECK ("push_subscriptions"."tree" in ('mob', 'web'))
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "push_status" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_resident" ON "push_subscriptions" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "notices_unpushed" ON "notices" USING btree ("id") WHERE "notices"."pushed_at" is null;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_push_status" CHECK ("notices"."push_status" in ('sending', 'sent', 'failed', 'none'));