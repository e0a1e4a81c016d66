import { type ListQuery, type ListResult, TRACKED_PRODUCT_SORTABLE, type TrackedProduct } from '@lathe/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { customers, products, stockBalances, stockTrackedProducts } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import {
  allPages,
  escapeLike,
  type ListSpec,
  listPage,
  type PageRequest,
  sortColumns,
  withPage,
} from '../../lib/list.js';

/*
 * Which products keep finished stock (`stock/tracked-products`): a company starts with none, and
 * a product switched on has its dispatches draw from its parts' stock (refused when short). Its
 * stock stays when it is switched off; only its dispatches stop drawing from it.
 */

export type TrackedSort = (typeof TRACKED_PRODUCT_SORTABLE)[number];

/** The product's own pieces in stock now. */
const ownPieces = sql<number>`coalesce((select sum(${stockBalances.quantity}) from ${stockBalances}
  where ${stockBalances.itemKey} = 'part:' || ${products.id}::text and ${stockBalances.ownerKey} = ''), 0)::float8`;

const FIELDS = {
  productId: products.id,
  drawingNumber: products.drawingNumber,
  description: products.productDescription,
  partyCode: products.partyCode,
  customerName: customers.name,
  inStock: ownPieces,
  trackedSince: stockTrackedProducts.createdAt,
};

/** Any product, tracked or not. */
const selectProducts = (db: DbOrTx) =>
  db
    .select(FIELDS)
    .from(products)
    .leftJoin(customers, eq(customers.partyCode, products.partyCode))
    .leftJoin(stockTrackedProducts, eq(stockTrackedProducts.productId, products.id));

/** The tracked products only. */
const selectTracked = (db: DbOrTx) =>
  db
    .select(FIELDS)
    .from(stockTrackedProducts)
    .innerJoin(products, eq(products.id, stockTrackedProducts.productId))
    .leftJoin(customers, eq(customers.partyCode, products.partyCode));

type Row = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

const toTracked = (row: Row): TrackedProduct => ({
  id: row.productId,
  productId: row.productId,
  tracked: row.trackedSince !== null,
  drawingNumber: row.drawingNumber,
  description: row.description,
  partyCode: row.partyCode,
  customerName: row.customerName,
  inStock: row.inStock,
  trackedSince: row.trackedSince ? new Date(row.trackedSince).toISOString() : null,
});

/** The product's own columns, looked up for the tracked row (the count reads the tracked table alone). */
const ofProduct = (condition: SQL) =>
  sql`exists (select 1 from ${products} where ${products.id} = ${stockTrackedProducts.productId} and ${condition})`;

const spec: ListSpec<TrackedSort> = {
  table: stockTrackedProducts,
  searchable: (search) => ofProduct(sql`${products.searchText} ilike ${`%${escapeLike(search)}%`}`),
  sortable: sortColumns(TRACKED_PRODUCT_SORTABLE, {
    drawingNumber: products.drawingNumber,
    createdAt: stockTrackedProducts.createdAt,
  }),
  tieBreaker: stockTrackedProducts.productId,
};

export function createTrackedProducts(db: Db) {
  const fetchRows = async (page: PageRequest) => (await withPage(selectTracked(db).$dynamic(), page)).map(toTracked);

  async function get(tx: DbOrTx, productId: string): Promise<TrackedProduct> {
    const [row] = await selectProducts(tx).where(eq(products.id, productId));
    if (!row) throw notFound('Product');
    return toTracked(row);
  }

  return {
    /** The products that keep stock, with their pieces in stock. */
    list: (query: ListQuery<TrackedSort>): Promise<ListResult<TrackedProduct>> => listPage(db, spec, query, fetchRows),
    all: (query: Omit<ListQuery<TrackedSort>, 'page' | 'limit'>) => allPages(spec, query, fetchRows),
    get: (productId: string) => get(db, productId),

    /** Switches stock keeping on (again, it changes nothing); answers the product's row. */
    track: (productId: string, userId: string) =>
      db.transaction(async (tx) => {
        const product = await get(tx, productId);
        if (product.tracked) return product;
        await tx.insert(stockTrackedProducts).values({ productId, createdBy: userId }).onConflictDoNothing();
        return get(tx, productId);
      }),

    /** Switches it off; its stock stays as it is. */
    untrack: (productId: string) =>
      db.transaction(async (tx) => {
        await get(tx, productId);
        await tx.delete(stockTrackedProducts).where(eq(stockTrackedProducts.productId, productId));
      }),
  };
}
