import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, searchText, sortIndex, trigramIndex } from './columns.js';
import { customers } from './customers.js';

/** NUMERIC with the spec's scale (§9), read and written as JS numbers: values are validated to that scale first. */
const weight = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });
const dimension = (name: string) => numeric(name, { precision: 9, scale: 2, mode: 'number' });
const cycleTime = (name: string) => numeric(name, { precision: 8, scale: 1, mode: 'number' });

export const products = pgTable(
  'products',
  {
    ...recordColumns(),
    /** The customer's party code as the spec names it; a renamed party code follows to its products. */
    partyCode: text('party_code')
      .notNull()
      .references(() => customers.partyCode, { onUpdate: 'cascade', onDelete: 'restrict' }),
    assembly: text('assembly').notNull(),
    productDescription: text('product_description').notNull(),
    drawingNumber: text('drawing_number').notNull(),
    productType: text('product_type').notNull(),
    rodSize: text('rod_size').notNull(),
    grade: text('grade').notNull(),
    rawMaterialWeight: weight('raw_material_weight'),
    netWeight: weight('net_weight'),
    finalOd: dimension('final_od'),
    finalId: dimension('final_id'),
    finalLength: dimension('final_length'),
    spmRoughFirstCycleTimeSec: cycleTime('spm_rough_first_cycle_time_sec'),
    roughFirstCycleTimeSec: cycleTime('rough_first_cycle_time_sec'),
    roughSecondCycleTimeSec: cycleTime('rough_second_cycle_time_sec'),
    singleSetupCycleTimeSec: cycleTime('single_setup_cycle_time_sec'),
    firstSetupCycleTimeSec: cycleTime('first_setup_cycle_time_sec'),
    secondSetupCycleTimeSec: cycleTime('second_setup_cycle_time_sec'),
    plasticBagSize: text('plastic_bag_size'),
    boxSize: text('box_size'),
    cartonSize: text('carton_size'),
    qtyInPlasticBag: integer('qty_in_plastic_bag'),
    qtyInBox: integer('qty_in_box'),
    qtyInCarton: integer('qty_in_carton'),
    hsnCode: text('hsn_code'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The bar a piece takes (issue 27, barPerPiece): parting tool's width, facing allowance, bar as bought and its unusable end, mm. */
    partingWidthMm: dimension('parting_width_mm'),
    facingAllowanceMm: dimension('facing_allowance_mm'),
    barLengthMm: dimension('bar_length_mm'),
    barEndLossMm: dimension('bar_end_loss_mm'),
    searchText: searchText('party_code', 'product_description', 'drawing_number', 'product_type'),
  },
  (t) => [
    trigramIndex('products_search_trgm', t.searchText),
    sortIndex('products_party_code_sort', t.partyCode, t.id),
    sortIndex('products_description_sort', t.productDescription, t.id),
    sortIndex('products_drawing_number_sort', t.drawingNumber, t.id),
    sortIndex('products_product_type_sort', t.productType, t.id),
    sortIndex('products_created_at_sort', t.createdAt, t.id),
    sortIndex('products_updated_at_sort', t.updatedAt, t.id),
    // A customer's products, for the order form's product picker.
    index('products_party_code_drawing').on(t.partyCode, t.drawingNumber),
    check('products_parting_width_mm', sql`parting_width_mm > 0`),
    check('products_facing_allowance_mm', sql`facing_allowance_mm >= 0`),
    check('products_bar_length_mm', sql`bar_length_mm between 100 and 12000`),
    check('products_bar_end_loss_mm', sql`bar_end_loss_mm >= 0 and bar_end_loss_mm < bar_length_mm`),
  ],
);
