import type { products } from '../../src/db/schema/index.js';
import type { Random } from './random.js';

/*
 * What a demo part sells for and in what quantities: the rate is costed the way a turned-parts
 * shop quotes (bar weight × the grade's price, machine time × the hour rate, heat treatment,
 * overheads and margin), so heavier and longer-running parts cost more; quantities come in
 * whole boxes.
 */

export type PricedProduct = Pick<
  typeof products.$inferSelect,
  | 'grade'
  | 'rawMaterialWeight'
  | 'netWeight'
  | 'spmRoughFirstCycleTimeSec'
  | 'roughFirstCycleTimeSec'
  | 'roughSecondCycleTimeSec'
  | 'singleSetupCycleTimeSec'
  | 'firstSetupCycleTimeSec'
  | 'secondSetupCycleTimeSec'
  | 'qtyInBox'
>;

/** Bright bar in Pune, ₹ per kg, by the start of the grade's name. */
const BAR_PRICE: [prefix: string, perKg: number][] = [
  ['Brass', 585],
  ['SS316', 340],
  ['SS304', 245],
  ['SS410', 215],
  ['Al', 330],
  ['EN1A', 78],
  ['EN8', 74],
  ['C45', 76],
  ['EN19', 112],
  ['EN24', 128],
  ['EN31', 118],
  ['EN353', 115],
  ['20MnCr5', 110],
];
/** Case-hardening and through-hardening grades go out for heat treatment, charged per kg. */
const HARDENED = ['EN353', '20MnCr5', 'EN31', 'EN24'];
/** CNC and sliding-head time; SPM time is cheaper. ₹ per hour. */
const MACHINE_HOUR = 720;
const SPM_HOUR = 420;

/** What a kg of the grade's bright bar costs in Pune (the stores seed buys at it). */
export const barPrice = (grade: string) => BAR_PRICE.find(([prefix]) => grade.startsWith(prefix))?.[1] ?? 90;

/** The rate in paise this financial year, to 5 paise, between ₹5 and ₹450. */
function currentRatePaise(product: PricedProduct): number {
  const material = (product.rawMaterialWeight ?? 0.05) * barPrice(product.grade);
  const cnc =
    (product.roughFirstCycleTimeSec ?? 0) +
    (product.roughSecondCycleTimeSec ?? 0) +
    (product.singleSetupCycleTimeSec ?? 0) +
    (product.firstSetupCycleTimeSec ?? 0) +
    (product.secondSetupCycleTimeSec ?? 0);
  const machining = (cnc * MACHINE_HOUR + (product.spmRoughFirstCycleTimeSec ?? 0) * SPM_HOUR) / 3600;
  const heatTreatment = HARDENED.some((grade) => product.grade.startsWith(grade)) ? (product.netWeight ?? 0) * 45 : 0;
  // Inspection and packing per piece, then overheads and margin.
  const rupees = (material + machining + heatTreatment + 0.8) * 1.24;
  return Math.round(Math.min(450, Math.max(5, rupees)) * 20) * 5;
}

/**
 * The rate in paise on an order of the financial year `yearsBack` years before this one:
 * the shop revises its prices by about 4 % every April.
 */
export function ratePaise(product: PricedProduct, yearsBack: number): number {
  const rate = currentRatePaise(product) / 1.04 ** yearsBack;
  return Math.max(500, Math.round(rate / 5) * 5);
}

/**
 * An ordered quantity: a line worth roughly ₹20,000 to ₹3,00,000 (cheap parts in thousands,
 * dear ones in hundreds), in whole lots: the box, or for a part whose packing is not settled
 * yet, 50 or 100. Dispatches send whole lots too.
 */
export function orderQuantity(
  product: PricedProduct,
  ratePaise: number,
  random: Random,
): { quantity: number; lot: number } {
  const value = Math.exp(Math.log(20_000) + random.next() * Math.log(300_000 / 20_000));
  const pieces = Math.min(10_000, Math.max(100, value / (ratePaise / 100)));
  const lot = product.qtyInBox ?? (pieces >= 1000 ? 100 : 50);
  return { quantity: Math.max(Math.ceil(100 / lot), Math.round(pieces / lot)) * lot, lot };
}
