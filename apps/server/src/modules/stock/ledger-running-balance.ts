import {
  addDays,
  ledgerRunsBalance,
  type SortOrder,
  type StockMovement,
  type StockMovementFilter,
  todayIn,
} from '@lathe/shared';
import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stockMovements } from '../../db/schema/index.js';
import { balancesAsOf } from './stock-as-of.js';

/*
 * The ledger's running balance (issue 29): beside each movement of one item, what its stock stood
 * at right after it, as a bin card shows it. Ledger order is the movement date, then the order the
 * movements were recorded (their id, the list's tie-breaker). The balance is the item's across its
 * heats, as the rows shown add up: of the customer the ledger is narrowed to (`ownerId`), or else
 * of every owner (own stock and customers' material of the item in the store together).
 *
 * A page (or an export's batch) costs the balance at the end of the day before its oldest movement
 * (stock-as-of: month totals and at most half a month of movements), the movements of that day
 * recorded before it (one range of the item-and-date index), and a sum through the page: never the
 * item's whole history, however long the ledger grows.
 */

/** The stock a running balance follows: one item, of one customer or of every owner. */
export interface LedgerItem {
  itemKey: string;
  ownerId: string | undefined;
}

/** The item whose running balance a ledger query's rows carry; null when they carry none. */
export function runningBalanceOf(
  query: { search: string; sortBy: string },
  filters: StockMovementFilter | undefined,
): LedgerItem | null {
  // Only in ledger order: a running figure down a list sorted by anything else means nothing.
  if (query.sortBy !== 'movementDate' || !filters?.itemKey) return null;
  if (!ledgerRunsBalance({ ...filters, search: query.search })) return null;
  return { itemKey: filters.itemKey, ownerId: filters.ownerId };
}

/** Stock in whole grams (kg are kept to 3 decimals) and bars: sums that never pick up float dust. */
interface Held {
  grams: number;
  bars: number;
}

const gramsOf = (quantity: number | string) => Math.round(Number(quantity) * 1000);
const plus = (a: Held, b: Held): Held => ({ grams: a.grams + b.grams, bars: a.bars + b.bars });
const NOTHING: Held = { grams: 0, bars: 0 };

/** Σ of the item's movements that `days` picks, read through the item-and-date index. */
async function moved(db: DbOrTx, item: LedgerItem, days: SQL | undefined): Promise<Held> {
  const [row] = await db
    .select({
      quantity: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)`,
      bars: sql<number>`coalesce(sum(${stockMovements.bars}), 0)::int`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.itemKey, item.itemKey),
        item.ownerId ? eq(stockMovements.ownerId, item.ownerId) : undefined,
        days,
      ),
    );
  return { grams: gramsOf(row?.quantity ?? 0), bars: Number(row?.bars ?? 0) };
}

/** The item's stock at the end of `day`, its heats (and owners) together. */
async function heldAtEndOf(db: DbOrTx, item: LedgerItem, day: string): Promise<Held> {
  const filters = { itemKey: item.itemKey, ownerId: item.ownerId };
  // Balances as of today or later are today's, which hold anything a document dated ahead moved: take it off.
  const ahead = day >= todayIn();
  const [balances, after] = await Promise.all([
    balancesAsOf(db, ahead ? filters : { ...filters, asOf: day }),
    ahead ? moved(db, item, gt(stockMovements.movementDate, day)) : NOTHING,
  ]);
  const held = balances.reduce<Held>(
    (sum, row) => plus(sum, { grams: gramsOf(row.quantity), bars: row.bars }),
    NOTHING,
  );
  return { grams: held.grams - after.grams, bars: held.bars - after.bars };
}

/** The item's stock right before `movement`: to the end of the day before, and that day's movements recorded earlier. */
async function heldBefore(db: DbOrTx, item: LedgerItem, movement: StockMovement): Promise<Held> {
  const [dayBefore, earlierThatDay] = await Promise.all([
    heldAtEndOf(db, item, addDays(movement.movementDate, -1)),
    moved(
      db,
      item,
      and(eq(stockMovements.movementDate, movement.movementDate), lt(stockMovements.id, Number(movement.id))),
    ),
  ]);
  return plus(dayBefore, earlierThatDay);
}

/**
 * The rows of one page of the item's ledger (in the list's order, `sortOrder` by date and id),
 * each with the item's stock right after it; bars for bar stock only.
 */
export async function withRunningBalance(
  db: DbOrTx,
  item: LedgerItem,
  rows: StockMovement[],
  sortOrder: SortOrder,
): Promise<StockMovement[]> {
  const inLedgerOrder = sortOrder === 'ASC' ? rows : [...rows].reverse();
  const oldest = inLedgerOrder[0];
  if (!oldest) return rows;
  let held = await heldBefore(db, item, oldest);
  const after = new Map<string, StockMovement['balanceAfter']>();
  for (const row of inLedgerOrder) {
    held = plus(held, { grams: gramsOf(row.quantity), bars: row.bars });
    after.set(row.id, { quantity: held.grams / 1000, bars: row.itemType === 'material' ? held.bars : null });
  }
  return rows.map((row) => ({ ...row, balanceAfter: after.get(row.id) ?? null }));
}

/** An export's batches, each with its running balance (each batch worked like a page). */
export async function* withRunningBalances(
  db: DbOrTx,
  item: LedgerItem,
  batches: AsyncIterable<StockMovement[]>,
  sortOrder: SortOrder,
): AsyncGenerator<StockMovement[]> {
  for await (const batch of batches) yield await withRunningBalance(db, item, batch, sortOrder);
}
