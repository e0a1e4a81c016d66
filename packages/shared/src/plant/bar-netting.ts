/*
 * How much bar a confirmed order still needs, and how much of the bar issued to it still covers
 * that need: the one rule the shortage list, production's issue and the work order's page agree on.
 *
 * Bar reaches an order's work by one path (an issue against the order, by hand or by production
 * from its work orders' reserved heats); pieces then use it up. A piece has used the order's bar
 * once it has been started on a work order's first operation (good or rejected), or dispatched on
 * or after the day bar was first issued to the order, whichever counts more pieces: dispatched
 * pieces a work order made were started there, so they are not counted twice; pieces dispatched
 * with no work order recorded were still made of bar, but those dispatched before any bar was
 * issued to the order were made of other bar. What the order has issued beyond the bar its used
 * pieces hold is at the work, covering pieces still to make; a remainder too short for one piece
 * of what is still to make is the bar's end, not stock for a piece. Pieces still to make are those
 * ordered that are neither dispatched nor alive on a work order (started, less what any operation
 * rejected: a rejected piece is made again).
 *
 * Worked in whole grams per piece and whole pieces, so no sum picks up float dust.
 */

/** One product of an order, on one bar. */
export interface OrderProductOfBar {
  /** Pieces ordered over the order's lines of the product. */
  ordered: number;
  dispatched: number;
  /** Of those, the pieces dispatched on or after the day bar was first issued to the order. */
  dispatchedSinceIssue: number;
  /** Pieces its work orders started on their first operation, good and rejected. */
  started: number;
  /** Pieces its work orders rejected at any operation. */
  rejected: number;
  /** Bar a piece takes, in grams; null when the product's weight is unknown. */
  gramsPerPiece: number | null;
}

export interface OrderBarPosition {
  /** Grams the pieces still to make need (of the products whose weight is known). */
  needGrams: number;
  /** Grams issued to the order and not yet used by its pieces. */
  atWorkGrams: number;
  /** Of the need, what the bar at the work covers: never more than the need, nothing when it is shorter than a piece. */
  coveredGrams: number;
}

/** Pieces of the product still to make for the order: neither dispatched nor alive on a work order. */
export function piecesToMake(
  product: Pick<OrderProductOfBar, 'ordered' | 'dispatched' | 'started' | 'rejected'>,
): number {
  const alive = Math.max(0, product.started - product.rejected);
  return Math.max(0, product.ordered - Math.max(product.dispatched, alive));
}

/** Pieces of the product that have used the order's bar: started on a work order, or dispatched since it was issued. */
export function piecesUsingBar(product: OrderProductOfBar): number {
  return Math.max(product.dispatchedSinceIssue, product.started);
}

/**
 * An order's position on one bar: what its pieces still to make need, what of the `issuedGrams`
 * (issued less returned, by either path) is still at the work, and how much of the need it covers.
 */
export function orderBarPosition(products: readonly OrderProductOfBar[], issuedGrams: number): OrderBarPosition {
  let needGrams = 0;
  let usedGrams = 0;
  let smallestPiece = Number.POSITIVE_INFINITY;
  for (const product of products) {
    if (product.gramsPerPiece === null) continue;
    const toMake = piecesToMake(product);
    needGrams += toMake * product.gramsPerPiece;
    usedGrams += piecesUsingBar(product) * product.gramsPerPiece;
    if (toMake > 0) smallestPiece = Math.min(smallestPiece, product.gramsPerPiece);
  }
  const atWorkGrams = Math.max(0, issuedGrams - usedGrams);
  // An end too short for one more piece covers nothing.
  const coveredGrams = atWorkGrams < smallestPiece ? 0 : Math.min(needGrams, atWorkGrams);
  return { needGrams, atWorkGrams, coveredGrams };
}
