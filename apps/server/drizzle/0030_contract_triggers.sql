-- Written by `npm run db:triggers` from apps/server/src/db/concerns/table-concerns.ts: the triggers,
-- list counts and generations the declaration gives that the migrations before this one did not.
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON blanket_order_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('blanket-orders', 'blanket_number', '', '', 'lines', 'blanket_order_id', 'blanket_orders');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON blanket_orders
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('blanket-orders', 'blanket_number');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON delivery_schedule_revisions
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('delivery-schedules', 'month', '', '', 'revisions', 'schedule_id', 'delivery_schedules');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON delivery_schedules
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('delivery-schedules', 'month');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON quotation_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('quotations', 'quotation_number', '', '', 'lines', 'quotation_id', 'quotations');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON quotations
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('quotations', 'quotation_number');
