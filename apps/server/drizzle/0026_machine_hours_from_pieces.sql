-- The "Machining hours" card counts the open order lines' machine hours as the plan counts them
-- (setups and planning efficiency included, packages/shared/src/plant/machine-hours.ts), which no
-- running total of seconds can follow: the rule is worked in the server, once for each product and
-- pieces still to dispatch. This table keeps the open lines counted by those two, by the triggers
-- that keep the open orders' row, so the card reads a row a product and quantity whatever the
-- number of lines. machining_seconds, the cycle seconds a piece and the products' trigger that
-- kept it go.--> statement-breakpoint
CREATE TABLE "dashboard_open_pieces" (
	"product_id" uuid NOT NULL,
	"pieces" integer NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "dashboard_open_pieces_product_id_pieces_pk" PRIMARY KEY("product_id","pieces")
);
--> statement-breakpoint
CREATE INDEX "dashboard_open_pieces_empty" ON "dashboard_open_pieces" USING btree ("product_id") WHERE "dashboard_open_pieces"."line_count" = 0;--> statement-breakpoint
ALTER TABLE "dashboard_open_orders" DROP COLUMN "machining_seconds";--> statement-breakpoint
DROP TRIGGER dashboard_update ON products;--> statement-breakpoint
DROP FUNCTION dashboard_products_apply();--> statement-breakpoint
DROP FUNCTION dashboard_cycle_seconds(products);--> statement-breakpoint
-- Open orders as migration 0008 keeps them, less the seconds to machine; and their lines still to
-- dispatch counted by product and pieces still to dispatch, each line as it was (sign −1) and as
-- it is (+1), in the same statement.
CREATE OR REPLACE FUNCTION dashboard_open_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed text := CASE WHEN TG_LEVEL = 'ROW' THEN '(SELECT $1::uuid AS id, $2::text AS status, $3::date AS delivery_date)'
    ELSE dashboard_transition(TG_OP, TG_TABLE_NAME, 'old_rows') END;
  added text := dashboard_transition(TG_OP, TG_TABLE_NAME, 'new_rows');
  states text;
  apply text;
