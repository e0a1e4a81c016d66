import { CONTROL_PLAN_SORTABLE, type ControlPlanListFilter, type ControlPlanSummary } from '@lathe/shared';
import { eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { controlPlanCharacteristics, controlPlans, products } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';

/*
 * The control plans list is the products list with each product's plan beside it: every product
 * has a row, planned or not, so the planner sees what is still without one. Its sorts, search and
 * unfiltered total are the products' own (their indexes, their kept count); "with a plan" reads
 * the plans' product index first, "without" is an anti-join on it.
 */

export type ControlPlanSort = (typeof CONTROL_PLAN_SORTABLE)[number];

const SORTABLE = sortColumns(CONTROL_PLAN_SORTABLE, {
  drawingNumber: products.drawingNumber,
  productDescription: products.productDescription,
  partyCode: products.partyCode,
});

const planned = (tx: DbOrTx) =>
  tx.select({ one: sql`1` }).from(controlPlans).where(eq(controlPlans.productId, products.id));

function filterCondition(tx: DbOrTx, filters: ControlPlanListFilter | undefined): SQL | undefined {
  if (filters?.plan === 'with') {
    return sql`${products.id} = any(array(select ${controlPlans.productId} from ${controlPlans}))`;
  }
  if (filters?.plan === 'without') return notExists(planned(tx));
  return undefined;
}

export const controlPlanListSpec = (
  tx: DbOrTx,
  filters: ControlPlanListFilter | undefined,
): ListSpec<ControlPlanSort> => ({
  table: products,
  searchable: [products.searchText],
  sortable: SORTABLE,
  tieBreaker: products.id,
  filters,
  where: filterCondition(tx, filters),
  counted: 'products',
});

const characteristicCount = sql<number>`(select count(*)::int from ${controlPlanCharacteristics}
  where ${controlPlanCharacteristics.controlPlanId} = ${controlPlans.id})`;

/**
 * A page of products, each with its plan's revision, revision date and how many characteristics it
 * lists. The page's products are found first, alone (the products list's own index range, however
 * deep the page), then joined to their plans: a join before the page would have the planner read
 * and sort every product for a page deep in the list.
 */
export const fetchControlPlanSummaries =
  (tx: DbOrTx) =>
  async (page: PageRequest): Promise<ControlPlanSummary[]> => {
    const pageOfProducts = withPage(tx.select({ id: products.id }).from(products).$dynamic(), page);
    const select = tx
      .select({
        productId: products.id,
        drawingNumber: products.drawingNumber,
        productDescription: products.productDescription,
        partyCode: products.partyCode,
        planId: controlPlans.id,
        revision: controlPlans.revision,
        revisedOn: controlPlans.revisedOn,
        characteristicCount,
      })
      .from(products)
      .leftJoin(controlPlans, eq(controlPlans.productId, products.id))
      .where(inArray(products.id, pageOfProducts))
      .orderBy(...page.orderBy);
    const rows = await select;
    return rows.map(({ planId, characteristicCount: count, ...row }) => ({
      ...row,
      hasPlan: planId !== null,
      characteristicCount: planId === null ? 0 : Number(count),
    }));
  };
