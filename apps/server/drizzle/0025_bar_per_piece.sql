-- The bar a piece takes from the product's geometry (issue 27): the parting tool's width, the facing
-- allowance, the bar as bought and the end of it the machine cannot use, in mm. Empty on every
-- product until entered: the raw material weight answers until then.--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parting_width_mm" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "facing_allowance_mm" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bar_length_mm" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bar_end_loss_mm" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parting_width_mm" CHECK (parting_width_mm > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_facing_allowance_mm" CHECK (facing_allowance_mm >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bar_length_mm" CHECK (bar_length_mm between 100 and 12000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bar_end_loss_mm" CHECK (bar_end_loss_mm >= 0 and bar_end_loss_mm < bar_length_mm);