-- The generation of what the machine schedule is computed from: one number, moved by every
-- committed transaction that changed a table the schedule reads, so a server process (any of them)
-- reads it before answering the schedule and computes the plan again only when it has moved.
-- Writers declare nothing: the tables carry it.--> statement-breakpoint
CREATE TABLE "schedule_generation" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"generation" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "schedule_generation" ("id", "generation") VALUES (1, 1);--> statement-breakpoint
-- A transaction that changed what the schedule reads and has not committed yet: one row each,
-- removed at its commit, so the table is empty to everyone else. Its row's deferred trigger moves
-- the generation at the commit: the counter's row is locked only while a writer commits, never
-- across a transaction that goes on to wait for other locks (two writers could deadlock on it),
-- and the new generation becomes visible with the writer's rows, not before them.--> statement-breakpoint
CREATE TABLE "schedule_changes" (
	"transaction_id" bigint PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE FUNCTION schedule_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE schedule_generation SET generation = generation + 1 WHERE id = 1;
  DELETE FROM schedule_changes WHERE transaction_id = NEW.transaction_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER schedule_generation_bump AFTER INSERT ON schedule_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION schedule_generation_bump();--> statement-breakpoint
-- Any statement on a table the schedule reads (a bulk one too: once a statement) notes its
-- transaction, once a transaction.--> statement-breakpoint
CREATE FUNCTION schedule_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO schedule_changes (transaction_id) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Declares that the schedule reads `tbl`: a later migration adds a table with
-- SELECT schedule_reads('new_table'); TRUNCATE is left out, as for the other summaries
-- (a restore truncates and loads with the triggers off, and keeps the backed-up generation).--> statement-breakpoint
CREATE FUNCTION schedule_reads(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER schedule_changed AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH STATEMENT EXECUTE FUNCTION schedule_changed()',
    tbl);
END $$;--> statement-breakpoint
-- The tables the schedule is computed from (apps/server/src/modules/schedule/schedule-data.ts
-- reads them; schedule.test.ts checks the two lists agree).--> statement-breakpoint
SELECT schedule_reads(tbl) FROM unnest(ARRAY[
  'machines',
  'machine_capacity',
  'machine_downtime',
  'plant_holidays',
  'company_settings',
  'work_orders',
  'work_order_operations',
  'production_entries',
  'customers'
]::regclass[]) AS tbl;
