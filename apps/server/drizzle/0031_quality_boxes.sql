CREATE TABLE "boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" bigint GENERATED ALWAYS AS IDENTITY (sequence name "boxes_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text GENERATED ALWAYS AS ('BX' || lpad(serial::text, 7, '0')) STORED NOT NULL,
	"packing_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"heat_numbers" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"box_no" integer NOT NULL,
	"box_count" integer NOT NULL,
	"packed_on" date NOT NULL,
	"dispatch_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boxes_quantity" CHECK (quantity > 0),
	CONSTRAINT "boxes_number" CHECK (box_no between 1 and box_count)
);
--> statement-breakpoint
CREATE TABLE "control_plan_characteristics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"control_plan_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"characteristic" text NOT NULL,
	"special" text DEFAULT '' NOT NULL,
	"nominal" numeric(12, 4),
	"lower_tolerance" numeric(12, 4),
	"upper_tolerance" numeric(12, 4),
	"unit" text DEFAULT 'mm' NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"gauge_type" text DEFAULT '' NOT NULL,
	"gauge_id" uuid,
	"sample_size" integer DEFAULT 1 NOT NULL,
	"frequency" text DEFAULT '' NOT NULL,
	"first_piece" boolean DEFAULT true NOT NULL,
	"in_process" boolean DEFAULT true NOT NULL,
	"pdi" boolean DEFAULT true NOT NULL,
	"reaction_plan" text DEFAULT '' NOT NULL,
	CONSTRAINT "control_plan_characteristics_special" CHECK (special in ('', 'critical', 'significant')),
	CONSTRAINT "control_plan_characteristics_sample" CHECK (sample_size between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "control_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" uuid NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"revised_on" date NOT NULL,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "gauge_calibrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gauge_id" uuid NOT NULL,
	"calibrated_on" date NOT NULL,
	"result" text NOT NULL,
	"agency" text DEFAULT '' NOT NULL,
	"certificate_number" text DEFAULT '' NOT NULL,
	"certificate_id" uuid,
	"next_due_on" date,
	"remarks" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gauge_calibrations_result" CHECK (result in ('pass', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "gauges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"gauge_type" text NOT NULL,
	"range_text" text DEFAULT '' NOT NULL,
	"least_count" numeric(12, 4),
	"unit" text DEFAULT 'mm' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"calibration_frequency_days" integer NOT NULL,
	"last_calibrated_on" date,
	"due_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"remarks" text,
	"search_text" text GENERATED ALWAYS AS (coalesce("code", '') || ' ' || coalesce("name", '') || ' ' || coalesce("gauge_type", '') || ' ' || coalesce("location", '')) STORED,
	CONSTRAINT "gauges_status" CHECK (status in ('active', 'retired')),
	CONSTRAINT "gauges_frequency" CHECK (calibration_frequency_days between 1 and 3650)
);
--> statement-breakpoint
ALTER TABLE "inspections" DROP CONSTRAINT "inspections_kind";--> statement-breakpoint
ALTER TABLE "inspections" DROP CONSTRAINT "inspections_subject";--> statement-breakpoint
ALTER TABLE "inspection_readings" ADD COLUMN "gauge_id" uuid;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "operation_id" uuid;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "machine_id" uuid;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "trigger" text;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_plan_characteristics" ADD CONSTRAINT "control_plan_characteristics_control_plan_id_control_plans_id_fk" FOREIGN KEY ("control_plan_id") REFERENCES "public"."control_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_plan_characteristics" ADD CONSTRAINT "control_plan_characteristics_gauge_id_gauges_id_fk" FOREIGN KEY ("gauge_id") REFERENCES "public"."gauges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_plans" ADD CONSTRAINT "control_plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gauge_calibrations" ADD CONSTRAINT "gauge_calibrations_gauge_id_gauges_id_fk" FOREIGN KEY ("gauge_id") REFERENCES "public"."gauges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gauge_calibrations" ADD CONSTRAINT "gauge_calibrations_certificate_id_material_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."material_certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gauge_calibrations" ADD CONSTRAINT "gauge_calibrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boxes_code_unique" ON "boxes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "boxes_work_order" ON "boxes" USING btree ("work_order_id","packing_id","box_no");--> statement-breakpoint
CREATE INDEX "boxes_packing" ON "boxes" USING btree ("packing_id","box_no");--> statement-breakpoint
CREATE INDEX "boxes_dispatch" ON "boxes" USING btree ("dispatch_id") WHERE "boxes"."dispatch_id" is not null;--> statement-breakpoint
CREATE INDEX "boxes_created" ON "boxes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "boxes_packed" ON "boxes" USING btree ("created_at","id") WHERE "boxes"."dispatch_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "control_plan_characteristics_seq" ON "control_plan_characteristics" USING btree ("control_plan_id","seq");--> statement-breakpoint
CREATE INDEX "control_plan_characteristics_gauge" ON "control_plan_characteristics" USING btree ("gauge_id") WHERE "control_plan_characteristics"."gauge_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "control_plans_product" ON "control_plans" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "gauge_calibrations_gauge" ON "gauge_calibrations" USING btree ("gauge_id","calibrated_on");--> statement-breakpoint
CREATE UNIQUE INDEX "gauges_code_unique" ON "gauges" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "gauges_search_trgm" ON "gauges" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gauges_code_sort" ON "gauges" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "gauges_name_sort" ON "gauges" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "gauges_gauge_type_sort" ON "gauges" USING btree ("gauge_type","id");--> statement-breakpoint
CREATE INDEX "gauges_due_on_sort" ON "gauges" USING btree ("due_on","id");--> statement-breakpoint
CREATE INDEX "gauges_created_at_sort" ON "gauges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gauges_updated_at_sort" ON "gauges" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "gauges_status_due" ON "gauges" USING btree ("status","due_on");--> statement-breakpoint
ALTER TABLE "inspection_readings" ADD CONSTRAINT "inspection_readings_gauge_id_gauges_id_fk" FOREIGN KEY ("gauge_id") REFERENCES "public"."gauges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_operation_id_work_order_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."work_order_operations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_readings_gauge" ON "inspection_readings" USING btree ("gauge_id") WHERE "inspection_readings"."gauge_id" is not null;--> statement-breakpoint
CREATE INDEX "inspection_readings_characteristic" ON "inspection_readings" USING btree ("characteristic","inspection_id");--> statement-breakpoint
CREATE INDEX "stock_movements_heat" ON "stock_movements" USING btree ("heat_number","item_key") WHERE "stock_movements"."heat_number" <> '';--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_trigger" CHECK (trigger is null or trigger in ('setup', 'tool_change', 'periodic'));--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_kind" CHECK (kind in ('first_piece', 'in_process', 'pdi'));--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_subject" CHECK ((kind = 'first_piece' and work_order_id is not null)
        or (kind = 'in_process' and work_order_id is not null and operation_id is not null and machine_id is not null and trigger is not null)
        or (kind = 'pdi' and (dispatch_id is not null or work_order_id is not null)));