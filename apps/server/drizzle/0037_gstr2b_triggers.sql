-- Written by `npm run db:triggers` from apps/server/src/db/concerns/table-concerns.ts: the triggers,
-- list counts and generations the declaration gives that the migrations before this one did not.
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON gstr2b_actions
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('gstr-2b', 'return_period', '', '', 'actions', 'import_id', 'gstr2b_imports');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON gstr2b_imports
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('gstr-2b', 'return_period');
