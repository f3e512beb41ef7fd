CREATE TABLE "sign_in_browsers" (
	"resident_id" integer NOT NULL,
	"browser_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_browsers_resident_id_browser_hash_pk" PRIMARY KEY("resident_id","browser_hash")
);
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_kind";--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "record_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "org_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_browsers" ADD CONSTRAINT "sign_in_browsers_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_kind" CHECK ("notices"."kind" in ('received', 'updated', 'new_browser', 'share_created'));