import {
  CONTROL_PLAN_NOT_FOUND,
  type ControlPlan,
  type ControlPlanData,
  type ControlPlanListFilter,
  type ControlPlanMissing,
  type ControlPlanSummary,
  controlPlanPdfName,
  controlPlanPrint,
  type ListQuery,
  type ListResult,
  statusText,
  todayIn,
} from '@lathe/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { controlPlanCharacteristics, controlPlans, products } from '../../db/schema/index.js';
import { AppError, assertVersion, notFound } from '../../lib/errors.js';
import { listPage } from '../../lib/list.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';
import type { CompanyService } from '../company/index.js';
import { assertGauges } from '../gauges/index.js';
import { type ControlPlanSort, controlPlanListSpec, fetchControlPlanSummaries } from './control-plan-list.js';
import { drawingCharacteristics, readControlPlan, readPlanProduct } from './control-plan-rows.js';

/** The characteristics as their rows: one per position, so a save rewrites only what changed. */
const characteristicRows = (planId: string, characteristics: ControlPlanData['characteristics']) =>
  characteristics.map((c, index) => ({
    controlPlanId: planId,
    seq: index + 1,
    characteristic: c.characteristic,
    special: c.special,
    nominal: c.nominal,
    lowerTolerance: c.nominal === null ? null : c.lowerTolerance,
    upperTolerance: c.nominal === null ? null : c.upperTolerance,
    unit: c.unit,
    method: c.method,
    gaugeType: c.gaugeType,
    gaugeId: c.gaugeId ?? null,
    sampleSize: c.sampleSize,
    frequency: c.frequency,
    firstPiece: c.firstPiece,
    inProcess: c.inProcess,
    pdi: c.pdi,
    reactionPlan: c.reactionPlan,
  }));

const REWRITTEN = [
  'characteristic',
  'special',
  'nominal',
  'lowerTolerance',
  'upperTolerance',
  'unit',
  'method',
  'gaugeType',
  'gaugeId',
  'sampleSize',
  'frequency',
  'firstPiece',
  'inProcess',
  'pdi',
  'reactionPlan',
] as const;

/** `excluded.<column>` for each column a save rewrites in place. */
const fromExcluded = Object.fromEntries(
  REWRITTEN.map((key) => [key, sql.raw(`excluded.${controlPlanCharacteristics[key].name}`)]),
);

/**
 * Control plans: the products with their plan's revision (the list), a product's plan (or, without
 * one, its drawing's figures to start from), the whole plan saved as its next revision, and its PDF.
 */
export function createControlPlansService(db: Db, company: CompanyService) {
  const read = async (tx: DbOrTx, productId: string): Promise<ControlPlan | ControlPlanMissing> => {
    const plan = await readControlPlan(tx, productId, await company.get(tx));
    if (plan) return plan;
    const { product, figures } = await readPlanProduct(tx, productId);
    return {
      statusCode: 404,
      error: statusText(404),
      message: CONTROL_PLAN_NOT_FOUND,
      product,
      suggestion: drawingCharacteristics(figures),
    };
  };

  return {
    list: (
      query: ListQuery<ControlPlanSort>,
      filters?: ControlPlanListFilter,
    ): Promise<ListResult<ControlPlanSummary>> =>
      listPage(db, controlPlanListSpec(db, filters), query, fetchControlPlanSummaries(db)),

    /** The product's plan; without one, the 404 body with the product and its drawing's figures. 404 for no product. */
    read: (productId: string) => read(db, productId),

    /**
     * Saves the whole plan in one transaction: the first save is revision 1, each later one the
     * next, revised today (India); `version`, when sent, must be the one read (409 otherwise).
     * Characteristics are kept by position: a changed one is rewritten, those past the new end
     * removed, so the product's history shows what changed.
     */
    save: (productId: string, data: ControlPlanData): Promise<ControlPlan> =>
      db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, productId))
          .for('no key update');
        if (!product) throw notFound('Product');
        // A plan may name a gauge due for calibration, never an unknown or retired one.
        await assertGauges(
          tx,
          data.characteristics.map((c, index) => ({ gaugeId: c.gaugeId, field: `characteristics.${index}.gaugeId` })),
          null,
        );
        const [stored] = await tx
          .select()
          .from(controlPlans)
          .where(eq(controlPlans.productId, productId))
          .for('update');
        const revisedOn = todayIn();
        let planId: string;
        if (stored) {
          assertVersion(stored.version, data.version, 'control plan');
          await tx
            .update(controlPlans)
            .set({
              revision: stored.revision + 1,
              revisedOn,
              remarks: data.remarks ?? null,
              version: stored.version + 1,
              updatedAt: new Date(),
            })
            .where(eq(controlPlans.id, stored.id));
          planId = stored.id;
        } else {
          const [made] = await tx
            .insert(controlPlans)
            .values({ productId, revision: 1, revisedOn, remarks: data.remarks ?? null })
            .returning({ id: controlPlans.id });
          planId = (made as { id: string }).id;
        }
        await tx
          .insert(controlPlanCharacteristics)
          .values(characteristicRows(planId, data.characteristics))
          .onConflictDoUpdate({
            target: [controlPlanCharacteristics.controlPlanId, controlPlanCharacteristics.seq],
            set: fromExcluded,
          });
        await tx
          .delete(controlPlanCharacteristics)
          .where(
            and(
              eq(controlPlanCharacteristics.controlPlanId, planId),
              gt(controlPlanCharacteristics.seq, data.characteristics.length),
            ),
          );
        const saved = await readControlPlan(tx, productId, await company.get(tx));
        if (!saved) throw new AppError(500, 'The control plan was not saved');
        return saved;
      }),

    /** The plan as a PDF (404 without one). */
    async pdf(productId: string): Promise<{ fileName: string; body: Buffer }> {
      const settings = await company.get(db);
      const plan = await readControlPlan(db, productId, settings);
      if (!plan) throw new AppError(404, CONTROL_PLAN_NOT_FOUND);
      return { fileName: controlPlanPdfName(plan), body: await renderPrintPdf(controlPlanPrint(plan, settings.logo)) };
    },
  };
}

export type ControlPlansService = ReturnType<typeof createControlPlansService>;
