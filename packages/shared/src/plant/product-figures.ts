import { PRODUCT_CYCLE_TIMES } from '../schemas/product.js';
import { type BarProduct, gramsPerPiece } from './bar-per-piece.js';

type CycleTime = (typeof PRODUCT_CYCLE_TIMES)[number];
type Figures = Partial<Record<CycleTime, number | null>>;

/** Whole pieces one operation turns out in an hour at its cycle time (no allowance for loading or breaks). */
export function piecesPerHour(cycleTimeSec: number | null | undefined): number | null {
  if (!cycleTimeSec || cycleTimeSec <= 0) return null;
  // Cycle times have one decimal: count in tenths of a second so 3600 / 0.3 is exactly 12000.
  return Math.floor(36000 / Math.round(cycleTimeSec * 10));
}

/** Seconds of machining one piece takes: every operation that has a cycle time. */
export function machiningSecondsPerPiece(product: Figures): number {
  const tenths = PRODUCT_CYCLE_TIMES.reduce((sum, key) => sum + Math.round((product[key] ?? 0) * 10), 0);
  return tenths / 10;
}

/**
 * Bar turned into chips (and bar ends) per piece, in kg, exact to the gram: the bar a piece takes
 * (barPerPiece: from the bar's geometry, else the raw material weight) less the net weight; null
 * unless both are known.
 */
export function scrapWeightPerPiece(product: BarProduct & { net_weight?: number | null }): number | null {
  const grams = gramsPerPiece(product);
  const net = product.net_weight;
  if (grams === null || net == null) return null;
  return (grams - Math.round(net * 1000)) / 1000;
}
