import { addDays, type StockBalanceFilter, todayIn } from '@lathe/shared';
import { and, eq, gte, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stockBalances, stockMonthTotals, stockMovements } from '../../db/schema/index.js';

/*
 * What each balance (item × owner × heat) held at the end of a day. Today's balances are kept by
 * every movement; each month's movements per balance are kept beside them (stock_month_totals, by
 * a trigger on the ledger). A day in the first half of its month adds up the months before it and
 * its month's movements up to the day; a day in the second half takes the months after it and the
 * rest of its month off today's balance. Either way it reads an item's month totals and at most
 * half a month of its movements (one range of the item-and-date index), never the whole ledger.
 */

export interface BalanceRow {
  itemKey: string;
  itemType: string;
  grade: string | null;
  rodSize: string | null;
  productId: string | null;
  ownerId: string | null;
  heatNumber: string;
  quantity: number;
  bars: number;
  firstIn: string;
}

/** The balances' conditions a filter makes (the ledger shares the balances' column names). */
function filterOn(columns: typeof stockBalances | typeof stockMovements, filters: StockBalanceFilter) {
  return [
    filters.itemKey ? eq(columns.itemKey, filters.itemKey) : undefined,
    filters.itemType ? eq(columns.itemType, filters.itemType) : undefined,
    filters.ownerId ? eq(columns.ownerId, filters.ownerId) : undefined,
    filters.owner === 'own' ? isNull(columns.ownerId) : undefined,
    filters.owner === 'customer' ? isNotNull(columns.ownerId) : undefined,
  ];
}

/** The month totals' conditions: the item and the owner (their keys); the kind of item is the balances' to filter. */
function monthFilter(filters: StockBalanceFilter): (SQL | undefined)[] {
  return [
    filters.itemKey ? eq(stockMonthTotals.itemKey, filters.itemKey) : undefined,
    filters.ownerId ? eq(stockMonthTotals.ownerKey, filters.ownerId) : undefined,
    filters.owner === 'own' ? eq(stockMonthTotals.ownerKey, '') : undefined,
    filters.owner === 'customer' ? ne(stockMonthTotals.ownerKey, '') : undefined,
  ];
}

const keyOf = (itemKey: string, ownerKey: string, heatNumber: string) =>
  `${itemKey}\u0000${ownerKey}\u0000${heatNumber}`;
const held = (row: BalanceRow) => row.quantity !== 0 || row.bars !== 0;

/** Today's balances (each heat that holds something, or every one with `withEmpty`). */
async function currentBalances(db: DbOrTx, filters: StockBalanceFilter, withEmpty = false): Promise<BalanceRow[]> {
  return db
    .select({
      itemKey: stockBalances.itemKey,
      itemType: stockBalances.itemType,
      grade: stockBalances.grade,
      rodSize: stockBalances.rodSize,
      productId: stockBalances.productId,
      ownerId: stockBalances.ownerId,
      heatNumber: stockBalances.heatNumber,
      quantity: stockBalances.quantity,
      bars: stockBalances.bars,
      firstIn: stockBalances.firstIn,
    })
    .from(stockBalances)
    .where(
      and(
        ...filterOn(stockBalances, filters),
        withEmpty ? undefined : or(ne(stockBalances.quantity, 0), ne(stockBalances.bars, 0)),
      ),
    );
}

/** Σ of whole months per balance (`months` picks them). */
const monthSums = (db: DbOrTx, filters: StockBalanceFilter, months: SQL) =>
  db
    .select({
      itemKey: stockMonthTotals.itemKey,
      ownerKey: stockMonthTotals.ownerKey,
      heatNumber: stockMonthTotals.heatNumber,
      quantity: sql<string>`sum(${stockMonthTotals.quantity})`,
      bars: sql<number>`sum(${stockMonthTotals.bars})::int`,
    })
    .from(stockMonthTotals)
    .where(and(months, ...monthFilter(filters)))
    .groupBy(stockMonthTotals.itemKey, stockMonthTotals.ownerKey, stockMonthTotals.heatNumber);

/** Σ of the movements of some days per balance (`days` picks them). */
const daySums = (db: DbOrTx, filters: StockBalanceFilter, days: SQL) =>
  db
    .select({
      itemKey: stockMovements.itemKey,
      ownerKey: sql<string>`coalesce(${stockMovements.ownerId}::text, '')`,
      heatNumber: stockMovements.heatNumber,
      quantity: sql<string>`sum(${stockMovements.quantity})`,
      bars: sql<number>`sum(${stockMovements.bars})::int`,
    })
    .from(stockMovements)
    .where(and(days, ...filterOn(stockMovements, filters)))
    .groupBy(stockMovements.itemKey, stockMovements.ownerId, stockMovements.heatNumber);

type Sum = { itemKey: string; ownerKey: string; heatNumber: string; quantity: string; bars: number };

/** Milligram-exact sums per balance: kg kept to 3 decimals never pick up float dust. */
function totals(...parts: Sum[][]) {
  const by = new Map<string, { grams: number; bars: number }>();
  for (const row of parts.flat()) {
    const key = keyOf(row.itemKey, row.ownerKey, row.heatNumber);
    const total = by.get(key) ?? { grams: 0, bars: 0 };
    total.grams += Math.round(Number(row.quantity) * 1000);
    total.bars += Number(row.bars);
    by.set(key, total);
  }
  return by;
}

/**
 * The balances at the end of `asOf` (today's when it is not given, or today or later), each heat
 * that then held something; named by today's balance rows, which every balance that ever held
 * anything has.
 */
export async function balancesAsOf(db: DbOrTx, filters: StockBalanceFilter): Promise<BalanceRow[]> {
  const asOf = filters.asOf;
  if (!asOf || asOf >= todayIn()) return currentBalances(db, filters);
  const monthStart = `${asOf.slice(0, 8)}01`;
  const nextMonth = addDays(`${asOf.slice(0, 8)}28`, 4)
    .slice(0, 8)
    .concat('01');
  const forward = Number(asOf.slice(8)) <= 15;
  const [now, months, days] = await Promise.all([
    currentBalances(db, filters, true),
    forward
      ? monthSums(db, filters, lt(stockMonthTotals.month, monthStart))
      : monthSums(db, filters, gte(stockMonthTotals.month, nextMonth)),
    forward
      ? daySums(
          db,
          filters,
          and(gte(stockMovements.movementDate, monthStart), lte(stockMovements.movementDate, asOf)) as SQL,
        )
      : daySums(
          db,
          filters,
          and(sql`${stockMovements.movementDate} > ${asOf}`, lt(stockMovements.movementDate, nextMonth)) as SQL,
        ),
  ]);
  const moved = totals(months, days);
  return now
    .map((row) => {
      const sum = moved.get(keyOf(row.itemKey, row.ownerId ?? '', row.heatNumber)) ?? { grams: 0, bars: 0 };
      return forward
        ? { ...row, quantity: sum.grams / 1000, bars: sum.bars }
        : { ...row, quantity: (Math.round(row.quantity * 1000) - sum.grams) / 1000, bars: row.bars - sum.bars };
    })
    .filter(held);
}
