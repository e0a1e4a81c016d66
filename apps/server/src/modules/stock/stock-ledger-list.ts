import {
  type ListQuery,
  type ListResult,
  STOCK_MOVEMENT_SORTABLE,
  STOCK_UNITS,
  type StockItemType,
  type StockMovement,
  type StockMovementFilter,
  type StockMovementKind,
} from '@lathe/shared';
import { and, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, products, salesOrders, stockMovements, users } from '../../db/schema/index.js';
import {
  allPages,
  escapeLike,
  type ListSpec,
  listPage,
  type PageRequest,
  preparedPages,
  sortColumns,
} from '../../lib/list.js';
import { runningBalanceOf, withRunningBalance, withRunningBalances } from './ledger-running-balance.js';
import { materialLabel, partLabel } from './stock-items.js';

/*
 * `GET stock/movements`: the ledger, newest first, each movement with its item, owner, order
 * and the document that made it. Its first page is one index range of the date index however
 * long the ledger grows, and its total a counter kept by a trigger (list_counts), not a count.
 */

export type MovementSort = (typeof STOCK_MOVEMENT_SORTABLE)[number];

const SORT = sortColumns(STOCK_MOVEMENT_SORTABLE, { movementDate: stockMovements.movementDate });

function filterCondition(filters: StockMovementFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  return and(
    filters.itemKey ? eq(stockMovements.itemKey, filters.itemKey) : undefined,
    filters.itemType ? eq(stockMovements.itemType, filters.itemType) : undefined,
    filters.kind ? eq(stockMovements.kind, filters.kind) : undefined,
    filters.from ? gte(stockMovements.movementDate, filters.from) : undefined,
    filters.to ? lte(stockMovements.movementDate, filters.to) : undefined,
    filters.ownerId ? eq(stockMovements.ownerId, filters.ownerId) : undefined,
    filters.sourceId ? eq(stockMovements.sourceId, filters.sourceId) : undefined,
    filters.salesOrderId ? eq(stockMovements.salesOrderId, filters.salesOrderId) : undefined,
  );
}

/** A search finds the item, the heat, the document's number or the reason. */
function searchOf(search: string): SQL | undefined {
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(stockMovements.itemKey, pattern),
    ilike(stockMovements.heatNumber, pattern),
    ilike(stockMovements.sourceNumber, pattern),
    ilike(stockMovements.reason, pattern),
  );
}

export const movementListSpec = (filters: StockMovementFilter | undefined): ListSpec<MovementSort> => ({
  table: stockMovements,
  searchable: searchOf,
  sortable: SORT,
  tieBreaker: stockMovements.id,
  filters,
  where: filterCondition(filters),
  counted: 'stock_movements',
});

/** A movement with the names it is shown with: one row per movement, each join by a key. */
const selectMovements = (db: DbOrTx) =>
  db
    .select({
      id: stockMovements.id,
      movementDate: stockMovements.movementDate,
      kind: stockMovements.kind,
      itemKey: stockMovements.itemKey,
      itemType: stockMovements.itemType,
      grade: stockMovements.grade,
      rodSize: stockMovements.rodSize,
      productId: stockMovements.productId,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
      ownerId: stockMovements.ownerId,
      ownerName: customers.name,
      heatNumber: stockMovements.heatNumber,
      quantity: stockMovements.quantity,
      bars: stockMovements.bars,
      reason: stockMovements.reason,
      salesOrderId: stockMovements.salesOrderId,
      salesOrderNumber: salesOrders.orderNumber,
      sourceType: stockMovements.sourceType,
      sourceId: stockMovements.sourceId,
      sourceNumber: stockMovements.sourceNumber,
      createdByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(products, eq(products.id, stockMovements.productId))
    .leftJoin(customers, eq(customers.id, stockMovements.ownerId))
    .leftJoin(salesOrders, eq(salesOrders.id, stockMovements.salesOrderId))
    .leftJoin(users, eq(users.id, stockMovements.createdBy));

type MovementRow = Awaited<ReturnType<ReturnType<typeof selectMovements>['execute']>>[number];

export function toMovement(row: MovementRow): StockMovement {
  const itemType = row.itemType as StockItemType;
  return {
    id: String(row.id),
    movementDate: row.movementDate,
    kind: row.kind as StockMovementKind,
    itemKey: row.itemKey,
    itemType,
    label:
      itemType === 'material'
        ? materialLabel(row.grade, row.rodSize)
        : row.drawingNumber
          ? partLabel(row.drawingNumber, row.description ?? '')
          : row.itemKey,
    grade: row.grade,
    rodSize: row.rodSize,
    productId: row.productId,
    drawingNumber: row.drawingNumber,
    unit: STOCK_UNITS[itemType],
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    heatNumber: row.heatNumber,
    quantity: row.quantity,
    bars: row.bars,
    reason: row.reason,
    salesOrderId: row.salesOrderId,
    salesOrderNumber: row.salesOrderNumber,
    sourceType: row.sourceType,
    sourceId: row.sourceId,
    sourceNumber: row.sourceNumber,
    createdByName: row.createdByName,
    createdAt: (row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt)).toISOString(),
  };
}

export function createLedgerList(db: DbOrTx) {
  const pages = preparedPages('stock_movements', () => selectMovements(db).$dynamic());
  const fetchRows = async (page: PageRequest) => ((await pages(page)) as MovementRow[]).map(toMovement);
  return {
    /** A page of the ledger; narrowed to one item's movements, each with the item's balance after it. */
    async list(query: ListQuery<MovementSort>, filters?: StockMovementFilter): Promise<ListResult<StockMovement>> {
      const result = await listPage(db, movementListSpec(filters), query, fetchRows);
      const item = runningBalanceOf(query, filters);
      return item ? { ...result, data: await withRunningBalance(db, item, result.data, query.sortOrder) } : result;
    },

    /** Every movement matching the list's search, sort and filters, a batch at a time (CSV export), balances as the list's. */
    all(query: Omit<ListQuery<MovementSort>, 'page' | 'limit'>, filters?: StockMovementFilter) {
      const batches = allPages(movementListSpec(filters), query, fetchRows);
      const item = runningBalanceOf(query, filters);
      return item ? withRunningBalances(db, item, batches, query.sortOrder) : batches;
    },

    /** The movements of these ids, as the ledger shows them (what a recorded movement answers). */
    async byIds(tx: DbOrTx, ids: number[]): Promise<StockMovement[]> {
      if (ids.length === 0) return [];
      const rows = await selectMovements(tx).where(inArray(stockMovements.id, ids)).orderBy(stockMovements.id);
      return rows.map(toMovement);
    },
  };
}
