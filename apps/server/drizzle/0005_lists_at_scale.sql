CREATE TABLE "list_counts" (
	"list" text PRIMARY KEY NOT NULL,
	"row_count" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_party_code_sort";--> statement-breakpoint
DROP INDEX "customers_name_sort";--> statement-breakpoint
DROP INDEX "customers_contact_person_sort";--> statement-breakpoint
DROP INDEX "customers_state_sort";--> statement-breakpoint
DROP INDEX "customers_payment_terms_sort";--> statement-breakpoint
DROP INDEX "customers_created_at_sort";--> statement-breakpoint
DROP INDEX "customers_updated_at_sort";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "department_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "designation_name" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
CREATE INDEX "customers_party_code_trgm" ON "customers" USING gin ("party_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_is_active_sort" ON "customers" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "employees_department_name_sort" ON "employees" USING btree ("department_name","id");--> statement-breakpoint
CREATE INDEX "employees_designation_name_sort" ON "employees" USING btree ("designation_name","id");--> statement-breakpoint
CREATE INDEX "employees_is_active_sort" ON "employees" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "suppliers_is_active_sort" ON "suppliers" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_name_sort" ON "invoices" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "invoices_status_sort" ON "invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sales_order_lines_pending" ON "sales_order_lines" USING btree ("order_id") WHERE "sales_order_lines"."dispatched_quantity" < "sales_order_lines"."quantity";--> statement-breakpoint
CREATE INDEX "sales_orders_customer_name_sort" ON "sales_orders" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "sales_orders_status_sort" ON "sales_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "customers_party_code_sort" ON "customers" USING btree ("party_code","id");--> statement-breakpoint
CREATE INDEX "customers_name_sort" ON "customers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customers_contact_person_sort" ON "customers" USING btree ("contact_person","id");--> statement-breakpoint
CREATE INDEX "customers_state_sort" ON "customers" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "customers_payment_terms_sort" ON "customers" USING btree ("payment_terms_days","id");--> statement-breakpoint
CREATE INDEX "customers_created_at_sort" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_updated_at_sort" ON "customers" USING btree ("updated_at","id");--> statement-breakpoint
-- Names copied for sorting: an employee's department and designation, an order's customer.
CREATE FUNCTION employees_copy_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.department_name := (SELECT name FROM departments WHERE id = NEW.department_id);
  NEW.designation_name := (SELECT name FROM designations WHERE id = NEW.designation_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER employees_copy_names BEFORE INSERT OR UPDATE OF department_id, designation_id ON employees
  FOR EACH ROW EXECUTE FUNCTION employees_copy_names();--> statement-breakpoint
-- One rename function for every copied name: TG_ARGV names the table holding the copies, the
-- column the name is copied into, and the column pointing back at the renamed row.
CREATE FUNCTION copy_renamed_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET %I = $1 WHERE %I = $2', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]) USING NEW.name, NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER departments_rename_employees AFTER UPDATE OF name ON departments
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION copy_renamed_name('employees', 'department_name', 'department_id');--> statement-breakpoint
CREATE TRIGGER designations_rename_employees AFTER UPDATE OF name ON designations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION copy_renamed_name('employees', 'designation_name', 'designation_id');--> statement-breakpoint
CREATE FUNCTION sales_orders_copy_customer_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.customer_name := (SELECT name FROM customers WHERE id = NEW.customer_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_orders_copy_customer_name BEFORE INSERT OR UPDATE OF customer_id ON sales_orders
  FOR EACH ROW EXECUTE FUNCTION sales_orders_copy_customer_name();--> statement-breakpoint
CREATE TRIGGER customers_rename_orders AFTER UPDATE OF name ON customers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION copy_renamed_name('sales_orders', 'customer_name', 'customer_id');--> statement-breakpoint
UPDATE employees e SET department_name = d.name FROM departments d WHERE d.id = e.department_id;--> statement-breakpoint
UPDATE employees e SET designation_name = d.name FROM designations d WHERE d.id = e.designation_id;--> statement-breakpoint
UPDATE sales_orders o SET customer_name = c.name FROM customers c WHERE c.id = o.customer_id;--> statement-breakpoint
-- Each large list's row count, kept by one statement trigger per change (transition tables:
-- a bulk insert adds its rows in one update). Customers count only those not deleted.
CREATE FUNCTION list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := (SELECT count(*) FROM new_rows);
  ELSE
    delta := -(SELECT count(*) FROM old_rows);
  END IF;
  UPDATE list_counts SET row_count = row_count + delta WHERE list = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION list_counts_apply_customers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_rows WHERE NOT is_deleted);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    delta := delta - (SELECT count(*) FROM old_rows WHERE NOT is_deleted);
  END IF;
  UPDATE list_counts SET row_count = row_count + delta WHERE list = 'customers';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER list_counts_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply_customers();--> statement-breakpoint
CREATE TRIGGER list_counts_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply_customers();--> statement-breakpoint
CREATE TRIGGER list_counts_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply_customers();--> statement-breakpoint
INSERT INTO list_counts (list, row_count) SELECT 'customers', count(*) FROM customers WHERE NOT is_deleted;
--> statement-breakpoint
DO $$
DECLARE
  counted text;
BEGIN
  FOREACH counted IN ARRAY ARRAY['suppliers', 'employees', 'machines', 'products', 'sales_orders', 'invoices'] LOOP
    EXECUTE format('CREATE TRIGGER list_counts_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply()', counted);
    EXECUTE format('CREATE TRIGGER list_counts_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply()', counted);
    EXECUTE format('INSERT INTO list_counts (list, row_count) SELECT %L, count(*) FROM %I', counted, counted);
  END LOOP;
END $$;
