CREATE TABLE "dashboard_customer_sales" (
	"window_end" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"invoice_count" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "dashboard_customer_sales_window_end_customer_id_pk" PRIMARY KEY("window_end","customer_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_dispatch_months" (
	"month" date PRIMARY KEY NOT NULL,
	"dispatch_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_open_orders" (
	"earliest_due" date PRIMARY KEY NOT NULL,
	"order_count" integer NOT NULL,
	"open_value" numeric NOT NULL,
	"machining_seconds" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_receivables" (
	"due_date" date PRIMARY KEY NOT NULL,
	"invoice_count" integer NOT NULL,
	"balance" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_sales_months" (
	"month" date PRIMARY KEY NOT NULL,
	"invoice_count" integer NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_customer_sales_ranking" ON "dashboard_customer_sales" USING btree ("window_end","amount");--> statement-breakpoint
CREATE INDEX "dashboard_customer_sales_empty" ON "dashboard_customer_sales" USING btree ("window_end") WHERE "dashboard_customer_sales"."invoice_count" = 0;--> statement-breakpoint
-- The dashboard's figures, kept by statement triggers (transition tables: a bulk statement is
-- one update of each figure). Each trigger adds what the statement's new rows count for and
-- takes away what its old rows counted for, so an edit that changes nothing counted writes
-- nothing; a row whose count falls to 0 goes. Figures about today are kept by date, never as
-- flags, so they stay right as days pass with no writes. dashboard_figures_refresh() below
-- computes every table again from the records: the backfill, the tests' check on the triggers,
-- and the repair after a TRUNCATE of a summarised table (TRUNCATE fires none of these triggers).
-- The server changes an order's lines and status under the order's row lock, so two statements
-- never move one order at once.

-- The machining time of one piece of a product in seconds: its cycle times summed, unknown ones 0.
CREATE FUNCTION dashboard_cycle_seconds(p products) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(p.spm_rough_first_cycle_time_sec, 0) + coalesce(p.rough_first_cycle_time_sec, 0)
    + coalesce(p.rough_second_cycle_time_sec, 0) + coalesce(p.single_setup_cycle_time_sec, 0)
    + coalesce(p.first_setup_cycle_time_sec, 0) + coalesce(p.second_setup_cycle_time_sec, 0)
$$;--> statement-breakpoint
-- The first day of a date's month.
CREATE FUNCTION dashboard_month_of(day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', day::timestamp)::date
$$;--> statement-breakpoint
-- The sales windows a month's sales count in: the twelve months (the dashboard's SALES_MONTHS)
-- ending with it and with each of the eleven months after it.
CREATE FUNCTION dashboard_windows_of(month date) RETURNS SETOF date LANGUAGE sql IMMUTABLE AS $$
  SELECT (month + k * interval '1 month')::date FROM generate_series(0, 11) k
$$;--> statement-breakpoint
-- The rows a statement removed (`old_rows`) or added (`new_rows`), as a FROM item: an INSERT
-- removes none and a DELETE adds none, and the transition table is not there to read then.
CREATE FUNCTION dashboard_transition(op text, tbl text, kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (kind = 'old_rows' AND op = 'INSERT') OR (kind = 'new_rows' AND op = 'DELETE')
    THEN format('(SELECT * FROM %I WHERE false)', tbl) ELSE kind END
$$;--> statement-breakpoint
-- Open orders: each confirmed order counts in the row of the earliest due date of its lines still
-- to dispatch, with what remains to invoice and to machine on its lines. A statement on the orders
-- moves those whose status or delivery date changed; one on the lines moves their (confirmed)
-- orders, as they were (the lines now, less the statement's new rows, plus its old ones) and as
-- they are. An order is deleted (with its lines, by cascade) before its row goes, while its lines
-- can still be read: that is the row trigger below.
CREATE FUNCTION dashboard_open_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
             coalesce(sum((l.quantity - l.invoiced_quantity) * l.rate), 0) AS open_value,
             coalesce(sum((l.quantity - l.dispatched_quantity) * dashboard_cycle_seconds(p)), 0) AS machining_seconds
      FROM orders o
      LEFT JOIN lines l ON l.sign = o.sign AND l.order_id = o.id
      LEFT JOIN products p ON p.id = l.product_id
      GROUP BY o.sign, o.id
    )
    INSERT INTO dashboard_open_orders AS t (earliest_due, order_count, open_value, machining_seconds)
    SELECT earliest_due, sum(sign), sum(sign * open_value), sum(sign * machining_seconds) FROM per_order
    GROUP BY earliest_due
    HAVING sum(sign) <> 0 OR sum(sign * open_value) <> 0 OR sum(sign * machining_seconds) <> 0
    ORDER BY earliest_due
    ON CONFLICT (earliest_due) DO UPDATE SET order_count = t.order_count + excluded.order_count,
      open_value = t.open_value + excluded.open_value, machining_seconds = t.machining_seconds + excluded.machining_seconds
  $q$, removed, added);
  IF TG_LEVEL = 'ROW' THEN
    EXECUTE apply USING OLD.id, OLD.status, OLD.delivery_date;
  ELSE
    EXECUTE apply;
  END IF;
  DELETE FROM dashboard_open_orders WHERE order_count = 0;
  IF TG_LEVEL = 'ROW' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_insert AFTER INSERT ON sales_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_open_orders_apply();--> statement-breakpoint
CREATE TRIGGER dashboard_update AFTER UPDATE ON sales_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_open_orders_apply();--> statement-breakpoint
CREATE TRIGGER dashboard_delete BEFORE DELETE ON sales_orders
  FOR EACH ROW WHEN (OLD.status = 'confirmed') EXECUTE FUNCTION dashboard_open_orders_apply();--> statement-breakpoint
CREATE TRIGGER dashboard_insert AFTER INSERT ON sales_order_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_open_orders_apply();--> statement-breakpoint
CREATE TRIGGER dashboard_update AFTER UPDATE ON sales_order_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_open_orders_apply();--> statement-breakpoint
CREATE TRIGGER dashboard_delete AFTER DELETE ON sales_order_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_open_orders_apply();--> statement-breakpoint
-- A product's cycle times changed: the seconds still to machine on its lines of open orders change
-- by (qty − dispatched) × the difference, in their orders' rows. Those orders are locked first, as
-- a dispatch or an invoice locks its order before it moves the lines: one under way finishes
-- first and the sums below see its lines, or it waits and reads the new cycle times.
CREATE FUNCTION dashboard_products_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM sales_orders o
  WHERE o.status = 'confirmed' AND o.id IN (
    SELECT l.order_id FROM old_rows r JOIN new_rows a ON a.id = r.id JOIN sales_order_lines l ON l.product_id = a.id
    WHERE dashboard_cycle_seconds(a) <> dashboard_cycle_seconds(r))
  ORDER BY o.id FOR UPDATE;
  WITH changed AS (
    SELECT a.id, dashboard_cycle_seconds(a) - dashboard_cycle_seconds(r) AS seconds
    FROM old_rows r JOIN new_rows a ON a.id = r.id
    WHERE dashboard_cycle_seconds(a) <> dashboard_cycle_seconds(r)
  ),
  per_order AS (
    SELECT o.id, o.delivery_date, sum((l.quantity - l.dispatched_quantity) * c.seconds) AS seconds
    FROM changed c JOIN sales_order_lines l ON l.product_id = c.id JOIN sales_orders o ON o.id = l.order_id
    WHERE o.status = 'confirmed'
    GROUP BY o.id
  ),
  moved AS (
    SELECT coalesce((SELECT min(coalesce(l.delivery_date, p.delivery_date)) FROM sales_order_lines l
                     WHERE l.order_id = p.id AND l.dispatched_quantity < l.quantity), 'infinity') AS earliest_due,
           p.seconds
    FROM per_order p WHERE p.seconds <> 0
  )
  INSERT INTO dashboard_open_orders AS t (earliest_due, order_count, open_value, machining_seconds)
  SELECT earliest_due, 0, 0, sum(seconds) FROM moved
  GROUP BY earliest_due HAVING sum(seconds) <> 0 ORDER BY earliest_due
  ON CONFLICT (earliest_due) DO UPDATE SET machining_seconds = t.machining_seconds + excluded.machining_seconds;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_products_apply();--> statement-breakpoint
-- Dispatches by month.
CREATE FUNCTION dashboard_dispatches_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO dashboard_dispatch_months AS t (month, dispatch_count)
    SELECT month, sum(sign) FROM (
      SELECT dashboard_month_of(r.dispatch_date) AS month, -1 AS sign FROM %1$s r
      UNION ALL
      SELECT dashboard_month_of(a.dispatch_date), 1 FROM %2$s a
    ) moves
    GROUP BY month HAVING sum(sign) <> 0 ORDER BY month
    ON CONFLICT (month) DO UPDATE SET dispatch_count = t.dispatch_count + excluded.dispatch_count
  $q$, dashboard_transition(TG_OP, TG_TABLE_NAME, 'old_rows'), dashboard_transition(TG_OP, TG_TABLE_NAME, 'new_rows'));
  DELETE FROM dashboard_dispatch_months WHERE dispatch_count = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_insert AFTER INSERT ON dispatches REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_dispatches_apply();--> statement-breakpoint
CREATE TRIGGER dashboard_update AFTER UPDATE ON dispatches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_dispatches_apply();--> statement-breakpoint
CREATE TRIGGER dashboard_delete AFTER DELETE ON dispatches REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_dispatches_apply();--> statement-breakpoint
-- Invoices: sales (neither draft nor cancelled) by month and by customer and sales window; what
-- is owed (issued, partly paid) by due date. A payment changes the invoice's amount paid and
-- status, so the invoices' own rows carry everything (payments need no trigger).
CREATE FUNCTION dashboard_invoices_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    WITH moves AS (
      SELECT -1 AS sign, r.customer_id, r.status, r.invoice_date, r.due_date, r.grand_total, r.amount_paid FROM %1$s r
      UNION ALL
      SELECT 1, a.customer_id, a.status, a.invoice_date, a.due_date, a.grand_total, a.amount_paid FROM %2$s a
    ),
    sales AS (
      SELECT sign, customer_id, dashboard_month_of(invoice_date) AS month, grand_total FROM moves
      WHERE status NOT IN ('draft', 'cancelled')
    ),
    by_month AS (
      INSERT INTO dashboard_sales_months AS t (month, invoice_count, amount)
      SELECT month, sum(sign), sum(sign * grand_total) FROM sales
      GROUP BY month HAVING sum(sign) <> 0 OR sum(sign * grand_total) <> 0 ORDER BY month
      ON CONFLICT (month) DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count,
        amount = t.amount + excluded.amount
    ),
    by_customer AS (
      INSERT INTO dashboard_customer_sales AS t (window_end, customer_id, invoice_count, amount)
      SELECT w.window_end, s.customer_id, sum(s.sign), sum(s.sign * s.grand_total)
      FROM sales s CROSS JOIN LATERAL dashboard_windows_of(s.month) w (window_end)
      GROUP BY w.window_end, s.customer_id
      HAVING sum(s.sign) <> 0 OR sum(s.sign * s.grand_total) <> 0 ORDER BY w.window_end, s.customer_id
      ON CONFLICT (window_end, customer_id) DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count,
        amount = t.amount + excluded.amount
    )
    INSERT INTO dashboard_receivables AS t (due_date, invoice_count, balance)
    SELECT due_date, sum(sign), sum(sign * (grand_total - amount_paid)) FROM moves
    WHERE status IN ('issued', 'partially_paid')
    GROUP BY due_date HAVING sum(sign) <> 0 OR sum(sign * (grand_total - amount_paid)) <> 0 ORDER BY due_date
    ON CONFLICT (due_date) DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count,
      balance = t.balance + excluded.balance
  $q$, dashboard_transition(TG_OP, TG_TABLE_NAME, 'old_rows'), dashboard_transition(TG_OP, TG_TABLE_NAME, 'new_rows'));
  DELETE FROM dashboard_sales_months WHERE invoice_count = 0;
  DELETE FROM dashboard_customer_sales WHERE invoice_count = 0;
  DELETE FROM dashboard_receivables WHERE invoice_count = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_invoices_apply();--> statement-breakpoint
CREATE TRIGGER dashboard_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_invoices_apply();--> statement-breakpoint
CREATE TRIGGER dashboard_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_invoices_apply();--> statement-breakpoint
-- Every figure computed again from the records, as the triggers keep it.
CREATE FUNCTION dashboard_figures_refresh() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_open_orders;
  INSERT INTO dashboard_open_orders (earliest_due, order_count, open_value, machining_seconds)
  SELECT earliest_due, count(*), sum(open_value), sum(machining_seconds) FROM (
    SELECT coalesce(min(coalesce(l.delivery_date, o.delivery_date)) FILTER (WHERE l.dispatched_quantity < l.quantity),
                    'infinity') AS earliest_due,
           coalesce(sum((l.quantity - l.invoiced_quantity) * l.rate), 0) AS open_value,
           coalesce(sum((l.quantity - l.dispatched_quantity) * dashboard_cycle_seconds(p)), 0) AS machining_seconds
    FROM sales_orders o
    LEFT JOIN sales_order_lines l ON l.order_id = o.id
    LEFT JOIN products p ON p.id = l.product_id
    WHERE o.status = 'confirmed'
    GROUP BY o.id
  ) per_order
  GROUP BY earliest_due;
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
  SELECT due_date, count(*), sum(grand_total - amount_paid) FROM invoices
  WHERE status IN ('issued', 'partially_paid') GROUP BY due_date;
END $$;--> statement-breakpoint
SELECT dashboard_figures_refresh();
