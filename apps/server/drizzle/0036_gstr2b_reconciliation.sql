CREATE TABLE "gstr2b_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"import_id" uuid NOT NULL,
	"return_period" text NOT NULL,
	"action" text NOT NULL,
	"supplier_gstin" text,
	"document_kind" text,
	"number_key" text,
	"financial_year" text,
	"document_number" text,
	"bill_id" uuid,
	"reason" text,
	"created_by" uuid,
	CONSTRAINT "gstr2b_actions_action" CHECK (action in ('accept', 'link', 'defer')),
	CONSTRAINT "gstr2b_actions_document" CHECK ((supplier_gstin is null) = (document_kind is null) and (supplier_gstin is null) = (number_key is null) and (supplier_gstin is null) = (financial_year is null)),
	CONSTRAINT "gstr2b_actions_names" CHECK (case action when 'link' then supplier_gstin is not null and bill_id is not null when 'defer' then (supplier_gstin is null) <> (bill_id is null) else supplier_gstin is not null or bill_id is not null end)
);
--> statement-breakpoint
CREATE TABLE "gstr2b_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"return_period" text NOT NULL,
	"kind" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_name" text,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"document_date" date NOT NULL,
	"financial_year" text NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"igst" numeric(14, 2) NOT NULL,
	"cgst" numeric(14, 2) NOT NULL,
	"sgst" numeric(14, 2) NOT NULL,
	"cess" numeric(14, 2) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"place_of_supply" text,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"itc_available" text,
	"itc_reason" text,
	"supplier_period" text,
	"supplier_filed_on" date,
	CONSTRAINT "gstr2b_documents_kind" CHECK (kind in ('invoice', 'credit-note', 'debit-note'))
);
--> statement-breakpoint
CREATE TABLE "gstr2b_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"return_period" text NOT NULL,
	"gstin" text NOT NULL,
	"generated_on" date,
	"file_version" text,
	"document_count" integer DEFAULT 0 NOT NULL,
	"ignored" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gstr2b_imports_return_period" CHECK (return_period ~ '^20[0-9]{2}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "gstr2b_imports_document_count" CHECK (document_count >= 0)
);
--> statement-breakpoint
ALTER TABLE "gstr2b_actions" ADD CONSTRAINT "gstr2b_actions_import_id_gstr2b_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."gstr2b_imports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gstr2b_actions" ADD CONSTRAINT "gstr2b_actions_bill_id_supplier_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."supplier_bills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gstr2b_actions" ADD CONSTRAINT "gstr2b_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gstr2b_documents" ADD CONSTRAINT "gstr2b_documents_import_id_gstr2b_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."gstr2b_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gstr2b_imports" ADD CONSTRAINT "gstr2b_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gstr2b_actions_link_document" ON "gstr2b_actions" USING btree ("return_period","supplier_gstin","document_kind","number_key","financial_year") WHERE action = 'link';--> statement-breakpoint
CREATE UNIQUE INDEX "gstr2b_actions_link_bill" ON "gstr2b_actions" USING btree ("bill_id") WHERE action = 'link';--> statement-breakpoint
CREATE UNIQUE INDEX "gstr2b_actions_decision_document" ON "gstr2b_actions" USING btree ("return_period","supplier_gstin","document_kind","number_key","financial_year") WHERE action <> 'link' and supplier_gstin is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gstr2b_actions_decision_bill" ON "gstr2b_actions" USING btree ("return_period","bill_id") WHERE action <> 'link' and supplier_gstin is null;--> statement-breakpoint
CREATE INDEX "gstr2b_actions_import" ON "gstr2b_actions" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "gstr2b_actions_period" ON "gstr2b_actions" USING btree ("return_period");--> statement-breakpoint
CREATE INDEX "gstr2b_actions_bill" ON "gstr2b_actions" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "gstr2b_documents_import" ON "gstr2b_documents" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "gstr2b_documents_key" ON "gstr2b_documents" USING btree ("supplier_gstin","number_key","financial_year");--> statement-breakpoint
CREATE INDEX "gstr2b_documents_period_supplier" ON "gstr2b_documents" USING btree ("return_period","supplier_gstin");--> statement-breakpoint
CREATE UNIQUE INDEX "gstr2b_imports_return_period_unique" ON "gstr2b_imports" USING btree ("return_period");