BEGIN
  IF TG_TABLE_NAME = 'sales_orders' THEN
    states := $s$
      changed AS (
        SELECT r.id AS was_id, r.status = 'confirmed' AS was_open, r.delivery_date AS was_due,
               a.id AS is_id, a.status = 'confirmed' AS is_open, a.delivery_date AS is_due
        FROM %1$s r FULL JOIN %2$s a ON a.id = r.id
        WHERE (r.status = 'confirmed' OR a.status = 'confirmed')
          AND (r.id IS NULL OR a.id IS NULL OR r.status <> a.status OR r.delivery_date IS DISTINCT FROM a.delivery_date)
      ),
      orders AS (
        SELECT -1 AS sign, was_id AS id, was_due AS delivery_date FROM changed WHERE was_open
        UNION ALL
        SELECT 1, is_id, is_due FROM changed WHERE is_open
      ),
      lines AS (SELECT o.sign, l.* FROM orders o JOIN sales_order_lines l ON l.order_id = o.id)$s$;
  ELSE
    states := $s$
      touched AS (
        SELECT o.id, o.delivery_date FROM sales_orders o
        WHERE o.status = 'confirmed' AND o.id IN (SELECT r.order_id FROM %1$s r UNION SELECT a.order_id FROM %2$s a)
      ),
      orders AS (SELECT s.sign, t.id, t.delivery_date FROM touched t CROSS JOIN (VALUES (-1), (1)) s (sign)),
      lines AS (
        SELECT 1 AS sign, l.* FROM sales_order_lines l WHERE l.order_id IN (SELECT id FROM touched)
        UNION ALL
        SELECT -1, l.* FROM sales_order_lines l
        WHERE l.order_id IN (SELECT id FROM touched) AND NOT EXISTS (SELECT FROM %2$s a WHERE a.id = l.id)
        UNION ALL
        SELECT -1, r.* FROM %1$s r WHERE r.order_id IN (SELECT id FROM touched)
      )$s$;
  END IF;
  apply := format('WITH ' || states || $q$,
    per_order AS (
      SELECT o.sign,
             coalesce(min(coalesce(l.delivery_date, o.delivery_date)) FILTER (WHERE l.dispatched_quantity < l.quantity),
                      'infinity') AS earliest_due,
             coalesce(sum((l.quantity - l.invoiced_quantity) * l.rate), 0) AS open_value
      FROM orders o
      LEFT JOIN lines l ON l.sign = o.sign AND l.order_id = o.id
      GROUP BY o.sign, o.id
    ),
    open_pieces AS (
      INSERT INTO dashboard_open_pieces AS t (product_id, pieces, line_count)
      SELECT l.product_id, l.quantity - l.dispatched_quantity, sum(l.sign)
      FROM orders o
      JOIN lines l ON l.sign = o.sign AND l.order_id = o.id
      WHERE l.dispatched_quantity < l.quantity
      GROUP BY 1, 2 HAVING sum(l.sign) <> 0 ORDER BY 1, 2
      ON CONFLICT (product_id, pieces) DO UPDATE SET line_count = t.line_count + excluded.line_count
    )
    INSERT INTO dashboard_open_orders AS t (earliest_due, order_count, open_value)
    SELECT earliest_due, sum(sign), sum(sign * open_value) FROM per_order
    GROUP BY earliest_due
    HAVING sum(sign) <> 0 OR sum(sign * open_value) <> 0
    ORDER BY earliest_due
    ON CONFLICT (earliest_due) DO UPDATE SET order_count = t.order_count + excluded.order_count,
      open_value = t.open_value + excluded.open_value
  $q$, removed, added);
  IF TG_LEVEL = 'ROW' THEN
    EXECUTE apply USING OLD.id, OLD.status, OLD.delivery_date;
  ELSE
    EXECUTE apply;
  END IF;
  DELETE FROM dashboard_open_orders WHERE order_count = 0;
  DELETE FROM dashboard_open_pieces WHERE line_count = 0;
  IF TG_LEVEL = 'ROW' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every figure computed again from the records, as the triggers keep it (0017's, less the seconds
-- to machine, with the open lines by product and pieces).
CREATE OR REPLACE FUNCTION dashboard_figures_refresh() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_open_orders;
  INSERT INTO dashboard_open_orders (earliest_due, order_count, open_value)
  SELECT earliest_due, count(*), sum(open_value) FROM (
    SELECT coalesce(min(coalesce(l.delivery_date, o.delivery_date)) FILTER (WHERE l.dispatched_quantity < l.quantity),
                    'infinity') AS earliest_due,
           coalesce(sum((l.quantity - l.invoiced_quantity) * l.rate), 0) AS open_value
    FROM sales_orders o
    LEFT JOIN sales_order_lines l ON l.order_id = o.id
    WHERE o.status = 'confirmed'
    GROUP BY o.id
  ) per_order
  GROUP BY earliest_due;
  DELETE FROM dashboard_open_pieces;
  INSERT INTO dashboard_open_pieces (product_id, pieces, line_count)
  SELECT l.product_id, l.quantity - l.dispatched_quantity, count(*)
  FROM sales_order_lines l JOIN sales_orders o ON o.id = l.order_id
  WHERE o.status = 'confirmed' AND l.dispatched_quantity < l.quantity
  GROUP BY 1, 2;
  DELETE FROM dashboard_dispatch_months;
  INSERT INTO dashboard_dispatch_months (month, dispatch_count)
  SELECT dashboard_month_of(dispatch_date), count(*) FROM dispatches GROUP BY 1;
  DELETE FROM dashboard_sales_months;
  INSERT INTO dashboard_sales_months (month, invoice_count, amount)
  SELECT dashboard_month_of(invoice_date), count(*), sum(grand_total) FROM invoices
  WHERE status NOT IN ('draft', 'cancelled') GROUP BY 1;
  DELETE FROM dashboard_customer_sales;
  INSERT INTO dashboard_customer_sales (window_end, customer_id, invoice_count, amount)
  SELECT w.window_end, m.customer_id, sum(m.invoice_count), sum(m.amount)
  FROM (
    SELECT dashboard_month_of(invoice_date) AS month, customer_id, count(*) AS invoice_count, sum(grand_total) AS amount
    FROM invoices WHERE status NOT IN ('draft', 'cancelled') GROUP BY 1, 2
  ) m CROSS JOIN LATERAL dashboard_windows_of(m.month) w (window_end)
  GROUP BY 1, 2;
  DELETE FROM dashboard_receivables;
  INSERT INTO dashboard_receivables (due_date, invoice_count, balance)
  SELECT due_date, count(*), sum(grand_total + adjustment - amount_paid) FROM invoices
  WHERE status IN ('issued', 'partially_paid') GROUP BY due_date;
END $$;--> statement-breakpoint
SELECT dashboard_figures_refresh();
