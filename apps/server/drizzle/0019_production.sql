CREATE TABLE "inspection_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"characteristic" text NOT NULL,
	"nominal" numeric(12, 4),
	"lower_tolerance" numeric(12, 4),
	"upper_tolerance" numeric(12, 4),
	"unit" text DEFAULT 'mm' NOT NULL,
	"measured" numeric(12, 4)[] NOT NULL,
	"result" text NOT NULL,
	CONSTRAINT "inspection_readings_result" CHECK (result in ('pass', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"work_order_id" uuid,
	"dispatch_id" uuid,
	"product_id" uuid NOT NULL,
	"inspected_on" date NOT NULL,
	"inspector_id" uuid,
	"sample_size" integer DEFAULT 1 NOT NULL,
	"lot_quantity" integer,
	"result" text NOT NULL,
	"remarks" text,
	"created_by" uuid,
	CONSTRAINT "inspections_kind" CHECK (kind in ('first_piece', 'pdi')),
	CONSTRAINT "inspections_result" CHECK (result in ('pass', 'fail')),
	CONSTRAINT "inspections_subject" CHECK ((kind = 'first_piece' and work_order_id is not null) or (kind = 'pdi' and dispatch_id is not null)),
	CONSTRAINT "inspections_sample" CHECK (sample_size between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "machine_capacity" (
	"machine_id" uuid PRIMARY KEY NOT NULL,
	"shifts_per_day" integer DEFAULT 2 NOT NULL,
	"hours_per_shift" numeric(4, 2) DEFAULT 8 NOT NULL,
	"first_shift_start" text DEFAULT '08:00' NOT NULL,
	"working_days" integer[] DEFAULT '{1,2,3,4,5,6}'::integer[] NOT NULL,
	"operation_kinds" text[] DEFAULT '{spm,rough,second_op,single_setup}'::text[] NOT NULL,
	"setup_minutes" integer DEFAULT 60 NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"status_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_capacity_shifts" CHECK (shifts_per_day between 1 and 3),
	CONSTRAINT "machine_capacity_hours" CHECK (hours_per_shift > 0 and shifts_per_day * hours_per_shift <= 24),
	CONSTRAINT "machine_capacity_start" CHECK (first_shift_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "machine_capacity_setup" CHECK (setup_minutes between 0 and 1440),
	CONSTRAINT "machine_capacity_status" CHECK (status in ('running', 'idle', 'breakdown', 'maintenance'))
);
--> statement-breakpoint
CREATE TABLE "plant_holidays" (
	"holiday_date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_date" date NOT NULL,
	"shift" integer NOT NULL,
	"machine_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"good_quantity" integer DEFAULT 0 NOT NULL,
	"rejected_quantity" integer DEFAULT 0 NOT NULL,
	"rejection_reason_id" uuid,
	"downtime_minutes" integer DEFAULT 0 NOT NULL,
	"downtime_reason_id" uuid,
	"planned_minutes" integer NOT NULL,
	"cycle_time_sec" numeric(8, 1) NOT NULL,
	"remarks" text,
	"created_by" uuid,
	CONSTRAINT "production_entries_shift" CHECK (shift between 1 and 3),
	CONSTRAINT "production_entries_quantities" CHECK (good_quantity >= 0 and rejected_quantity >= 0),
	CONSTRAINT "production_entries_rejection_reason" CHECK (rejected_quantity = 0 or rejection_reason_id is not null),
	CONSTRAINT "production_entries_downtime" CHECK (downtime_minutes >= 0 and downtime_minutes <= planned_minutes and (downtime_minutes = 0 or downtime_reason_id is not null))
);
--> statement-breakpoint
CREATE TABLE "production_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "production_reasons_kind" CHECK (kind in ('rejection', 'downtime'))
);
--> statement-breakpoint
CREATE TABLE "work_order_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"grade" text,
	"rod_size" text,
	"heat_number" text DEFAULT '' NOT NULL,
	"reserved_quantity" numeric(14, 3) NOT NULL,
	"issued_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "work_order_materials_quantities" CHECK (reserved_quantity >= 0 and issued_quantity >= 0)
);
--> statement-breakpoint
CREATE TABLE "work_order_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"cycle_field" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"cycle_time_sec" numeric(8, 1) NOT NULL,
	"good_quantity" integer DEFAULT 0 NOT NULL,
	"rejected_quantity" integer DEFAULT 0 NOT NULL,
	"locked_machine_id" uuid,
	"locked_start" timestamp,
	CONSTRAINT "work_order_operations_kind" CHECK (kind in ('spm', 'rough', 'second_op', 'single_setup')),
	CONSTRAINT "work_order_operations_cycle" CHECK (cycle_time_sec > 0),
	CONSTRAINT "work_order_operations_made" CHECK (good_quantity >= 0 and rejected_quantity >= 0),
	CONSTRAINT "work_order_operations_lock" CHECK ((locked_machine_id is null) = (locked_start is null))
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wo_number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"wo_date" date NOT NULL,
	"product_id" uuid NOT NULL,
	"product_description" text NOT NULL,
	"drawing_number" text,
	"sales_order_id" uuid,
	"sales_order_line_id" uuid,
	"customer_id" uuid,
	"quantity" integer NOT NULL,
	"due_date" date NOT NULL,
	"remarks" text,
	"good_quantity" integer DEFAULT 0 NOT NULL,
	"rejected_quantity" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone,
	"in_progress_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_short_at" timestamp with time zone,
	"status_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("wo_number", '') || ' ' || coalesce("product_description", '') || ' ' || coalesce("drawing_number", '')) STORED,
	CONSTRAINT "work_orders_status" CHECK (status in ('draft', 'released', 'in_progress', 'completed', 'closed_short')),
	CONSTRAINT "work_orders_quantity" CHECK (quantity > 0 and quantity <= 10000000),
	CONSTRAINT "work_orders_made" CHECK (good_quantity >= 0 and rejected_quantity >= 0)
);
--> statement-breakpoint
ALTER TABLE "inspection_readings" ADD CONSTRAINT "inspection_readings_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_id_employees_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_capacity" ADD CONSTRAINT "machine_capacity_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_operator_id_employees_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_operation_id_work_order_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."work_order_operations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_rejection_reason_id_production_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."production_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_downtime_reason_id_production_reasons_id_fk" FOREIGN KEY ("downtime_reason_id") REFERENCES "public"."production_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_materials" ADD CONSTRAINT "work_order_materials_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_operations" ADD CONSTRAINT "work_order_operations_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_operations" ADD CONSTRAINT "work_order_operations_locked_machine_id_machines_id_fk" FOREIGN KEY ("locked_machine_id") REFERENCES "public"."machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_sales_order_line_id_sales_order_lines_id_fk" FOREIGN KEY ("sales_order_line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_readings_seq" ON "inspection_readings" USING btree ("inspection_id","seq");--> statement-breakpoint
CREATE INDEX "inspections_work_order" ON "inspections" USING btree ("work_order_id","created_at") WHERE "inspections"."work_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_dispatch" ON "inspections" USING btree ("dispatch_id") WHERE "inspections"."dispatch_id" is not null;--> statement-breakpoint
CREATE INDEX "inspections_product" ON "inspections" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "production_entries_shift_operation" ON "production_entries" USING btree ("entry_date","shift","machine_id","operation_id");--> statement-breakpoint
CREATE INDEX "production_entries_machine_date" ON "production_entries" USING btree ("machine_id","entry_date");--> statement-breakpoint
CREATE INDEX "production_entries_work_order" ON "production_entries" USING btree ("work_order_id","entry_date");--> statement-breakpoint
CREATE INDEX "production_entries_date" ON "production_entries" USING btree ("entry_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_reasons_name" ON "production_reasons" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_materials_heat" ON "work_order_materials" USING btree ("work_order_id","item_key","heat_number");--> statement-breakpoint
CREATE INDEX "work_order_materials_item" ON "work_order_materials" USING btree ("item_key","heat_number");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_operations_seq" ON "work_order_operations" USING btree ("work_order_id","seq");--> statement-breakpoint
CREATE INDEX "work_order_operations_locked_machine" ON "work_order_operations" USING btree ("locked_machine_id") WHERE "work_order_operations"."locked_machine_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_number_unique" ON "work_orders" USING btree ("wo_number");--> statement-breakpoint
CREATE INDEX "work_orders_search_trgm" ON "work_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_orders_product" ON "work_orders" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "work_orders_sales_order_line" ON "work_orders" USING btree ("sales_order_line_id");--> statement-breakpoint
CREATE INDEX "work_orders_open_due" ON "work_orders" USING btree ("due_date","id") WHERE status in ('released', 'in_progress');--> statement-breakpoint
CREATE INDEX "work_orders_number_sort" ON "work_orders" USING btree ("wo_number","id");--> statement-breakpoint
CREATE INDEX "work_orders_date_sort" ON "work_orders" USING btree ("wo_date","id");--> statement-breakpoint
CREATE INDEX "work_orders_due_sort" ON "work_orders" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "work_orders_product_sort" ON "work_orders" USING btree ("product_description","id");--> statement-breakpoint
CREATE INDEX "work_orders_status_sort" ON "work_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "work_orders_created_at_sort" ON "work_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_updated_at_sort" ON "work_orders" USING btree ("updated_at","id");--> statement-breakpoint
-- The audit trail of what production adds: a machine's capacity is a part of the machine; a work
-- order's operations and reserved bar are parts of it; entries, inspections, reasons and holidays
-- are records of their own.--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON machine_capacity
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('machines', 'machine_no', '', '', 'capacity', 'machine_id', 'machines');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON work_orders
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('work-orders', 'wo_number');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON work_order_operations
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('work-orders', 'wo_number', '', '', 'operations', 'work_order_id', 'work_orders');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON work_order_materials
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('work-orders', 'wo_number', '', '', 'materials', 'work_order_id', 'work_orders');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON production_entries
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('production-entries', 'entry_date');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON production_reasons
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('production-reasons', 'name');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON inspections
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('inspections', 'inspected_on');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON inspection_readings
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('inspections', 'inspected_on', '', '', 'readings', 'inspection_id', 'inspections');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON plant_holidays
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('plant-holidays', 'name', '', '', '', 'holiday_date');--> statement-breakpoint
-- The lists a company starts from, to edit as its own: why pieces are rejected, why machines stand.--> statement-breakpoint
INSERT INTO production_reasons (kind, name) VALUES
  ('rejection', 'OD oversize'), ('rejection', 'OD undersize'), ('rejection', 'ID oversize'),
  ('rejection', 'ID undersize'), ('rejection', 'Length out of tolerance'), ('rejection', 'Thread not OK'),
  ('rejection', 'Burr'), ('rejection', 'Tool mark'), ('rejection', 'Surface finish'), ('rejection', 'Material defect'),
  ('downtime', 'Setup'), ('downtime', 'Tool change'), ('downtime', 'No material'), ('downtime', 'No operator'),
  ('downtime', 'Power cut'), ('downtime', 'Breakdown'), ('downtime', 'Preventive maintenance'),
  ('downtime', 'Quality hold');--> statement-breakpoint
-- The Admin role holds every scope: the new ones too (production).
UPDATE roles SET permissions = permissions || '[
  {"scope": "work-orders", "actions": ["view", "create", "edit", "delete"]},
  {"scope": "work-order-status", "actions": ["create", "edit"]},
  {"scope": "schedule", "actions": ["view", "create", "edit", "delete"]},
  {"scope": "production", "actions": ["view", "create", "edit", "delete"]},
  {"scope": "inspection", "actions": ["view", "create", "edit", "delete"]}
]'::jsonb WHERE lower(trim(name)) = 'admin' AND NOT permissions @> '[{"scope": "work-orders"}]'::jsonb;
