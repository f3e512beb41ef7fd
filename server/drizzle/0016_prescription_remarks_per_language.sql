ALTER TABLE "prescription_drugs" ADD COLUMN "premark_eng" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_drugs" ADD COLUMN "premark_por" text DEFAULT '' NOT NULL;