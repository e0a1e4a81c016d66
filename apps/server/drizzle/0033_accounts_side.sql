CREATE TABLE "customer_delivery_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" uuid NOT NULL,
	"label" text NOT NULL,
	"address" text NOT NULL,
	"place" text,
	"state" text NOT NULL,
	"pin" text NOT NULL,
	"gstin" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "customer_delivery_addresses_pin" CHECK (pin ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "supplier_bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"purchase_order_line_id" uuid,
	"goods_receipt_id" uuid,
	"goods_receipt_line_id" uuid,
	"description" text NOT NULL,
	"hsn_code" text,
	"unit" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"itc_status" text DEFAULT 'eligible' NOT NULL,
	"itc_reason" text,
	CONSTRAINT "supplier_bill_lines_quantity" CHECK (quantity > 0),
	CONSTRAINT "supplier_bill_lines_itc_status" CHECK (itc_status in ('eligible', 'ineligible', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "supplier_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bill_number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"supplier_id" uuid NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_code" text,
	"supplier_gstin" text,
	"supplier_address" text,
	"supplier_state" text,
	"purchase_order_id" uuid,
	"po_number" text,
	"supplier_invoice_number" text NOT NULL,
	"supplier_invoice_key" text NOT NULL,
	"supplier_invoice_date" date NOT NULL,
	"financial_year" text NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date,
	"tax_type" text NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"taxable_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"round_off" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"tds_section" text,
	"tds_rate" numeric(5, 2),
	"tds_base" numeric(14, 2) DEFAULT 0 NOT NULL,
	"tds_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT 0 NOT NULL,
	"match_status" text DEFAULT 'matched' NOT NULL,
	"mismatches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remarks" text,
	"held_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"cancelled_at" timestamp with time zone,
	"status_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("bill_number", '') || ' ' || coalesce("supplier_invoice_number", '') || ' ' || coalesce("supplier_name", '') || ' ' || coalesce("supplier_code", '') || ' ' || coalesce("po_number", '')) STORED,
	CONSTRAINT "supplier_bills_status" CHECK (status in ('draft', 'held', 'booked', 'partly_paid', 'paid', 'cancelled')),
	CONSTRAINT "supplier_bills_tax_type" CHECK (tax_type in ('intra', 'inter')),
	CONSTRAINT "supplier_bills_match_status" CHECK (match_status in ('matched', 'mismatched')),
	CONSTRAINT "supplier_bills_tds_section" CHECK (tds_section is null or tds_section in ('194Q', '194C')),
	CONSTRAINT "supplier_bills_tds" CHECK (tds_amount >= 0 and tds_base >= 0),
	CONSTRAINT "supplier_bills_paid_within_total" CHECK (amount_paid >= 0 and amount_paid <= grand_total - tds_amount)
);
--> statement-breakpoint
CREATE TABLE "supplier_payment_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"allocated_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payment_allocations_amount" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_number" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"supplier_name" text NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"allocated_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"notes" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("payment_number", '') || ' ' || coalesce("supplier_name", '') || ' ' || coalesce("reference", '')) STORED,
	CONSTRAINT "supplier_payments_amount" CHECK (amount > 0),
	CONSTRAINT "supplier_payments_allocated" CHECK (allocated_amount >= 0 and allocated_amount <= amount),
	CONSTRAINT "supplier_payments_mode" CHECK (mode in ('bank_transfer', 'cheque', 'upi', 'cash', 'other'))
);
--> statement-breakpoint
ALTER TABLE "gst_note_lines" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD COLUMN "billed_quantity" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "billed_quantity" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "tds_194q" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "lut_number" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "lut_valid_from" date;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "lut_valid_to" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gst_category" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_address_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ship_to_place" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ship_to_state" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ship_to_pin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ship_to_gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "export_type" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "port_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "shipping_bill_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "shipping_bill_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "foreign_currency" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lut_number" text;--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD COLUMN "goods_type" text DEFAULT 'inputs' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD COLUMN "deemed_supply_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "job_work_receipts" ADD COLUMN "kind" text DEFAULT 'returned' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_work_receipts" ADD COLUMN "from_supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "job_work_receipts" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "job_work_receipts" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "delivery_address_id" uuid;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "ship_to_address" text;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "ship_to_place" text;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "ship_to_state" text;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "ship_to_pin" text;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "ship_to_gstin" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "delivery_address_id" uuid;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "tds_section" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "deductee_type" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_delivery_addresses" ADD CONSTRAINT "customer_delivery_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bill_lines" ADD CONSTRAINT "supplier_bill_lines_bill_id_supplier_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."supplier_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bill_lines" ADD CONSTRAINT "supplier_bill_lines_purchase_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bill_lines" ADD CONSTRAINT "supplier_bill_lines_goods_receipt_id_goods_receipts_id_fk" FOREIGN KEY ("goods_receipt_id") REFERENCES "public"."goods_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bill_lines" ADD CONSTRAINT "supplier_bill_lines_goods_receipt_line_id_goods_receipt_lines_id_fk" FOREIGN KEY ("goods_receipt_line_id") REFERENCES "public"."goods_receipt_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_bill_id_supplier_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."supplier_bills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_delivery_addresses_customer" ON "customer_delivery_addresses" USING btree ("customer_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bill_lines_bill_line" ON "supplier_bill_lines" USING btree ("bill_id","line_number");--> statement-breakpoint
CREATE INDEX "supplier_bill_lines_order_line" ON "supplier_bill_lines" USING btree ("purchase_order_line_id");--> statement-breakpoint
CREATE INDEX "supplier_bill_lines_receipt_line" ON "supplier_bill_lines" USING btree ("goods_receipt_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bills_bill_number_unique" ON "supplier_bills" USING btree ("bill_number");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bills_supplier_invoice_unique" ON "supplier_bills" USING btree ("supplier_id","financial_year","supplier_invoice_key") WHERE status not in ('draft', 'cancelled');--> statement-breakpoint
CREATE INDEX "supplier_bills_search_trgm" ON "supplier_bills" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_bills_supplier" ON "supplier_bills" USING btree ("supplier_id","bill_date");--> statement-breakpoint
CREATE INDEX "supplier_bills_purchase_order" ON "supplier_bills" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "supplier_bills_gstin_key" ON "supplier_bills" USING btree ("supplier_gstin","supplier_invoice_key");--> statement-breakpoint
CREATE INDEX "supplier_bills_status_due" ON "supplier_bills" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "supplier_bills_bill_number_sort" ON "supplier_bills" USING btree ("bill_number","id");--> statement-breakpoint
CREATE INDEX "supplier_bills_bill_date_sort" ON "supplier_bills" USING btree ("bill_date","id");--> statement-breakpoint
CREATE INDEX "supplier_bills_supplier_invoice_date_sort" ON "supplier_bills" USING btree ("supplier_invoice_date","id");--> statement-breakpoint
CREATE INDEX "supplier_bills_due_date_sort" ON "supplier_bills" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "supplier_bills_supplier_name_sort" ON "supplier_bills" USING btree ("supplier_name","id");--> statement-breakpoint
CREATE INDEX "supplier_bills_grand_total_sort" ON "supplier_bills" USING btree ("grand_total","id");--> statement-breakpoint
CREATE INDEX "supplier_bills_status_sort" ON "supplier_bills" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "supplier_bills_created_at_sort" ON "supplier_bills" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "supplier_bills_updated_at_sort" ON "supplier_bills" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "supplier_payment_allocations_payment" ON "supplier_payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "supplier_payment_allocations_bill" ON "supplier_payment_allocations" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payments_number_unique" ON "supplier_payments" USING btree ("payment_number");--> statement-breakpoint
CREATE INDEX "supplier_payments_search_trgm" ON "supplier_payments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_payments_supplier" ON "supplier_payments" USING btree ("supplier_id","payment_date");--> statement-breakpoint
CREATE INDEX "supplier_payments_payment_number_sort" ON "supplier_payments" USING btree ("payment_number","id");--> statement-breakpoint
CREATE INDEX "supplier_payments_payment_date_sort" ON "supplier_payments" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "supplier_payments_supplier_name_sort" ON "supplier_payments" USING btree ("supplier_name","id");--> statement-breakpoint
CREATE INDEX "supplier_payments_amount_sort" ON "supplier_payments" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "supplier_payments_created_at_sort" ON "supplier_payments" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_delivery_address_id_customer_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."customer_delivery_addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD CONSTRAINT "job_work_challan_lines_deemed_supply_invoice_id_invoices_id_fk" FOREIGN KEY ("deemed_supply_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipts" ADD CONSTRAINT "job_work_receipts_from_supplier_id_suppliers_id_fk" FOREIGN KEY ("from_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_delivery_address_id_customer_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."customer_delivery_addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_delivery_address_id_customer_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."customer_delivery_addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_billed" CHECK (billed_quantity >= 0);--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_billed" CHECK (billed_quantity >= 0);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_gst_category" CHECK (gst_category in ('regular', 'sez', 'overseas'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_export_type" CHECK (export_type is null or export_type in ('sez_with_payment', 'sez_without_payment', 'export_with_payment', 'export_without_payment'));--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD CONSTRAINT "job_work_challan_lines_goods_type" CHECK (goods_type in ('inputs', 'capital_goods', 'tools'));--> statement-breakpoint
ALTER TABLE "job_work_receipts" ADD CONSTRAINT "job_work_receipts_kind" CHECK (kind in ('returned', 'other_job_worker', 'supplied_from_premises'));--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_tds_section" CHECK (tds_section is null or tds_section in ('194Q', '194C'));--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_deductee_type" CHECK (deductee_type in ('company', 'individual_huf'));--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_payment_terms_days" CHECK (payment_terms_days between 0 and 365);