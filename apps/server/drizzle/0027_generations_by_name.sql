-- Generations by name. Migration 0024 kept one generation, the machine schedule's; the dashboard's
-- machining hours are now kept the same way, so the mechanism takes a name: a figure a server
-- process keeps between reads is good while its generation stands, and every committed
-- transaction that changed a table the figure reads moves it once, at its commit (0024 says why
-- at the commit). The schedule's generation moves here with the number it had reached, and its
-- tables keep their trigger's name, schedule_changed.--> statement-breakpoint
CREATE TABLE "generations" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);--> statement-breakpoint
-- A transaction that changed what a named figure reads and has not committed yet: one row a name,
-- removed at its commit.--> statement-breakpoint
CREATE TABLE "generation_changes" (
	"name" text NOT NULL,
	"transaction_id" bigint NOT NULL,
	PRIMARY KEY ("name", "transaction_id")
);--> statement-breakpoint
CREATE FUNCTION generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE generations SET generation = generation + 1 WHERE name = NEW.name;
  DELETE FROM generation_changes WHERE name = NEW.name AND transaction_id = NEW.transaction_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER generation_bump AFTER INSERT ON generation_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION generation_bump();--> statement-breakpoint
CREATE FUNCTION generation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO generation_changes (name, transaction_id) VALUES (TG_ARGV[0], txid_current()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Declares that the figure `figure` reads `tbl`: its trigger, `<figure>_changed`, notes any
-- statement's transaction (a bulk one too: once a statement). A later migration adds a table
-- with SELECT generation_reads('schedule', 'new_table'). TRUNCATE is left out, as in 0024.--> statement-breakpoint
CREATE FUNCTION generation_reads(figure text, tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH STATEMENT EXECUTE FUNCTION generation_changed(%L)',
    figure || '_changed', tbl, figure);
END $$;--> statement-breakpoint
-- The schedule's generation, where it stood, and its tables' triggers on the new functions.--> statement-breakpoint
INSERT INTO generations (name, generation) SELECT 'schedule', generation FROM schedule_generation;--> statement-breakpoint
DO $$
DECLARE
  tbl regclass;
BEGIN
  FOR tbl IN SELECT t.tgrelid::regclass FROM pg_trigger t WHERE t.tgname = 'schedule_changed' LOOP
    EXECUTE format('DROP TRIGGER schedule_changed ON %s', tbl);
    PERFORM generation_reads('schedule', tbl);
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION schedule_reads(regclass);--> statement-breakpoint
DROP FUNCTION schedule_changed();--> statement-breakpoint
DROP TABLE schedule_changes;--> statement-breakpoint
DROP FUNCTION schedule_generation_bump();--> statement-breakpoint
DROP TABLE schedule_generation;--> statement-breakpoint
-- The dashboard's machining hours: the open lines counted by product and pieces, the lines with
-- work orders and theirs, and the products' cycle times (apps/server/src/modules/sales-orders/
-- line-machine-hours.ts reads them; line-machine-hours.test.ts checks the two lists agree). The
-- plan it is worked on has its own generation, the schedule's.--> statement-breakpoint
INSERT INTO generations (name, generation) VALUES ('machine_hours', 1);--> statement-breakpoint
SELECT generation_reads('machine_hours', tbl) FROM unnest(ARRAY[
  'dashboard_open_pieces',
  'products',
  'sales_order_lines',
  'sales_orders',
  'work_orders',
  'work_order_operations'
]::regclass[]) AS tbl;
