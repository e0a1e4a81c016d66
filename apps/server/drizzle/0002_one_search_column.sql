DROP INDEX "customers_party_code_trgm";--> statement-breakpoint
DROP INDEX "customers_name_trgm";--> statement-breakpoint
DROP INDEX "customers_contact_person_trgm";--> statement-breakpoint
DROP INDEX "customers_email_trgm";--> statement-breakpoint
DROP INDEX "customers_phone_trgm";--> statement-breakpoint
DROP INDEX "customers_gstin_trgm";--> statement-breakpoint
DROP INDEX "customers_state_trgm";--> statement-breakpoint
DROP INDEX "employees_employee_code_trgm";--> statement-breakpoint
DROP INDEX "employees_first_name_trgm";--> statement-breakpoint
DROP INDEX "employees_last_name_trgm";--> statement-breakpoint
DROP INDEX "employees_email_trgm";--> statement-breakpoint
DROP INDEX "employees_phone_trgm";--> statement-breakpoint
DROP INDEX "machines_machine_no_trgm";--> statement-breakpoint
DROP INDEX "machines_machine_name_trgm";--> statement-breakpoint
DROP INDEX "machines_setup_no_trgm";--> statement-breakpoint
DROP INDEX "suppliers_name_trgm";--> statement-breakpoint
DROP INDEX "suppliers_supplier_code_trgm";--> statement-breakpoint
DROP INDEX "suppliers_contact_person_trgm";--> statement-breakpoint
DROP INDEX "suppliers_email_trgm";--> statement-breakpoint
DROP INDEX "suppliers_phone_trgm";--> statement-breakpoint
DROP INDEX "suppliers_gstin_trgm";--> statement-breakpoint
DROP INDEX "suppliers_materials_trgm";--> statement-breakpoint
DROP INDEX "suppliers_state_trgm";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce("party_code", '') || ' ' || coalesce("name", '') || ' ' || coalesce("contact_person", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("gstin", '') || ' ' || coalesce("state", '')) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce("employee_code", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '')) STORED;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce("machine_no", '') || ' ' || coalesce("machine_name", '') || ' ' || coalesce("setup_no", '')) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce("name", '') || ' ' || coalesce("supplier_code", '') || ' ' || coalesce("contact_person", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("gstin", '') || ' ' || coalesce("materials", '') || ' ' || coalesce("state", '')) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_trgm" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_search_trgm" ON "employees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_search_trgm" ON "machines" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm" ON "suppliers" USING gin ("search_text" gin_trgm_ops);