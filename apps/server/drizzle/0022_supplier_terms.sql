ALTER TABLE "suppliers" ADD COLUMN "lead_time_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "minimum_order_kg" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_lead_time_days" CHECK (lead_time_days between 0 and 365);--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_minimum_order_kg" CHECK (minimum_order_kg >= 0);