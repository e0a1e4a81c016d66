import {
  gradeKey,
  indianDate,
  materialKey,
  minuteOf,
  NO_CYCLE_TIMES_MESSAGE,
  type PromiseQuery,
  type PromiseView,
  planRoughCut,
  promiseQuestionOf,
  promiseView,
  type RoughCutView,
  rodSizeLabel,
  scaleDecimal,
  type WhatIfQuery,
  type WhatIfView,
  whatIfView,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { promiseOnThread, scheduleReader, whatIfOnThread } from '../schedule/index.js';
import { barReadinessOf } from '../stock/index.js';
import {
  barPerPieceOf,
  cycleTimesOf,
  productOf,
  productOptions,
  type WorkOrderProductRow,
} from '../work-orders/index.js';

/**
 * Planning's answers, each computed from the schedule as it stands (`scheduleReader(db).current()`,
 * shared with the board's reads) by the shared rules: a promise date for a quantity of a product,
 * what asking for a date would do to the open work orders, and the rough-cut load. A promise and a
 * what-if each plan the schedule again with the new work order: that runs on the schedule thread
 * (`promiseOnThread`, `whatIfOnThread`), never on the thread answering requests.
 */
export function createPlanningService(db: Db) {
  const reader = scheduleReader(db);

  /** The question for `quantity` pieces of a product: 404 for no product, 400 for one without cycle times. */
  async function questionFor(productId: string, quantity: number) {
    const product = await productOf(db, productId);
    if (!product) throw notFound('Product');
    const question = promiseQuestionOf(`New ${product.drawingNumber}`, cycleTimesOf(product), quantity);
    if (question.operations.length === 0) throw invalidField('productId', NO_CYCLE_TIMES_MESSAGE);
    return { ...question, ...(await materialOf(product, quantity)) };
  }

  /**
   * The material side of a promise: the day the bar for the pieces can be had without leaving
   * planned work short (material planning's projection), and why; nothing when the product's bar
   * or the bar a piece takes (barPerPiece: its geometry, else its raw material weight) is not known.
   */
  async function materialOf(product: WorkOrderProductRow, quantity: number) {
    const perPiece = barPerPieceOf(product).kgPerPiece;
    if (perPiece === null || !product.grade.trim() || !product.rodSize.trim()) return {};
    const itemKey = materialKey(product.grade, product.rodSize);
    const needGrams = scaleDecimal(perPiece, 3) * quantity;
    const ready = await barReadinessOf(db, itemKey, needGrams);
    if (ready.from === 'stock') return {};
    const bar = `${gradeKey(product.grade)} ${rodSizeLabel(product.rodSize)}`;
    const kg = (needGrams / 1000).toLocaleString('en-IN', { maximumFractionDigits: 3 });
    const materialReason =
      ready.from === 'receipt'
        ? `${kg} kg of ${bar} is free only once the purchase order due on ${indianDate(ready.date)} comes in`
        : ready.supplier.supplierName
          ? `${kg} kg of ${bar} must be bought: ${ready.supplier.supplierName}'s lead time is ${ready.supplier.leadTimeDays} days`
          : `${kg} kg of ${bar} must be bought: nobody has supplied it yet, so ${ready.supplier.leadTimeDays} days' lead time is assumed`;
    return { materialReadyMinute: minuteOf(ready.date, '00:00'), materialReason };
  }

  return {
    async promise({ productId, quantity, requestedDate }: PromiseQuery): Promise<PromiseView> {
      const question = await questionFor(productId, quantity);
      const { answer } = await promiseOnThread(await reader.current(), question);
      return promiseView(answer, requestedDate ?? null);
    },

    async whatIf({ productId, quantity, requestedDate }: WhatIfQuery): Promise<WhatIfView> {
      const question = await questionFor(productId, quantity);
      const plan = await reader.current();
      const { answer } = await whatIfOnThread(plan, question, requestedDate);
      return whatIfView(plan.data, answer, requestedDate);
    },

    /** The what-if panel's product picker: the work-order form's search, for whoever plans. */
    products: (search: string) => productOptions(db, search),

    async roughCut(weeks: number): Promise<RoughCutView> {
      const { data, result } = await reader.current();
      return planRoughCut(data, result, weeks);
    },
  };
}

export type PlanningService = ReturnType<typeof createPlanningService>;
