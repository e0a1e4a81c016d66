CREATE INDEX "inspections_inspected_on_sort" ON "inspections" USING btree ("inspected_on","id");--> statement-breakpoint
CREATE INDEX "inspections_kind_sort" ON "inspections" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "inspections_result_sort" ON "inspections" USING btree ("result","id");--> statement-breakpoint
CREATE INDEX "inspections_updated_at_sort" ON "inspections" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "production_entries_operator_date" ON "production_entries" USING btree ("operator_id","entry_date");--> statement-breakpoint
CREATE INDEX "production_entries_shift_date" ON "production_entries" USING btree ("shift","entry_date");--> statement-breakpoint
CREATE INDEX "dispatches_challan_number_trgm" ON "dispatches" USING gin ("challan_number" gin_trgm_ops);