-- The header's Ctrl/Cmd+K finds heats, work orders by their sales order's number, and a heat's
-- supplier, each through an index: a heat by part of its number (its balance rows, trigram), the
-- goods receipt lines of a heat, the work orders of a sales order.--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_heat" ON "goods_receipt_lines" USING btree ("heat_number");--> statement-breakpoint
CREATE INDEX "work_orders_sales_order" ON "work_orders" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "stock_balances_heat_trgm" ON "stock_balances" USING gin ("heat_number" gin_trgm_ops);