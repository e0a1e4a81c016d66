ALTER TABLE "company_settings" ADD COLUMN "tally_company" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "tally_ledgers" jsonb DEFAULT '{}'::jsonb NOT NULL;