ALTER TABLE "payments" ADD COLUMN "tds_amount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tds_section" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tds_amount" CHECK (tds_amount >= 0);