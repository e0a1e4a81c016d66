CREATE TABLE "machine_downtime" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"machine_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp NOT NULL,
	"ends_at" timestamp NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_downtime_kind" CHECK (kind in ('maintenance', 'breakdown')),
	CONSTRAINT "machine_downtime_window" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "transfer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "machine_capacity" ADD COLUMN "efficiency_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "machine_capacity" ADD COLUMN "breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_operations" ADD COLUMN "transfer_minutes" integer;--> statement-breakpoint
ALTER TABLE "machine_downtime" ADD CONSTRAINT "machine_downtime_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_downtime" ADD CONSTRAINT "machine_downtime_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_downtime_machine_end" ON "machine_downtime" USING btree ("machine_id","ends_at");--> statement-breakpoint
CREATE INDEX "machine_downtime_end" ON "machine_downtime" USING btree ("ends_at");--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_transfer_minutes" CHECK (transfer_minutes between 0 and 10080);--> statement-breakpoint
ALTER TABLE "machine_capacity" ADD CONSTRAINT "machine_capacity_efficiency" CHECK (efficiency_percent between 1 and 150);--> statement-breakpoint
ALTER TABLE "machine_capacity" ADD CONSTRAINT "machine_capacity_breaks" CHECK (jsonb_typeof(breaks) = 'array' and jsonb_array_length(breaks) <= 6);--> statement-breakpoint
ALTER TABLE "work_order_operations" ADD CONSTRAINT "work_order_operations_transfer" CHECK (transfer_minutes between 0 and 10080);--> statement-breakpoint
-- A machine's downtime windows are a part of the machine in the audit trail, as its capacity is.--> statement-breakpoint
CREATE TRIGGER audit_changes AFTER INSERT OR UPDATE OR DELETE ON machine_downtime
  FOR EACH ROW WHEN (current_setting('lathe.audit', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION audit_record_change('machines', 'machine_no', '', '', 'downtime', 'machine_id', 'machines');
