import { BOX_SORTABLE, type BoxListFilter, parseBoxScan } from '@lathe/shared';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { boxes, dispatches, products, workOrders } from '../../db/schema/index.js';
import { escapeLike, type ListSpec, sortColumns } from '../../lib/list.js';

export type BoxSort = (typeof BOX_SORTABLE)[number];

const SORTABLE = sortColumns(BOX_SORTABLE, { createdAt: boxes.createdAt });

/** A box code a search names: the code, or its digits alone ("123" → BX0000123). */
function codeOf(search: string): string | null {
  const typed = search.trim();
  if (/^\d{1,7}$/.test(typed)) return `BX${typed.padStart(7, '0')}`;
  return parseBoxScan(typed).code ?? null;
}

/**
 * A search finds a box by its code (the unique index: "BX0000123", "bx0000123" or its digits), or
 * the boxes of work orders whose number, product or drawing matches, or of the challans that
 * match: each found first by its own table's trigram index, then the boxes by theirs.
 */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  const code = codeOf(search);
  return or(
    code ? eq(boxes.code, code) : undefined,
    sql`${boxes.workOrderId} = any(array(select ${workOrders.id} from ${workOrders} where ${workOrders.searchText} ilike ${pattern}))`,
    sql`${boxes.workOrderId} = any(array(select ${workOrders.id} from ${workOrders} where ${workOrders.productId} = any(array(select ${products.id} from ${products} where ${products.searchText} ilike ${pattern}))))`,
    sql`${boxes.dispatchId} = any(array(select ${dispatches.id} from ${dispatches} where ${dispatches.challanNumber} ilike ${pattern}))`,
  );
}

/**
 * The filters, each an index's: a work order's boxes (boxes_work_order), a product's through its
 * work orders (work_orders_product, then boxes_work_order), a dispatch's (boxes_dispatch), and the
 * boxes still in the stores or sent.
 */
function filterCondition(filters: BoxListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { workOrderId, productId, dispatchId, state } = filters;
  return and(
    workOrderId ? eq(boxes.workOrderId, workOrderId) : undefined,
    productId
      ? sql`${boxes.workOrderId} = any(array(select ${workOrders.id} from ${workOrders} where ${workOrders.productId} = ${productId}))`
      : undefined,
    dispatchId ? eq(boxes.dispatchId, dispatchId) : undefined,
    state === 'packed' ? isNull(boxes.dispatchId) : state === 'dispatched' ? isNotNull(boxes.dispatchId) : undefined,
  );
}

/** The list of boxes, newest first by default (boxes_created), searched and filtered as above. */
export const boxListSpec = (filters: BoxListFilter | undefined): ListSpec<BoxSort> => ({
  table: boxes,
  searchable: searchCondition,
  sortable: SORTABLE,
  tieBreaker: boxes.id,
  filters,
  where: filterCondition(filters),
});
