import type {
  CompanySettings,
  ControlPlan,
  ControlPlanCharacteristic,
  ControlPlanProduct,
  InspectionCharacteristic,
  SpecialClass,
} from '@lathe/shared';
import { companyLetterhead } from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { controlPlanCharacteristics, controlPlans, customers, gauges, products } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/*
 * A control plan as the API answers it: its product with the customer, its revision, and each
 * characteristic in order with the gauge it names (code and name, and its state's facts for the
 * inspection forms).
 */

/** The drawing's figures a product holds, as characteristics to measure. */
const DRAWING_FIGURES = [
  ['Final OD', 'finalOd'],
  ['Final ID', 'finalId'],
  ['Final length', 'finalLength'],
] as const;

type DrawingFigures = Pick<typeof products.$inferSelect, 'finalOd' | 'finalId' | 'finalLength'>;

/**
 * The drawing's figures the product has, tolerances left for the inspector or the planner to
 * enter; all three unfilled when it has none.
 */
export function drawingCharacteristics(product: DrawingFigures): InspectionCharacteristic[] {
  const given = DRAWING_FIGURES.filter(([, field]) => product[field] !== null);
  return (given.length ? given : DRAWING_FIGURES).map(([characteristic, field]) => ({
    characteristic,
    nominal: product[field],
    lowerTolerance: null,
    upperTolerance: null,
    unit: 'mm',
  }));
}

/** The product a plan is of, with its customer's name and its drawing's figures; 404 when there is none. */
export async function readPlanProduct(tx: DbOrTx, productId: string) {
  const [row] = await tx
    .select({
      id: products.id,
      drawingNumber: products.drawingNumber,
      productDescription: products.productDescription,
      partyCode: products.partyCode,
      customerName: customers.name,
      finalOd: products.finalOd,
      finalId: products.finalId,
      finalLength: products.finalLength,
    })
    .from(products)
    .leftJoin(customers, eq(customers.partyCode, products.partyCode))
    .where(eq(products.id, productId));
  if (!row) throw notFound('Product');
  const { finalOd, finalId, finalLength, ...product } = row;
  return { product: product as ControlPlanProduct, figures: { finalOd, finalId, finalLength } };
}

/** The plan's characteristics in order, each with the gauge it names and that gauge's status and due date. */
export async function readCharacteristics(tx: DbOrTx, planId: string) {
  const rows = await tx
    .select({
      c: controlPlanCharacteristics,
      gaugeCode: gauges.code,
      gaugeName: gauges.name,
      gaugeStatus: gauges.status,
      gaugeDueOn: gauges.dueOn,
    })
    .from(controlPlanCharacteristics)
    .leftJoin(gauges, eq(gauges.id, controlPlanCharacteristics.gaugeId))
    .where(eq(controlPlanCharacteristics.controlPlanId, planId))
    .orderBy(asc(controlPlanCharacteristics.seq));
  return rows.map(({ c, gaugeCode, gaugeName, gaugeStatus, gaugeDueOn }) => ({
    characteristic: {
      seq: c.seq,
      characteristic: c.characteristic,
      special: c.special as SpecialClass,
      nominal: c.nominal,
      lowerTolerance: c.lowerTolerance,
      upperTolerance: c.upperTolerance,
      unit: c.unit,
      method: c.method,
      gaugeType: c.gaugeType,
      gaugeId: c.gaugeId,
      gaugeCode,
      gaugeName,
      sampleSize: c.sampleSize,
      frequency: c.frequency,
      firstPiece: c.firstPiece,
      inProcess: c.inProcess,
      pdi: c.pdi,
      reactionPlan: c.reactionPlan,
    } satisfies ControlPlanCharacteristic,
    gauge: gaugeStatus === null ? null : { status: gaugeStatus, dueOn: gaugeDueOn },
  }));
}

/** The product's plan row, when it has one. */
export async function planRowOf(tx: DbOrTx, productId: string) {
  const [plan] = await tx.select().from(controlPlans).where(eq(controlPlans.productId, productId));
  return plan;
}

/** The whole plan of a product that has one, headed by the company as it is now; undefined without a plan. */
export async function readControlPlan(
  tx: DbOrTx,
  productId: string,
  company: CompanySettings,
): Promise<ControlPlan | undefined> {
  const { product } = await readPlanProduct(tx, productId);
  const plan = await planRowOf(tx, productId);
  if (!plan) return undefined;
  const characteristics = await readCharacteristics(tx, plan.id);
  return {
    id: plan.id,
    product,
    revision: plan.revision,
    revisedOn: plan.revisedOn,
    remarks: plan.remarks,
    characteristics: characteristics.map((row) => row.characteristic),
    company: companyLetterhead(company),
    version: plan.version,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}
