-- Dispatching, short-closing, cancelling, issuing and recording payments were all 'edit' on
-- sales-orders or invoices; each is now granted in a scope of its own (packages/shared
-- permissions.ts STEP_SCOPES). Every role and user who could take a step before keeps it.
CREATE OR REPLACE FUNCTION pg_temp.with_step_scopes(permissions jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT permissions || coalesce((
    SELECT jsonb_agg(jsonb_build_object('scope', g.scope, 'actions', g.actions))
    FROM (VALUES
      ('sales-orders', 'dispatches', '["create"]'::jsonb),
      ('sales-orders', 'sales-order-status', '["edit", "delete"]'::jsonb),
      ('invoices', 'invoice-status', '["create", "delete"]'::jsonb),
      ('invoices', 'payments', '["create", "delete"]'::jsonb)
    ) AS g(held, scope, actions)
    WHERE EXISTS (
      SELECT 1 FROM jsonb_array_elements(permissions) p WHERE p->>'scope' = g.held AND p->'actions' ? 'edit'
    )
    AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(permissions) p WHERE p->>'scope' = g.scope)
  ), '[]'::jsonb)
$$;--> statement-breakpoint
UPDATE roles SET permissions = pg_temp.with_step_scopes(permissions)
  WHERE pg_temp.with_step_scopes(permissions) <> permissions;--> statement-breakpoint
UPDATE users SET permissions = pg_temp.with_step_scopes(permissions)
  WHERE pg_temp.with_step_scopes(permissions) <> permissions;--> statement-breakpoint
DROP FUNCTION pg_temp.with_step_scopes(jsonb);
