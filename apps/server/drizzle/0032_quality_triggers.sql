-- Written by `npm run db:triggers` from apps/server/src/db/concerns/table-concerns.ts: the triggers,
-- list counts and generations the declaration gives that the migrations before this one did not.
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON boxes
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('work-orders', 'wo_number', '', '', 'boxes', 'work_order_id', 'work_orders');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON control_plan_characteristics
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('products', 'drawing_number', '', '', 'control-plan-characteristics', 'control_plan_id', 'products', 'control_plans.product_id');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON control_plans
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('products', 'drawing_number', '', '', 'control-plan', 'product_id', 'products');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON gauge_calibrations
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('gauges', 'code', '', '', 'calibrations', 'gauge_id', 'gauges');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON gauges
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('gauges', 'code');--> statement-breakpoint
CREATE TRIGGER list_counts_insert AFTER INSERT ON gauges REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply();--> statement-breakpoint
CREATE TRIGGER list_counts_delete AFTER DELETE ON gauges REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply();--> statement-breakpoint
INSERT INTO list_counts (list, row_count) SELECT 'gauges', count(*) FROM gauges
  ON CONFLICT (list) DO UPDATE SET row_count = excluded.row_count;
