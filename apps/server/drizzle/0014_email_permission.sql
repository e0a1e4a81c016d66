-- E-mailing invoices and statements to customers is granted in a scope of its own, `emails`
-- (packages/shared permissions.ts STEP_SCOPES). Whoever makes invoices today (invoices: edit,
-- the Admin role among them) may send them.
CREATE OR REPLACE FUNCTION pg_temp.with_emails(permissions jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT CASE
    WHEN EXISTS (
      SELECT 1 FROM jsonb_array_elements(permissions) p WHERE p->>'scope' = 'invoices' AND p->'actions' ? 'edit'
    ) AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(permissions) p WHERE p->>'scope' = 'emails')
    THEN permissions || '[{"scope": "emails", "actions": ["create"]}]'::jsonb
    ELSE permissions
  END
$$;--> statement-breakpoint
UPDATE roles SET permissions = pg_temp.with_emails(permissions) WHERE pg_temp.with_emails(permissions) <> permissions;--> statement-breakpoint
UPDATE users SET permissions = pg_temp.with_emails(permissions) WHERE pg_temp.with_emails(permissions) <> permissions;--> statement-breakpoint
DROP FUNCTION pg_temp.with_emails(jsonb);
