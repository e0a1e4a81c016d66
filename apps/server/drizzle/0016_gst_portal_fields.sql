ALTER TABLE "invoices" ADD COLUMN "irn" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn_ack_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn_ack_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "irn_signed_qr" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "eway_bill_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "eway_bill_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "eway_bill_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "eway_bill_number" text;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "eway_bill_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "eway_bill_valid_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_irn_unique" ON "invoices" USING btree ("irn");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_eway_bill_unique" ON "invoices" USING btree ("eway_bill_number");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatches_eway_bill_unique" ON "dispatches" USING btree ("eway_bill_number");