import { PRODUCT_CYCLE_TIMES } from '../schemas/product.js';

type CycleTime = (typeof PRODUCT_CYCLE_TIMES)[number];
type Figures = Partial<Record<CycleTime | 'raw_material_weight' | 'net_weight', number | null>>;

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

/** Raw material turned into chips per piece, in kg (raw − net), exact to the gram; null unless both are known. */
export function scrapWeightPerPiece(product: Figures): number | null {
  const { raw_material_weight: raw, net_weight: net } = product;
  if (raw == null || net == null) return null;
  return (Math.round(raw * 1000) - Math.round(net * 1000)) / 1000;
}
