import { divideRounded, scaleDecimal } from '../money/money.js';
import type { PRODUCT_CYCLE_TIMES } from '../schemas/product.js';
import { type BarProduct, gramsPerPiece } from './bar-per-piece.js';

type CycleTime = (typeof PRODUCT_CYCLE_TIMES)[number];

/** The product figures the plant's needs are worked out from: cycle times, packs, and what gives the bar a piece takes. */
export type NeedsProduct = Partial<
  Record<CycleTime | 'qty_in_plastic_bag' | 'qty_in_box' | 'qty_in_carton', number | null>
> &
  BarProduct;

/** The bar and the packs a quantity takes. Null is "unknown" (the product lacks the figure), not zero. */
export interface MaterialNeeds {
  /** Raw material in kg, exact to the gram: the bar a piece takes (barPerPiece) × the pieces. */
  rawMaterialKg: number | null;
  bags: number | null;
  boxes: number | null;
  cartons: number | null;
}

/**
 * What making an order line's pieces takes: its machine hours as the plan counts them
 * (machine-hours.ts: setups and efficiency included, 2 decimals), and its material and packs.
 */
export interface PlantNeeds extends MaterialNeeds {
  machiningHours: number;
}

/** Whole packs for a quantity (a part-filled pack is still a pack); null when the pack size is unknown or 0. */
function packs(quantity: number, perPack: number | null | undefined): number | null {
  if (!perPack || perPack <= 0) return null;
  return Math.ceil(scaleDecimal(quantity, 3) / scaleDecimal(perPack, 3));
}

/**
 * The bar and packs `quantity` pieces take. Worked in integers (thousandths of a piece, grams)
 * so the rounding happens once, half away from zero. Machine hours are the plan's
 * (lineMachineMinutes), not a figure of the quantity alone.
 */
export function lineNeeds(product: NeedsProduct, quantity: number): MaterialNeeds {
  const pieces = BigInt(scaleDecimal(quantity, 3));
  const perPiece = gramsPerPiece(product);
  const grams = perPiece === null ? null : divideRounded(BigInt(perPiece) * pieces, 1000n);
  return {
    rawMaterialKg: grams === null ? null : Number(grams) / 1000,
    bags: packs(quantity, product.qty_in_plastic_bag),
    boxes: packs(quantity, product.qty_in_box),
    cartons: packs(quantity, product.qty_in_carton),
  };
}

/** Sum of the known values, in the given scale's integers; null when none is known. */
function sumKnown(values: readonly (number | null)[], places: number): number | null {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  return known.reduce((sum, value) => sum + scaleDecimal(value, places), 0) / 10 ** places;
}

/**
 * The needs of several lines together. A figure unknown for some lines sums the known ones
 * (a floor, not the whole need); it stays null only when no line knows it.
 */
export function sumNeeds(list: readonly PlantNeeds[]): PlantNeeds {
  const sum = (key: keyof PlantNeeds, places: number) =>
    sumKnown(
      list.map((needs) => needs[key]),
      places,
    );
  return {
    machiningHours: sum('machiningHours', 2) ?? 0,
    rawMaterialKg: sum('rawMaterialKg', 3),
    bags: sum('bags', 0),
    boxes: sum('boxes', 0),
    cartons: sum('cartons', 0),
  };
}
