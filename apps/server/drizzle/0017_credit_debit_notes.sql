CREATE TABLE "gst_note_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"description" text NOT NULL,
	"hsn_code" text,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "gst_note_lines_quantity" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "gst_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note_number" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"note_date" date NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"customer_party_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_gstin" text,
	"billing_address" text,
	"shipping_address" text,
	"place_of_supply" text,
	"place_of_supply_code" text,
	"reason" text NOT NULL,
	"remarks" text,
	"taxable_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sgst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"igst_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"round_off" numeric(14, 2) DEFAULT 0 NOT NULL,
	"grand_total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"seller" jsonb,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"irn" text,
	"irn_ack_number" text,
	"irn_ack_date" timestamp with time zone,
	"irn_signed_qr" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce("note_number", '') || ' ' || coalesce("invoice_number", '') || ' ' || coalesce("customer_party_code", '') || ' ' || coalesce("customer_name", '')) STORED,
	CONSTRAINT "gst_notes_kind" CHECK (kind in ('credit', 'debit')),
	CONSTRAINT "gst_notes_status" CHECK (status in ('draft', 'issued', 'cancelled')),
	CONSTRAINT "gst_notes_reason" CHECK (reason in ('goods_returned', 'rate_correction', 'other'))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_paid_within_total";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "adjustment" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gst_note_lines" ADD CONSTRAINT "gst_note_lines_note_id_gst_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."gst_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_note_lines" ADD CONSTRAINT "gst_note_lines_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_notes" ADD CONSTRAINT "gst_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_notes" ADD CONSTRAINT "gst_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_notes" ADD CONSTRAINT "gst_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_note_lines_note_line" ON "gst_note_lines" USING btree ("note_id","line_number");--> statement-breakpoint
CREATE INDEX "gst_note_lines_invoice_line" ON "gst_note_lines" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_notes_note_number_unique" ON "gst_notes" USING btree ("note_number");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_notes_irn_unique" ON "gst_notes" USING btree ("irn");--> statement-breakpoint
CREATE INDEX "gst_notes_search_trgm" ON "gst_notes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gst_notes_invoice" ON "gst_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "gst_notes_customer" ON "gst_notes" USING btree ("customer_id","note_date");--> statement-breakpoint
CREATE INDEX "gst_notes_note_date_sort" ON "gst_notes" USING btree ("note_date","id");--> statement-breakpoint
CREATE INDEX "gst_notes_customer_name_sort" ON "gst_notes" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "gst_notes_note_number_sort" ON "gst_notes" USING btree ("note_number","id");--> statement-breakpoint
CREATE INDEX "gst_notes_grand_total_sort" ON "gst_notes" USING btree ("grand_total","id");--> statement-breakpoint
CREATE INDEX "gst_notes_status_sort" ON "gst_notes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "gst_notes_created_at_sort" ON "gst_notes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gst_notes_updated_at_sort" ON "gst_notes" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_within_total" CHECK (amount_paid >= 0 and amount_paid <= grand_total + adjustment);--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON gst_notes
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('notes', 'note_number');--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON gst_note_lines
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('notes', 'note_number', '', '', 'lines', 'note_id', 'gst_notes');--> statement-breakpoint
-- What a customer owes on an invoice is now its total with its notes' adjustment, less what was paid.
CREATE OR REPLACE FUNCTION dashboard_invoices_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    WITH moves AS (
      SELECT -1 AS sign, r.customer_id, r.status, r.invoice_date, r.due_date, r.grand_total, r.amount_paid, r.adjustment FROM %1$s r
      UNION ALL
      SELECT 1, a.customer_id, a.status, a.invoice_date, a.due_date, a.grand_total, a.amount_paid, a.adjustment FROM %2$s a
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
    SELECT due_date, sum(sign), sum(sign * (grand_total + adjustment - amount_paid)) FROM moves
    WHERE status IN ('issued', 'partially_paid')
    GROUP BY due_date HAVING sum(sign) <> 0 OR sum(sign * (grand_total + adjustment - amount_paid)) <> 0 ORDER BY due_date
    ON CONFLICT (due_date) DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count,
      balance = t.balance + excluded.balance
  $q$, dashboard_transition(TG_OP, TG_TABLE_NAME, 'old_rows'), dashboard_transition(TG_OP, TG_TABLE_NAME, 'new_rows'));
  DELETE FROM dashboard_sales_months WHERE invoice_count = 0;
  DELETE FROM dashboard_customer_sales WHERE invoice_count = 0;
  DELETE FROM dashboard_receivables WHERE invoice_count = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_figures_refresh() RETURNS void LANGUAGE plpgsql AS $$
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
  SELECT due_date, count(*), sum(grand_total + adjustment - amount_paid) FROM invoices
  WHERE status IN ('issued', 'partially_paid') GROUP BY due_date;
END $$;--> statement-breakpoint
SELECT dashboard_figures_refresh();
