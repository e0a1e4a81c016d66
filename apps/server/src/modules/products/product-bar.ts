import type { BarProduct } from '@lathe/shared';
import { products } from '../../db/schema/index.js';

/**
 * The product's columns the bar a piece takes is worked out from (barPerPiece in packages/shared),
 * under the names the rule reads: every query that weighs bar selects these, never the raw
 * material weight alone.
 */
export const BAR_COLUMNS = {
  grade: products.grade,
  rod_size: products.rodSize,
  final_length: products.finalLength,
  partingWidthMm: products.partingWidthMm,
  facingAllowanceMm: products.facingAllowanceMm,
  barLengthMm: products.barLengthMm,
  barEndLossMm: products.barEndLossMm,
  raw_material_weight: products.rawMaterialWeight,
} satisfies Record<keyof BarProduct, unknown>;
