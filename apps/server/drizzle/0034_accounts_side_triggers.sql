-- Written by `npm run db:triggers` from apps/server/src/db/concerns/table-concerns.ts: the triggers,
-- list counts and generations the declaration gives that the migrations before this one did not.
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON customer_delivery_addresses
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('customers', 'party_code', '', '', 'delivery-addresses', 'customer_id', 'customers');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON supplier_bill_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('supplier-bills', 'bill_number', '', '', 'lines', 'bill_id', 'supplier_bills');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON supplier_bills
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('supplier-bills', 'bill_number');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON supplier_payment_allocations
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('supplier-payments', 'payment_number', '', '', 'allocations', 'payment_id', 'supplier_payments');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON supplier_payments
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('supplier-payments', 'payment_number');
