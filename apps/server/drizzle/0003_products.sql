CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"party_code" text NOT NULL,
	"assembly" text NOT NULL,
	"product_description" text NOT NULL,
	"drawing_number" text NOT NULL,
	"product_type" text NOT NULL,
	"rod_size" text NOT NULL,
	"grade" text NOT NULL,
	"raw_material_weight" numeric(10, 3),
	"net_weight" numeric(10, 3),
	"final_od" numeric(9, 2),
	"final_id" numeric(9, 2),
	"final_length" numeric(9, 2),
	"spm_rough_first_cycle_time_sec" numeric(8, 1),
	"rough_first_cycle_time_sec" numeric(8, 1),
	"rough_second_cycle_time_sec" numeric(8, 1),
	"single_setup_cycle_time_sec" numeric(8, 1),
	"first_setup_cycle_time_sec" numeric(8, 1),
	"second_setup_cycle_time_sec" numeric(8, 1),
	"plastic_bag_size" text,
	"box_size" text,
	"carton_size" text,
	"qty_in_plastic_bag" integer,
	"qty_in_box" integer,
	"qty_in_carton" integer,
	"hsn_code" text,
	"gst_rate" numeric(5, 2) NOT NULL,
	"search_text" text GENERATED ALWAYS AS (coalesce("party_code", '') || ' ' || coalesce("product_description", '') || ' ' || coalesce("drawing_number", '') || ' ' || coalesce("product_type", '')) STORED
);
--> statement-breakpoint
-- The foreign key below needs the plain column unique; customers already refuse a party code that differs only in case.
ALTER TABLE "customers" ADD CONSTRAINT "customers_party_code_key" UNIQUE("party_code");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_party_code_customers_party_code_fk" FOREIGN KEY ("party_code") REFERENCES "public"."customers"("party_code") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_party_code_sort" ON "products" USING btree ("party_code","id");--> statement-breakpoint
CREATE INDEX "products_description_sort" ON "products" USING btree ("product_description","id");--> statement-breakpoint
CREATE INDEX "products_drawing_number_sort" ON "products" USING btree ("drawing_number","id");--> statement-breakpoint
CREATE INDEX "products_product_type_sort" ON "products" USING btree ("product_type","id");--> statement-breakpoint
CREATE INDEX "products_created_at_sort" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_updated_at_sort" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_party_code_drawing" ON "products" USING btree ("party_code","drawing_number");
