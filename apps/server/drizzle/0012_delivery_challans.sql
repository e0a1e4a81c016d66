ALTER TABLE "dispatches" ADD COLUMN "challan_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatches_challan_number_unique" ON "dispatches" USING btree ("challan_number");--> statement-breakpoint
-- Every dispatch is numbered as a delivery challan (DC/2026-27/0007), from its dispatch date's
-- yearly series, as the server numbers one when it is recorded. This numbers the dispatches
-- that have none yet, in the order they went out, after the series' last number, and moves the
-- series on: run here for the dispatches recorded before, and by the demo seed for its own.
CREATE FUNCTION delivery_challans_number() RETURNS void LANGUAGE sql AS $$
  WITH unnumbered AS (
    SELECT d.id, fy.year AS financial_year,
           row_number() OVER (PARTITION BY fy.year ORDER BY d.dispatch_date, d.created_at, d.id) AS n
    FROM dispatches d
    CROSS JOIN LATERAL (
      SELECT CASE WHEN extract(month FROM d.dispatch_date) >= 4 THEN extract(year FROM d.dispatch_date)::int
                  ELSE extract(year FROM d.dispatch_date)::int - 1 END AS first
    ) s
    CROSS JOIN LATERAL (SELECT s.first || '-' || lpad(((s.first + 1) % 100)::text, 2, '0') AS year) fy
    WHERE d.challan_number IS NULL
  ), base AS (
    SELECT u.id, u.financial_year, coalesce(ds.last_number, 0) + u.n AS number
    FROM unnumbered u
    LEFT JOIN document_series ds ON ds.prefix = 'DC' AND ds.financial_year = u.financial_year
  ), numbered AS (
    UPDATE dispatches d SET challan_number = 'DC/' || b.financial_year || '/' || lpad(b.number::text, 4, '0')
    FROM base b WHERE d.id = b.id
    RETURNING b.financial_year, b.number
  )
  INSERT INTO document_series (prefix, financial_year, last_number)
  SELECT 'DC', financial_year, max(number) FROM numbered GROUP BY financial_year
  ON CONFLICT (prefix, financial_year) DO UPDATE SET last_number = excluded.last_number
$$;--> statement-breakpoint
SELECT delivery_challans_number();
