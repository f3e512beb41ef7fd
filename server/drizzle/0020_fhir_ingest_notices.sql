CREATE TABLE "ingest_assertions" (
	"client_id" integer NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ingest_assertions_client_id_jti_pk" PRIMARY KEY("client_id","jti")
);
--> statement-breakpoint
CREATE TABLE "ingest_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingest_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"org_code" text NOT NULL,
	"name" text NOT NULL,
	"jwks" jsonb NOT NULL,
	"resource_types" text[] NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingest_clients_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "ingest_clients_org" CHECK ("ingest_clients"."org_code" in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO'))
);
--> statement-breakpoint
CREATE TABLE "ingest_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingest_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"identifier_system" text NOT NULL,
	"identifier_value" text NOT NULL,
	"resident_id" integer NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"trend_result_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingest_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"client_id" integer NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ingest_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resident_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"org_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "notices_kind" CHECK ("notices"."kind" in ('received', 'updated'))
);
--> statement-breakpoint
ALTER TABLE "access_log" ADD COLUMN "actor_org" text;--> statement-breakpoint
ALTER TABLE "ingest_assertions" ADD CONSTRAINT "ingest_assertions_client_id_ingest_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."ingest_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_sources" ADD CONSTRAINT "ingest_sources_client_id_ingest_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."ingest_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_sources" ADD CONSTRAINT "ingest_sources_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_tokens" ADD CONSTRAINT "ingest_tokens_client_id_ingest_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."ingest_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingest_assertions_expires" ON "ingest_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ingest_sources_identifier" ON "ingest_sources" USING btree ("client_id","resource_type","identifier_system","identifier_value");--> statement-breakpoint
CREATE INDEX "ingest_sources_resident" ON "ingest_sources" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "ingest_tokens_expires" ON "ingest_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notices_resident_time" ON "notices" USING btree ("resident_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_resident_unread" ON "notices" USING btree ("resident_id") WHERE "notices"."read_at" is null;