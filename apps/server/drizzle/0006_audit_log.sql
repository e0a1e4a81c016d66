CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"entity" text,
	"entity_id" uuid,
	"part" text,
	"record_label" text,
	"actor_id" uuid,
	"actor_email" text,
	"ip" text,
	"route" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("entity","entity_id","at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_event" ON "audit_log" USING btree ("event","at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_trgm" ON "audit_log" USING gin ("actor_email" gin_trgm_ops);--> statement-breakpoint
-- A column name as the API spells fields: party_code → partyCode.
CREATE FUNCTION audit_camel_case(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(left(n, 1)) || substr(n, 2) FROM (SELECT replace(initcap(replace(name, '_', ' ')), ' ', '') AS n) s
$$;--> statement-breakpoint
-- The audit trail of record changes: one row trigger function for every business table, so no
-- write can escape it and its row commits or rolls back with the change. TG_ARGV:
--   0 the entity as the API names it ('sales-orders')
--   1 the label column: the record's own, or for a part the record table's ('order_number')
--   2 the soft-delete flag column, whose flip is a 'delete' or 'restore' ('is_deleted'), or ''
--   3 columns kept by other triggers, not logged, space-separated ('department_name designation_name'), or ''
--   4 for a part of a record, its name ('lines'), else ''
--   5 for a part, the column holding its record's id ('order_id')
--   6 for a part, the record's table ('sales_orders')
--   7 for a part of a part, 'table.column' leading from column 5 to the record's id ('dispatches.order_id')
-- The actor is what the server put in `lathe.actor` for the transaction (id, email, ip, route).
-- Bulk loads set `lathe.audit` to 'off' for their transaction and are not logged: each trigger's
-- WHEN tests it, so their rows neither call the function nor queue an event.
CREATE FUNCTION audit_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entity_name text := TG_ARGV[0];
  label_column text := nullif(TG_ARGV[1], '');
  deleted_column text := nullif(TG_ARGV[2], '');
  part_name text := nullif(TG_ARGV[4], '');
  record_column text := coalesce(nullif(TG_ARGV[5], ''), 'id');
  record_table text := coalesce(nullif(TG_ARGV[6], ''), TG_TABLE_NAME);
  via text := nullif(TG_ARGV[7], '');
  -- Bookkeeping every table has, and the part's pointer to its record (the entry names the record).
  skipped text[] := ARRAY['id', 'created_at', 'updated_at', 'version', 'search_text', record_column]
    || coalesce(string_to_array(nullif(TG_ARGV[3], ''), ' '), '{}');
  -- Logged as changed without their values: secrets, and the company logo (an image of up to 200 kB).
  unkept text[] := ARRAY['password_hash', 'credentials_version', 'refresh_jti', 'logo'];
  old_row jsonb;
  new_row jsonb;
  columns json;
  event_name text := CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END;
  changes jsonb;
  record_key text;
  record_id uuid;
  label text;
  actor jsonb;
BEGIN
  IF current_setting('lathe.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD);
    columns := row_to_json(OLD);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW);
    columns := row_to_json(NEW);
  END IF;
  IF TG_OP = 'UPDATE' AND deleted_column IS NOT NULL
    AND (old_row -> deleted_column) IS DISTINCT FROM (new_row -> deleted_column) THEN
    event_name := CASE WHEN (new_row ->> deleted_column)::boolean THEN 'delete' ELSE 'restore' END;
  END IF;
  -- Created: every field (before null); deleted: every field's last value (after null); updated: what changed.
  SELECT jsonb_agg(jsonb_build_object(
      'field', CASE c.name WHEN 'password_hash' THEN 'password' ELSE audit_camel_case(c.name) END,
      'before', CASE WHEN c.name = ANY (unkept) THEN NULL ELSE old_row -> c.name END,
      'after', CASE WHEN c.name = ANY (unkept) THEN NULL ELSE new_row -> c.name END) ORDER BY c.n)
    INTO changes
    FROM json_object_keys(columns) WITH ORDINALITY AS c(name, n)
    WHERE c.name <> ALL (skipped)
      AND (TG_OP <> 'UPDATE' OR (old_row -> c.name) IS DISTINCT FROM (new_row -> c.name));
  IF changes IS NULL AND TG_OP = 'UPDATE' THEN
    RETURN NULL;
  END IF;
  record_key := coalesce(new_row, old_row) ->> record_column;
  IF via IS NOT NULL AND record_key IS NOT NULL THEN
    EXECUTE format('SELECT %I::text FROM %I WHERE id = $1', split_part(via, '.', 2), split_part(via, '.', 1))
      INTO record_key USING record_key::uuid;
  END IF;
  -- The company settings' single row has no uuid: its entries carry no record id.
  IF record_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    record_id := record_key::uuid;
  END IF;
  IF label_column IS NOT NULL THEN
    IF part_name IS NULL THEN
      label := coalesce(new_row, old_row) ->> label_column;
    ELSIF record_id IS NOT NULL THEN
      EXECUTE format('SELECT %I::text FROM %I WHERE id = $1', label_column, record_table) INTO label USING record_id;
    END IF;
  END IF;
  actor := nullif(current_setting('lathe.actor', true), '')::jsonb;
  INSERT INTO audit_log (event, entity, entity_id, part, record_label, actor_id, actor_email, ip, route, changes)
  VALUES (event_name, entity_name, record_id, part_name, label, (actor ->> 'id')::uuid, actor ->> 'email',
    actor ->> 'ip', actor ->> 'route', coalesce(changes, '[]'::jsonb));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('users', 'email');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON roles
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('roles', 'name');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON departments
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('departments', 'name');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON designations
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('designations', 'name');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON employees
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('employees', 'employee_code', '', 'department_name designation_name');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON machines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('machines', 'machine_no');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON suppliers
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('suppliers', 'name');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON customers
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('customers', 'party_code', 'is_deleted');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('products', 'drawing_number');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON sales_orders
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('sales-orders', 'order_number', '', 'customer_name');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON sales_order_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('sales-orders', 'order_number', '', '', 'lines', 'order_id', 'sales_orders');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON dispatches
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('sales-orders', 'order_number', '', '', 'dispatches', 'order_id', 'sales_orders');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON dispatch_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('sales-orders', 'order_number', '', '', 'dispatch-lines', 'dispatch_id', 'sales_orders', 'dispatches.order_id');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('invoices', 'invoice_number');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON invoice_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('invoices', 'invoice_number', '', '', 'lines', 'invoice_id', 'invoices');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('invoices', 'invoice_number', '', '', 'payments', 'invoice_id', 'invoices');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON company_settings
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('company', 'name');
