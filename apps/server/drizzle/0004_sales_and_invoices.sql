CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"address" text,
	"state" text,
	"gstin" text,
	"pan" text,
	"email" text,
	"phone" text,
	"bank_name" text,
	"bank_account_name" text,
	"bank_account_number" text,
	"bank_ifsc" text,
	"bank_branch" text,
	"logo" text,
	"invoice_terms" text,
	CONSTRAINT "company_settings_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"prefix" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_prefix_financial_year_pk" PRIMARY KEY("prefix","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" uuid,
	"sales_order_line_id" uuid,
	"description" text NOT NULL,
	"drawing_number" text,
	"hsn_code" text,
	"unit" text DEFAULT 'NOS' NOT NULL,
	"quantity" integer NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_lines_quantity" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_id" uuid NOT NULL,
	"sales_order_id" uuid,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"customer_party_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_gstin" text,
	"billing_address" text,
	"shipping_address" text,
	"place_of_supply" text,
	"place_of_supply_code" text,
	"seller" jsonb,
	"customer_po_number" text,
	"customer_po_date" date,
	"vehicle_reference" text,
	"notes" text,
	"taxable_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"round_off" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("invoice_number", '') || ' ' || coalesce("customer_party_code", '') || ' ' || coalesce("customer_name", '') || ' ' || coalesce("customer_po_number", '')) STORED,
	CONSTRAINT "invoices_status" CHECK (status in ('draft', 'issued', 'partially_paid', 'paid', 'cancelled')),
	CONSTRAINT "invoices_paid_within_total" CHECK (amount_paid >= 0 and amount_paid <= grand_total)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"mode" text NOT NULL,
	"reference" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "payments_amount" CHECK (amount > 0),
	CONSTRAINT "payments_mode" CHECK (mode in ('bank_transfer', 'cheque', 'upi', 'cash', 'other'))
);
--> statement-breakpoint
CREATE TABLE "dispatch_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispatch_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "dispatch_lines_quantity" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "dispatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"dispatch_date" date NOT NULL,
	"vehicle_reference" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"drawing_number" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"delivery_date" date,
	"dispatched_quantity" integer DEFAULT 0 NOT NULL,
	"invoiced_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_order_lines_quantity" CHECK (quantity > 0),
	CONSTRAINT "sales_order_lines_dispatched" CHECK (dispatched_quantity between 0 and quantity),
	CONSTRAINT "sales_order_lines_invoiced" CHECK (invoiced_quantity between 0 and quantity)
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_date" date NOT NULL,
	"customer_po_number" text,
	"customer_po_date" date,
	"delivery_date" date,
	"notes" text,
	"total_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"status_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("order_number", '') || ' ' || coalesce("customer_po_number", '')) STORED,
	CONSTRAINT "sales_orders_status" CHECK (status in ('draft', 'confirmed', 'completed', 'closed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_sales_order_line_id_sales_order_lines_id_fk" FOREIGN KEY ("sales_order_line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_order_line_id_sales_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_line" ON "invoice_lines" USING btree ("invoice_id","line_number");--> statement-breakpoint
CREATE INDEX "invoice_lines_order_line" ON "invoice_lines" USING btree ("sales_order_line_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_product" ON "invoice_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_customer" ON "invoices" USING btree ("customer_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_sales_order" ON "invoices" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "invoices_status_due" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_invoice_number_sort" ON "invoices" USING btree ("invoice_number","id");--> statement-breakpoint
CREATE INDEX "invoices_invoice_date_sort" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_due_date_sort" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_grand_total_sort" ON "invoices" USING btree ("grand_total","id");--> statement-breakpoint
CREATE INDEX "invoices_created_at_sort" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_updated_at_sort" ON "invoices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "payments_invoice" ON "payments" USING btree ("invoice_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_date" ON "payments" USING btree ("payment_date");--> statement-breakpoint
CREATE INDEX "dispatch_lines_dispatch" ON "dispatch_lines" USING btree ("dispatch_id");--> statement-breakpoint
CREATE INDEX "dispatches_order" ON "dispatches" USING btree ("order_id","dispatch_date");--> statement-breakpoint
CREATE INDEX "dispatches_date" ON "dispatches" USING btree ("dispatch_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_lines_order_line" ON "sales_order_lines" USING btree ("order_id","line_number");--> statement-breakpoint
CREATE INDEX "sales_order_lines_product" ON "sales_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_order_number_unique" ON "sales_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "sales_orders_search_trgm" ON "sales_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_customer" ON "sales_orders" USING btree ("customer_id","order_date");--> statement-breakpoint
CREATE INDEX "sales_orders_status_delivery" ON "sales_orders" USING btree ("status","delivery_date");--> statement-breakpoint
CREATE INDEX "sales_orders_order_number_sort" ON "sales_orders" USING btree ("order_number","id");--> statement-breakpoint
CREATE INDEX "sales_orders_order_date_sort" ON "sales_orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "sales_orders_delivery_date_sort" ON "sales_orders" USING btree ("delivery_date","id");--> statement-breakpoint
CREATE INDEX "sales_orders_total_amount_sort" ON "sales_orders" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "sales_orders_created_at_sort" ON "sales_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_updated_at_sort" ON "sales_orders" USING btree ("updated_at","id");--> statement-breakpoint
INSERT INTO "company_settings" ("id") VALUES (1);
