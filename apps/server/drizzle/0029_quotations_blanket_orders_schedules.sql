CREATE TABLE "blanket_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blanket_order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"drawing_number" text NOT NULL,
	"description" text NOT NULL,
	"hsn_code" text,
	"gst_rate" numeric(5, 2) NOT NULL,
	"total_quantity" integer,
	"prices" jsonb NOT NULL,
	CONSTRAINT "blanket_order_lines_total" CHECK (total_quantity is null or total_quantity > 0),
	CONSTRAINT "blanket_order_lines_prices" CHECK (jsonb_typeof(prices) = 'array' and jsonb_array_length(prices) >= 1)
);
--> statement-breakpoint
CREATE TABLE "blanket_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blanket_number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_party_code" text NOT NULL,
	"customer_gstin" text,
	"customer_state" text,
	"customer_po_number" text NOT NULL,
	"customer_po_date" date,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"payment_terms" text,
	"remarks" text,
	"active_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"status_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("blanket_number", '') || ' ' || coalesce("customer_name", '') || ' ' || coalesce("customer_po_number", '')) STORED,
	CONSTRAINT "blanket_orders_status" CHECK (status in ('draft', 'active', 'closed', 'cancelled')),
	CONSTRAINT "blanket_orders_validity" CHECK (valid_to >= valid_from)
);
--> statement-breakpoint
CREATE TABLE "customer_schedule_mappings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_schedule_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"revision_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"bucket" text NOT NULL,
	"date" date NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "delivery_schedule_lines_bucket" CHECK (bucket in ('day', 'week')),
	CONSTRAINT "delivery_schedule_lines_quantity" CHECK (quantity >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_schedule_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"received_on" date NOT NULL,
	"firm_until" date NOT NULL,
	"reference" text,
	"source" text NOT NULL,
	"file_name" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_schedule_revisions_source" CHECK (source in ('grid', 'xlsx', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "delivery_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_party_code" text NOT NULL,
	"month" text NOT NULL,
	"release_order_id" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("customer_name", '') || ' ' || coalesce("customer_party_code", '') || ' ' || coalesce("month", '')) STORED,
	CONSTRAINT "delivery_schedules_month" CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"drawing_number" text NOT NULL,
	"description" text NOT NULL,
	"hsn_code" text,
	"gst_rate" numeric(5, 2) NOT NULL,
	"bar_kg_per_piece" numeric(10, 3) NOT NULL,
	"bar_rate" numeric(12, 2) NOT NULL,
	"bar_rate_source" text NOT NULL,
	"operations" jsonb NOT NULL,
	"outside" jsonb NOT NULL,
	"packing_per_piece" numeric(12, 2) NOT NULL,
	"rejection_percent" numeric(5, 2) NOT NULL,
	"overhead_percent" numeric(5, 2) NOT NULL,
	"margin_percent" numeric(5, 2) NOT NULL,
	"breaks" jsonb NOT NULL,
	CONSTRAINT "quotation_lines_bar_rate_source" CHECK (bar_rate_source in ('grn', 'po', 'typed')),
	CONSTRAINT "quotation_lines_breaks" CHECK (jsonb_typeof(breaks) = 'array' and jsonb_array_length(breaks) between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quotation_number" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"root_id" uuid,
	"status" text DEFAULT 'enquiry' NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_party_code" text NOT NULL,
	"customer_address" text,
	"customer_gstin" text,
	"customer_state" text,
	"enquiry_reference" text,
	"enquiry_date" date NOT NULL,
	"quotation_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"payment_terms" text,
	"delivery_terms" text,
	"remarks" text,
	"sent_at" timestamp with time zone,
	"won_at" timestamp with time zone,
	"lost_at" timestamp with time zone,
	"revised_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"status_reason" text,
	"sales_order_id" uuid,
	"blanket_order_id" uuid,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("quotation_number", '') || ' ' || coalesce("customer_name", '') || ' ' || coalesce("enquiry_reference", '')) STORED,
	CONSTRAINT "quotations_status" CHECK (status in ('enquiry', 'sent', 'won', 'lost', 'revised', 'converted')),
	CONSTRAINT "quotations_revision" CHECK (revision >= 0 and (revision = 0) = (root_id is null)),
	CONSTRAINT "quotations_validity" CHECK (valid_until >= quotation_date)
);
--> statement-breakpoint
ALTER TABLE "machine_capacity" ADD COLUMN "hour_rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "blanket_order_line_id" uuid;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "schedule_bucket" text;--> statement-breakpoint
ALTER TABLE "blanket_order_lines" ADD CONSTRAINT "blanket_order_lines_blanket_order_id_blanket_orders_id_fk" FOREIGN KEY ("blanket_order_id") REFERENCES "public"."blanket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blanket_order_lines" ADD CONSTRAINT "blanket_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blanket_orders" ADD CONSTRAINT "blanket_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blanket_orders" ADD CONSTRAINT "blanket_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_schedule_mappings" ADD CONSTRAINT "customer_schedule_mappings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedule_lines" ADD CONSTRAINT "delivery_schedule_lines_revision_id_delivery_schedule_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."delivery_schedule_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedule_lines" ADD CONSTRAINT "delivery_schedule_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedule_revisions" ADD CONSTRAINT "delivery_schedule_revisions_schedule_id_delivery_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."delivery_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedule_revisions" ADD CONSTRAINT "delivery_schedule_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedules" ADD CONSTRAINT "delivery_schedules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedules" ADD CONSTRAINT "delivery_schedules_release_order_id_sales_orders_id_fk" FOREIGN KEY ("release_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_root_id_quotations_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_blanket_order_id_blanket_orders_id_fk" FOREIGN KEY ("blanket_order_id") REFERENCES "public"."blanket_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blanket_order_lines_product" ON "blanket_order_lines" USING btree ("blanket_order_id","product_id");--> statement-breakpoint
CREATE INDEX "blanket_order_lines_product_id" ON "blanket_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blanket_orders_number_unique" ON "blanket_orders" USING btree ("blanket_number");--> statement-breakpoint
CREATE INDEX "blanket_orders_search_trgm" ON "blanket_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blanket_orders_customer" ON "blanket_orders" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "blanket_orders_blanket_number_sort" ON "blanket_orders" USING btree ("blanket_number","id");--> statement-breakpoint
CREATE INDEX "blanket_orders_customer_po_number_sort" ON "blanket_orders" USING btree ("customer_po_number","id");--> statement-breakpoint
CREATE INDEX "blanket_orders_valid_from_sort" ON "blanket_orders" USING btree ("valid_from","id");--> statement-breakpoint
CREATE INDEX "blanket_orders_valid_to_sort" ON "blanket_orders" USING btree ("valid_to","id");--> statement-breakpoint
CREATE INDEX "blanket_orders_customer_name_sort" ON "blanket_orders" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "blanket_orders_status_sort" ON "blanket_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "blanket_orders_created_at_sort" ON "blanket_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "blanket_orders_updated_at_sort" ON "blanket_orders" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_schedule_lines_bucket_once" ON "delivery_schedule_lines" USING btree ("revision_id","product_id","bucket","date");--> statement-breakpoint
CREATE INDEX "delivery_schedule_lines_product" ON "delivery_schedule_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_schedule_revisions_number" ON "delivery_schedule_revisions" USING btree ("schedule_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_schedules_customer_month" ON "delivery_schedules" USING btree ("customer_id","month");--> statement-breakpoint
CREATE INDEX "delivery_schedules_search_trgm" ON "delivery_schedules" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "delivery_schedules_month_sort" ON "delivery_schedules" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "delivery_schedules_customer_name_sort" ON "delivery_schedules" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "delivery_schedules_updated_at_sort" ON "delivery_schedules" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "quotation_lines_quotation" ON "quotation_lines" USING btree ("quotation_id","line_number");--> statement-breakpoint
CREATE INDEX "quotation_lines_product" ON "quotation_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_number_revision_unique" ON "quotations" USING btree ("quotation_number","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_root_revision_unique" ON "quotations" USING btree ("root_id","revision");--> statement-breakpoint
CREATE INDEX "quotations_search_trgm" ON "quotations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotations_customer" ON "quotations" USING btree ("customer_id","quotation_date");--> statement-breakpoint
CREATE INDEX "quotations_quotation_number_sort" ON "quotations" USING btree ("quotation_number","id");--> statement-breakpoint
CREATE INDEX "quotations_quotation_date_sort" ON "quotations" USING btree ("quotation_date","id");--> statement-breakpoint
CREATE INDEX "quotations_valid_until_sort" ON "quotations" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "quotations_customer_name_sort" ON "quotations" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "quotations_status_sort" ON "quotations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "quotations_created_at_sort" ON "quotations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotations_updated_at_sort" ON "quotations" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_blanket_order_line_id_blanket_order_lines_id_fk" FOREIGN KEY ("blanket_order_line_id") REFERENCES "public"."blanket_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_lines_blanket_line" ON "sales_order_lines" USING btree ("blanket_order_line_id");--> statement-breakpoint
ALTER TABLE "machine_capacity" ADD CONSTRAINT "machine_capacity_hour_rate" CHECK (hour_rate >= 0);--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_schedule_bucket" CHECK (schedule_bucket is null or schedule_bucket in ('day', 'week'));