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
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("quotation_number", '') || ' ' || coalesce("customer_name", '') || ' ' || coalesce("enquiry_reference", '')) STORED,
	CONSTRAINT "quotations_status" CHECK (status in ('enquiry', 'sent', 'won', 'lost', 'revised', 'converted')),
	CONSTRAINT "quotations_revision" CHECK (revision >= 0 and (revision = 0) = (root_id is null)),
	CONSTRAINT "quotations_validity" CHECK (valid_until >= quotation_date)
);
--> statement-breakpoint
ALTER TABLE "machine_capacity" ADD COLUMN "hour_rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_root_id_quotations_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "machine_capacity" ADD CONSTRAINT "machine_capacity_hour_rate" CHECK (hour_rate >= 0);