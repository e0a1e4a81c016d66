import type { StockItemOptionsQuery, StockMovement, StockMovementData } from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { createBalances } from './stock-balances.js';
import { recordStockEntry } from './stock-entry.js';
import { stockItemOptions, stockOrderOptions } from './stock-item-options.js';
import { createLedgerList } from './stock-ledger-list.js';
import { createPlanning } from './stock-planning.js';
import { createTrackedProducts } from './tracked-products.js';

/**
 * Stock: the balances (now or as of a day), the ledger and what a storekeeper records in it, the
 * item and order pickers, material planning, and which products keep finished stock.
 */
export function createStockService(db: Db) {
  const ledger = createLedgerList(db);
  return {
    balances: createBalances(db),
    movements: {
      list: ledger.list,
      all: ledger.all,
      /** Records an issue, return or adjustment in one transaction; answers its movements (one per heat drawn). */
      record: (input: StockMovementData, userId: string): Promise<StockMovement[]> =>
        db.transaction(async (tx) => ledger.byIds(tx, await recordStockEntry(tx, input, userId))),
    },
    planning: createPlanning(db),
    tracked: createTrackedProducts(db),
    itemOptions: (query: StockItemOptionsQuery) => stockItemOptions(db, query),
    orderOptions: (search: string) => stockOrderOptions(db, search),
  };
}

export type StockService = ReturnType<typeof createStockService>;
