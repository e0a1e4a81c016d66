CREATE TABLE "goods_receipt_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goods_receipt_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"purchase_order_line_id" uuid NOT NULL,
	"received_quantity" numeric(14, 3) NOT NULL,
	"accepted_quantity" numeric(14, 3) NOT NULL,
	"rejected_quantity" numeric(14, 3) NOT NULL,
	"bars" integer,
	"heat_number" text,
	"certificate_id" uuid,
	"rejection_reason" text,
	CONSTRAINT "goods_receipt_lines_quantities" CHECK (received_quantity > 0 and accepted_quantity >= 0 and rejected_quantity >= 0 and received_quantity = accepted_quantity + rejected_quantity)
);
--> statement-breakpoint
CREATE TABLE "goods_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grn_number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"po_number" text NOT NULL,
	"supplier_name" text NOT NULL,
	"receipt_date" date NOT NULL,
	"supplier_invoice_number" text,
	"supplier_invoice_date" date,
	"vehicle_number" text,
	"remarks" text,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("grn_number", '') || ' ' || coalesce("po_number", '') || ' ' || coalesce("supplier_name", '') || ' ' || coalesce("supplier_invoice_number", '')) STORED,
	CONSTRAINT "goods_receipts_status" CHECK (status in ('draft', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "material_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"kind" text NOT NULL,
	"grade" text,
	"rod_size" text,
	"material_key" text,
	"description" text NOT NULL,
	"hsn_code" text,
	"unit" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"bars" integer,
	"rate" numeric(12, 2) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"delivery_date" date,
	"received_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "purchase_order_lines_kind" CHECK (kind in ('bar_stock', 'bought_out', 'service')),
	CONSTRAINT "purchase_order_lines_quantity" CHECK (quantity > 0),
	CONSTRAINT "purchase_order_lines_received" CHECK (received_quantity >= 0),
	CONSTRAINT "purchase_order_lines_bar_stock" CHECK (kind <> 'bar_stock' or material_key is not null)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"po_number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"supplier_id" uuid NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_code" text,
	"supplier_gstin" text,
	"supplier_address" text,
	"supplier_state" text,
	"po_date" date NOT NULL,
	"delivery_date" date,
	"tax_type" text NOT NULL,
	"payment_terms" text,
	"remarks" text,
	"taxable_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"round_off" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"short_closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"status_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("po_number", '') || ' ' || coalesce("supplier_name", '') || ' ' || coalesce("supplier_code", '')) STORED,
	CONSTRAINT "purchase_orders_status" CHECK (status in ('draft', 'confirmed', 'partly_received', 'received', 'short_closed', 'cancelled')),
	CONSTRAINT "purchase_orders_tax_type" CHECK (tax_type in ('intra', 'inter'))
);
--> statement-breakpoint
CREATE TABLE "customer_material_receipt_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"grade" text NOT NULL,
	"rod_size" text NOT NULL,
	"item_key" text NOT NULL,
	"heat_number" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"bars" integer,
	"remarks" text,
	CONSTRAINT "customer_material_receipt_lines_quantity" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_material_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"receipt_date" date NOT NULL,
	"customer_challan_number" text NOT NULL,
	"customer_challan_date" date,
	"remarks" text,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("receipt_number", '') || ' ' || coalesce("customer_name", '') || ' ' || coalesce("customer_challan_number", '')) STORED,
	CONSTRAINT "customer_material_receipts_status" CHECK (status in ('draft', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "job_work_challan_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challan_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_key" text NOT NULL,
	"product_id" uuid,
	"grade" text,
	"rod_size" text,
	"heat_number" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"hsn_code" text,
	"unit" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"returned_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"good_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"rejected_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"scrap_kg" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "job_work_challan_lines_item_type" CHECK (item_type in ('part', 'material')),
	CONSTRAINT "job_work_challan_lines_quantity" CHECK (quantity > 0),
	CONSTRAINT "job_work_challan_lines_returned" CHECK (returned_quantity = good_quantity + rejected_quantity and returned_quantity between 0 and quantity)
);
--> statement-breakpoint
CREATE TABLE "job_work_challans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"challan_number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"supplier_id" uuid NOT NULL,
	"job_worker_name" text NOT NULL,
	"job_worker_gstin" text,
	"job_worker_address" text,
	"job_worker_state" text,
	"challan_date" date NOT NULL,
	"process" text NOT NULL,
	"expected_return_date" date,
	"vehicle_number" text,
	"remarks" text,
	"total_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"status_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("challan_number", '') || ' ' || coalesce("job_worker_name", '') || ' ' || coalesce("process", '')) STORED,
	CONSTRAINT "job_work_challans_status" CHECK (status in ('draft', 'sent', 'partly_received', 'received', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "job_work_receipt_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"challan_line_id" uuid NOT NULL,
	"good_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"rejected_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"scrap_kg" numeric(14, 3) DEFAULT 0 NOT NULL,
	"rejection_reason" text,
	CONSTRAINT "job_work_receipt_lines_quantities" CHECK (good_quantity >= 0 and rejected_quantity >= 0 and scrap_kg >= 0 and good_quantity + rejected_quantity + scrap_kg > 0)
);
--> statement-breakpoint
CREATE TABLE "job_work_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challan_id" uuid NOT NULL,
	"receipt_date" date NOT NULL,
	"job_worker_challan_number" text,
	"job_worker_challan_date" date,
	"remarks" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"item_key" text NOT NULL,
	"owner_key" text DEFAULT '' NOT NULL,
	"heat_number" text DEFAULT '' NOT NULL,
	"item_type" text NOT NULL,
	"grade" text,
	"rod_size" text,
	"product_id" uuid,
	"owner_id" uuid,
	"quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"bars" integer DEFAULT 0 NOT NULL,
	"first_in" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_item_key_owner_key_heat_number_pk" PRIMARY KEY("item_key","owner_key","heat_number"),
	CONSTRAINT "stock_balances_quantity" CHECK (quantity >= 0),
	CONSTRAINT "stock_balances_bars" CHECK (bars >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_month_totals" (
	"item_key" text NOT NULL,
	"month" date NOT NULL,
	"owner_key" text DEFAULT '' NOT NULL,
	"heat_number" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"bars" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_month_totals_item_key_month_owner_key_heat_number_pk" PRIMARY KEY("item_key","month","owner_key","heat_number")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"movement_date" date NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"item_type" text NOT NULL,
	"grade" text,
	"rod_size" text,
	"product_id" uuid,
	"owner_id" uuid,
	"heat_number" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"bars" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"sales_order_id" uuid,
	"source_type" text,
	"source_id" uuid,
	"source_number" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind" CHECK (kind in ('receipt', 'receipt_reversal', 'issue', 'return', 'adjustment', 'job_work_out', 'job_work_in', 'dispatch', 'dispatch_reversal', 'free_issue_in', 'free_issue_out', 'production')),
	CONSTRAINT "stock_movements_item_type" CHECK (item_type in ('material', 'part')),
	CONSTRAINT "stock_movements_quantity" CHECK (quantity <> 0 or bars <> 0)
);
--> statement-breakpoint
CREATE TABLE "stock_tracked_products" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_goods_receipt_id_goods_receipts_id_fk" FOREIGN KEY ("goods_receipt_id") REFERENCES "public"."goods_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_purchase_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_certificate_id_material_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."material_certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_certificates" ADD CONSTRAINT "material_certificates_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_material_receipt_lines" ADD CONSTRAINT "customer_material_receipt_lines_receipt_id_customer_material_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."customer_material_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_material_receipts" ADD CONSTRAINT "customer_material_receipts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_material_receipts" ADD CONSTRAINT "customer_material_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD CONSTRAINT "job_work_challan_lines_challan_id_job_work_challans_id_fk" FOREIGN KEY ("challan_id") REFERENCES "public"."job_work_challans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challan_lines" ADD CONSTRAINT "job_work_challan_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challans" ADD CONSTRAINT "job_work_challans_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_challans" ADD CONSTRAINT "job_work_challans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt_lines" ADD CONSTRAINT "job_work_receipt_lines_receipt_id_job_work_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."job_work_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipt_lines" ADD CONSTRAINT "job_work_receipt_lines_challan_line_id_job_work_challan_lines_id_fk" FOREIGN KEY ("challan_line_id") REFERENCES "public"."job_work_challan_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipts" ADD CONSTRAINT "job_work_receipts_challan_id_job_work_challans_id_fk" FOREIGN KEY ("challan_id") REFERENCES "public"."job_work_challans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_receipts" ADD CONSTRAINT "job_work_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_tracked_products" ADD CONSTRAINT "stock_tracked_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_tracked_products" ADD CONSTRAINT "stock_tracked_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipt_lines_receipt_line" ON "goods_receipt_lines" USING btree ("goods_receipt_id","line_number");--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_order_line" ON "goods_receipt_lines" USING btree ("purchase_order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipts_grn_number_unique" ON "goods_receipts" USING btree ("grn_number");--> statement-breakpoint
CREATE INDEX "goods_receipts_search_trgm" ON "goods_receipts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_receipts_purchase_order" ON "goods_receipts" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "goods_receipts_grn_number_sort" ON "goods_receipts" USING btree ("grn_number","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_receipt_date_sort" ON "goods_receipts" USING btree ("receipt_date","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_supplier_name_sort" ON "goods_receipts" USING btree ("supplier_name","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_status_sort" ON "goods_receipts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_created_at_sort" ON "goods_receipts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_updated_at_sort" ON "goods_receipts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_order_line" ON "purchase_order_lines" USING btree ("purchase_order_id","line_number");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_material" ON "purchase_order_lines" USING btree ("material_key") WHERE "purchase_order_lines"."material_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_po_number_unique" ON "purchase_orders" USING btree ("po_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_search_trgm" ON "purchase_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier" ON "purchase_orders" USING btree ("supplier_id","po_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_po_number_sort" ON "purchase_orders" USING btree ("po_number","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_po_date_sort" ON "purchase_orders" USING btree ("po_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_delivery_date_sort" ON "purchase_orders" USING btree ("delivery_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_name_sort" ON "purchase_orders" USING btree ("supplier_name","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_grand_total_sort" ON "purchase_orders" USING btree ("grand_total","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_sort" ON "purchase_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_at_sort" ON "purchase_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_updated_at_sort" ON "purchase_orders" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_material_receipt_lines_receipt_line" ON "customer_material_receipt_lines" USING btree ("receipt_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_material_receipts_number_unique" ON "customer_material_receipts" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "customer_material_receipts_search_trgm" ON "customer_material_receipts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_material_receipts_customer" ON "customer_material_receipts" USING btree ("customer_id","receipt_date");--> statement-breakpoint
CREATE INDEX "customer_material_receipts_number_sort" ON "customer_material_receipts" USING btree ("receipt_number","id");--> statement-breakpoint
CREATE INDEX "customer_material_receipts_date_sort" ON "customer_material_receipts" USING btree ("receipt_date","id");--> statement-breakpoint
CREATE INDEX "customer_material_receipts_customer_name_sort" ON "customer_material_receipts" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "customer_material_receipts_status_sort" ON "customer_material_receipts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "customer_material_receipts_created_at_sort" ON "customer_material_receipts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customer_material_receipts_updated_at_sort" ON "customer_material_receipts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_work_challan_lines_challan_line" ON "job_work_challan_lines" USING btree ("challan_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "job_work_challans_number_unique" ON "job_work_challans" USING btree ("challan_number");--> statement-breakpoint
CREATE INDEX "job_work_challans_search_trgm" ON "job_work_challans" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_work_challans_supplier" ON "job_work_challans" USING btree ("supplier_id","challan_date");--> statement-breakpoint
CREATE INDEX "job_work_challans_number_sort" ON "job_work_challans" USING btree ("challan_number","id");--> statement-breakpoint
CREATE INDEX "job_work_challans_date_sort" ON "job_work_challans" USING btree ("challan_date","id");--> statement-breakpoint
CREATE INDEX "job_work_challans_job_worker_sort" ON "job_work_challans" USING btree ("job_worker_name","id");--> statement-breakpoint
CREATE INDEX "job_work_challans_status_sort" ON "job_work_challans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "job_work_challans_created_at_sort" ON "job_work_challans" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_work_challans_updated_at_sort" ON "job_work_challans" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "job_work_receipt_lines_challan_line" ON "job_work_receipt_lines" USING btree ("challan_line_id");--> statement-breakpoint
CREATE INDEX "job_work_receipts_challan" ON "job_work_receipts" USING btree ("challan_id","receipt_date");--> statement-breakpoint
CREATE INDEX "stock_balances_type" ON "stock_balances" USING btree ("item_type","item_key");--> statement-breakpoint
CREATE INDEX "stock_movements_item_date" ON "stock_movements" USING btree ("item_key","movement_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_date" ON "stock_movements" USING btree ("movement_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_source" ON "stock_movements" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "stock_movements_sales_order" ON "stock_movements" USING btree ("sales_order_id") WHERE "stock_movements"."sales_order_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_kind_date" ON "stock_movements" USING btree ("kind","movement_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_owner_date" ON "stock_movements" USING btree ("owner_id","movement_date","id") WHERE "stock_movements"."owner_id" is not null;--> statement-breakpoint
-- The stock ledger is append-only: a movement is never changed or removed; a mistake is put
-- right by a movement of its own (an adjustment with its reason, a cancelled receipt's reversal).
CREATE FUNCTION stock_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock movements are append-only; record a correcting movement instead'
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION stock_movements_append_only();--> statement-breakpoint
-- The ledger's list shows its total without counting a million movements (as migration 0005's
-- lists do): a statement trigger adds each insert's rows; nothing is ever deleted from it.
CREATE TRIGGER list_counts_insert AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply();--> statement-breakpoint
INSERT INTO list_counts (list, row_count) SELECT 'stock_movements', count(*) FROM stock_movements;--> statement-breakpoint
-- Each month's movements per balance, for balances as of a day (stock_month_totals): one
-- statement trigger adds an insert's rows grouped by balance and month. Movements are never
-- changed or removed, so an insert is all it follows.
CREATE FUNCTION stock_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_month_totals AS t (item_key, month, owner_key, heat_number, quantity, bars)
  SELECT item_key, date_trunc('month', movement_date)::date, coalesce(owner_id::text, ''), heat_number,
         sum(quantity), sum(bars)
  FROM new_rows
  GROUP BY item_key, date_trunc('month', movement_date)::date, coalesce(owner_id::text, ''), heat_number
  ON CONFLICT (item_key, month, owner_key, heat_number)
  DO UPDATE SET quantity = t.quantity + excluded.quantity, bars = t.bars + excluded.bars;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_month_totals_insert AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_month_totals_apply();--> statement-breakpoint
-- The audit trail of the new documents (the ledger is its own record: each movement names who, when and why).--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON purchase_orders
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('purchase-orders', 'po_number');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON purchase_order_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('purchase-orders', 'po_number', '', '', 'lines', 'purchase_order_id', 'purchase_orders');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON goods_receipts
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('goods-receipts', 'grn_number');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON goods_receipt_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('goods-receipts', 'grn_number', '', '', 'lines', 'goods_receipt_id', 'goods_receipts');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON job_work_challans
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('job-work-challans', 'challan_number');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON job_work_challan_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('job-work-challans', 'challan_number', '', '', 'lines', 'challan_id', 'job_work_challans');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON job_work_receipts
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('job-work-challans', 'challan_number', '', '', 'receipts', 'challan_id', 'job_work_challans');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON job_work_receipt_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('job-work-challans', 'challan_number', '', '', 'receipt-lines', 'receipt_id', 'job_work_challans', 'job_work_receipts.challan_id');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON customer_material_receipts
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('customer-materials', 'receipt_number');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON customer_material_receipt_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('customer-materials', 'receipt_number', '', '', 'lines', 'receipt_id', 'customer_material_receipts');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON stock_tracked_products
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('stock-tracking', '', '', '', '', 'product_id');--> statement-breakpoint
-- The Admin role holds every scope: the new ones too (buying, stock, job work).
UPDATE roles SET permissions = permissions || '[
  {"scope": "purchase-orders", "actions": ["view", "create", "edit", "delete"]},
  {"scope": "purchase-order-status", "actions": ["create", "edit", "delete"]},
  {"scope": "goods-receipts", "actions": ["view", "create", "edit", "delete"]},
  {"scope": "stock", "actions": ["view", "create", "edit", "delete"]},
  {"scope": "job-work", "actions": ["view", "create", "edit", "delete"]}
]'::jsonb WHERE lower(trim(name)) = 'admin' AND NOT permissions @> '[{"scope": "stock"}]'::jsonb;
