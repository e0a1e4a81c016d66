import { type BarProduct, barPerPiece, PRODUCT_CYCLE_TIMES } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

type CycleField = (typeof PRODUCT_CYCLE_TIMES)[number];

/** The columns a work order reads of its product: what it copies, its bar (and what a piece takes of it) and its cycle times. */
export const productColumns = {
  id: products.id,
  partyCode: products.partyCode,
  productDescription: products.productDescription,
  drawingNumber: products.drawingNumber,
  grade: products.grade,
  rodSize: products.rodSize,
  rawMaterialWeight: products.rawMaterialWeight,
  finalLength: products.finalLength,
  partingWidthMm: products.partingWidthMm,
  facingAllowanceMm: products.facingAllowanceMm,
  barLengthMm: products.barLengthMm,
  barEndLossMm: products.barEndLossMm,
  spmRoughFirstCycleTimeSec: products.spmRoughFirstCycleTimeSec,
  roughFirstCycleTimeSec: products.roughFirstCycleTimeSec,
  roughSecondCycleTimeSec: products.roughSecondCycleTimeSec,
  singleSetupCycleTimeSec: products.singleSetupCycleTimeSec,
  firstSetupCycleTimeSec: products.firstSetupCycleTimeSec,
  secondSetupCycleTimeSec: products.secondSetupCycleTimeSec,
};

/** The product as a work order reads it, or undefined when there is none. */
export async function productOf(tx: DbOrTx, id: string) {
  const [row] = await tx.select(productColumns).from(products).where(eq(products.id, id));
  return row;
}
export type WorkOrderProductRow = NonNullable<Awaited<ReturnType<typeof productOf>>>;

/** The product's figures under the names the bar's rule (barPerPiece, lineNeeds) reads. */
export const barProductOf = (product: WorkOrderProductRow): BarProduct => ({
  grade: product.grade,
  rod_size: product.rodSize,
  final_length: product.finalLength,
  partingWidthMm: product.partingWidthMm,
  facingAllowanceMm: product.facingAllowanceMm,
  barLengthMm: product.barLengthMm,
  barEndLossMm: product.barEndLossMm,
  raw_material_weight: product.rawMaterialWeight,
});

/** The bar a piece of the product takes (barPerPiece: its geometry, else its raw material weight). */
export const barPerPieceOf = (product: WorkOrderProductRow) => barPerPiece(barProductOf(product));

/** The product's column of each cycle time, as the shared figures name them (snake_case, the spec's). */
const CYCLE_COLUMNS = {
  spm_rough_first_cycle_time_sec: 'spmRoughFirstCycleTimeSec',
  rough_first_cycle_time_sec: 'roughFirstCycleTimeSec',
  rough_second_cycle_time_sec: 'roughSecondCycleTimeSec',
  single_setup_cycle_time_sec: 'singleSetupCycleTimeSec',
  first_setup_cycle_time_sec: 'firstSetupCycleTimeSec',
  second_setup_cycle_time_sec: 'secondSetupCycleTimeSec',
} as const satisfies Record<CycleField, keyof WorkOrderProductRow>;

/** A product's six cycle times under the names productOperations() reads. */
export const cycleTimesOf = (product: WorkOrderProductRow) =>
  Object.fromEntries(PRODUCT_CYCLE_TIMES.map((field) => [field, product[CYCLE_COLUMNS[field]]])) as Record<
    CycleField,
    number | null
  >;
