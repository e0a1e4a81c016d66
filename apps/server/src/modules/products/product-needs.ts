import type { NeedsProduct } from '@lathe/shared';
import { products } from '../../db/schema/index.js';
import { BAR_COLUMNS } from './product-bar.js';

/**
 * The product figures the plant's needs come from (lineNeeds in packages/shared), under the names
 * the rule reads (the bar's through BAR_COLUMNS): what an order's lines, their machine hours and
 * material planning select.
 */
export const NEEDS_COLUMNS = {
  spm_rough_first_cycle_time_sec: products.spmRoughFirstCycleTimeSec,
  rough_first_cycle_time_sec: products.roughFirstCycleTimeSec,
  rough_second_cycle_time_sec: products.roughSecondCycleTimeSec,
  single_setup_cycle_time_sec: products.singleSetupCycleTimeSec,
  first_setup_cycle_time_sec: products.firstSetupCycleTimeSec,
  second_setup_cycle_time_sec: products.secondSetupCycleTimeSec,
  ...BAR_COLUMNS,
  qty_in_plastic_bag: products.qtyInPlasticBag,
  qty_in_box: products.qtyInBox,
  qty_in_carton: products.qtyInCarton,
} satisfies Record<keyof NeedsProduct, unknown>;
