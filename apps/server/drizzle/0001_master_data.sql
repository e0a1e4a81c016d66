CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"party_code" text NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"gstin" text,
	"billing_address" text,
	"shipping_address" text,
	"state" text,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"department_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"department_id" uuid,
	"designation_id" uuid,
	"date_of_joining" date,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"machine_no" text NOT NULL,
	"machine_name" text NOT NULL,
	"setup_no" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"supplier_code" text,
	"contact_person" text,
	"email" text,
	"phone" text,
	"gstin" text,
	"address" text,
	"state" text,
	"materials" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designations" ADD CONSTRAINT "designations_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_party_code_unique" ON "customers" USING btree (lower("party_code"));--> statement-breakpoint
CREATE INDEX "customers_party_code_trgm" ON "customers" USING gin ("party_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_contact_person_trgm" ON "customers" USING gin ("contact_person" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_gstin_trgm" ON "customers" USING gin ("gstin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_state_trgm" ON "customers" USING gin ("state" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_party_code_sort" ON "customers" USING btree ("is_deleted","party_code","id");--> statement-breakpoint
CREATE INDEX "customers_name_sort" ON "customers" USING btree ("is_deleted","name","id");--> statement-breakpoint
CREATE INDEX "customers_contact_person_sort" ON "customers" USING btree ("is_deleted","contact_person","id");--> statement-breakpoint
CREATE INDEX "customers_state_sort" ON "customers" USING btree ("is_deleted","state","id");--> statement-breakpoint
CREATE INDEX "customers_payment_terms_sort" ON "customers" USING btree ("is_deleted","payment_terms_days","id");--> statement-breakpoint
CREATE INDEX "customers_created_at_sort" ON "customers" USING btree ("is_deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_updated_at_sort" ON "customers" USING btree ("is_deleted","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_unique" ON "departments" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "departments_name_trgm" ON "departments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_name_sort" ON "departments" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "departments_created_at_sort" ON "departments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "departments_updated_at_sort" ON "departments" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "designations_name_unique" ON "designations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "designations_department_id_idx" ON "designations" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "designations_name_trgm" ON "designations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "designations_description_trgm" ON "designations" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "designations_name_sort" ON "designations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "designations_created_at_sort" ON "designations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "designations_updated_at_sort" ON "designations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employee_code_unique" ON "employees" USING btree (lower("employee_code"));--> statement-breakpoint
CREATE INDEX "employees_department_id_idx" ON "employees" USING btree ("department_id","created_at");--> statement-breakpoint
CREATE INDEX "employees_designation_id_idx" ON "employees" USING btree ("designation_id","created_at");--> statement-breakpoint
CREATE INDEX "employees_employee_code_trgm" ON "employees" USING gin ("employee_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_first_name_trgm" ON "employees" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_last_name_trgm" ON "employees" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_email_trgm" ON "employees" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_phone_trgm" ON "employees" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_employee_code_sort" ON "employees" USING btree ("employee_code","id");--> statement-breakpoint
CREATE INDEX "employees_first_name_sort" ON "employees" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "employees_last_name_sort" ON "employees" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "employees_date_of_joining_sort" ON "employees" USING btree ("date_of_joining","id");--> statement-breakpoint
CREATE INDEX "employees_created_at_sort" ON "employees" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "employees_updated_at_sort" ON "employees" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_machine_no_unique" ON "machines" USING btree (lower("machine_no"));--> statement-breakpoint
CREATE INDEX "machines_machine_no_trgm" ON "machines" USING gin ("machine_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_machine_name_trgm" ON "machines" USING gin ("machine_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_setup_no_trgm" ON "machines" USING gin ("setup_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_machine_no_sort" ON "machines" USING btree ("machine_no","id");--> statement-breakpoint
CREATE INDEX "machines_machine_name_sort" ON "machines" USING btree ("machine_name","id");--> statement-breakpoint
CREATE INDEX "machines_setup_no_sort" ON "machines" USING btree ("setup_no","id");--> statement-breakpoint
CREATE INDEX "machines_created_at_sort" ON "machines" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "machines_updated_at_sort" ON "machines" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_supplier_code_unique" ON "suppliers" USING btree (lower("supplier_code"));--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm" ON "suppliers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_supplier_code_trgm" ON "suppliers" USING gin ("supplier_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_contact_person_trgm" ON "suppliers" USING gin ("contact_person" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_email_trgm" ON "suppliers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_phone_trgm" ON "suppliers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_gstin_trgm" ON "suppliers" USING gin ("gstin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_materials_trgm" ON "suppliers" USING gin ("materials" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_state_trgm" ON "suppliers" USING gin ("state" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_name_sort" ON "suppliers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "suppliers_supplier_code_sort" ON "suppliers" USING btree ("supplier_code","id");--> statement-breakpoint
CREATE INDEX "suppliers_contact_person_sort" ON "suppliers" USING btree ("contact_person","id");--> statement-breakpoint
CREATE INDEX "suppliers_state_sort" ON "suppliers" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "suppliers_created_at_sort" ON "suppliers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "suppliers_updated_at_sort" ON "suppliers" USING btree ("updated_at","id");