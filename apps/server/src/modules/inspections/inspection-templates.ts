import {
  type ControlPlanStage,
  DEFAULT_PDI_SAMPLE_SIZE,
  FIRST_PIECE_SAMPLE_SIZE,
  type FirstPieceTemplate,
  type InProcessTemplate,
  type InProcessTrigger,
  type InspectionResult,
  type LotPdiTemplate,
  type PdiTemplate,
  plainTemplateCharacteristic,
  todayIn,
} from '@lathe/shared';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  dispatches,
  dispatchLines,
  inspectionReadings,
  inspections,
  machines,
  productionEntries,
  products,
  salesOrderLines,
  salesOrders,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { drawingCharacteristics, planForStage } from '../control-plans/index.js';

/*
 * What an inspection form starts from: the characteristics the product's control plan has the
 * form's stage measure (with their samples, gauges and reaction plans); without a plan for the
 * stage, those of the product's latest inspection (its nominals and tolerances, as the inspector
 * last set them), or, for a product never inspected, the drawing's figures the product holds
 * (final OD, ID and length, tolerances left for the inspector to enter).
 */

/** The pieces a form measures of each characteristic when no plan says: one for a first piece, else five. */
const DEFAULT_SAMPLES: Record<ControlPlanStage, number> = {
  firstPiece: FIRST_PIECE_SAMPLE_SIZE,
  inProcess: DEFAULT_PDI_SAMPLE_SIZE,
  pdi: DEFAULT_PDI_SAMPLE_SIZE,
};

/**
 * The product and what to measure of it at the stage: its control plan's characteristics for the
 * stage (a plan's gauge chosen when it may measure today), else its latest inspection's, else
 * its drawing's figures.
 */
async function productTemplate(tx: DbOrTx, productId: string, stage: ControlPlanStage) {
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product');
  const head = {
    productId: product.id,
    productDescription: product.productDescription,
    drawingNumber: product.drawingNumber,
  };
  const plan = await planForStage(tx, productId, stage, todayIn());
  if (plan) {
    return {
      ...head,
      source: 'control_plan' as const,
      planRevision: plan.revision,
      sampleSize: plan.sampleSize,
      characteristics: plan.characteristics,
    };
  }
  const [latest] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(eq(inspections.productId, productId))
    .orderBy(desc(inspections.createdAt), desc(inspections.id))
    .limit(1);
  const readings = latest
    ? await tx
        .select({
          characteristic: inspectionReadings.characteristic,
          nominal: inspectionReadings.nominal,
          lowerTolerance: inspectionReadings.lowerTolerance,
          upperTolerance: inspectionReadings.upperTolerance,
          unit: inspectionReadings.unit,
        })
        .from(inspectionReadings)
        .where(eq(inspectionReadings.inspectionId, latest.id))
        .orderBy(asc(inspectionReadings.seq))
    : [];
  return {
    ...head,
    source: readings.length ? ('inspection' as const) : ('drawing' as const),
    planRevision: null,
    sampleSize: DEFAULT_SAMPLES[stage],
    characteristics: (readings.length ? readings : drawingCharacteristics(product)).map(plainTemplateCharacteristic),
  };
}

/** The first-piece form of a work order: the work order, its earlier attempts (latest first) and what to measure. */
export async function firstPieceTemplate(tx: DbOrTx, workOrderId: string): Promise<FirstPieceTemplate> {
  const [order] = await tx.select().from(workOrders).where(eq(workOrders.id, workOrderId));
  if (!order) throw notFound('Work order');
  const attempts = await tx
    .select({ id: inspections.id, inspectedOn: inspections.inspectedOn, result: inspections.result })
    .from(inspections)
    .where(and(eq(inspections.workOrderId, workOrderId), eq(inspections.kind, 'first_piece')))
    .orderBy(desc(inspections.createdAt), desc(inspections.id));
  return {
    ...(await productTemplate(tx, order.productId, 'firstPiece')),
    workOrder: {
      id: order.id,
      woNumber: order.woNumber,
      status: order.status,
      quantity: order.quantity,
      dueDate: order.dueDate,
    },
    attempts: attempts.map((a) => ({ ...a, result: a.result as InspectionResult })),
  };
}

/** A dispatch with its order and customer; 404 when there is none. */
export async function dispatchHead(tx: DbOrTx, dispatchId: string) {
  const [head] = await tx
    .select({
      id: dispatches.id,
      challanNumber: dispatches.challanNumber,
      dispatchDate: dispatches.dispatchDate,
      salesOrderId: salesOrders.id,
      orderNumber: salesOrders.orderNumber,
      customerPoNumber: salesOrders.customerPoNumber,
      customerName: customers.name,
    })
    .from(dispatches)
    .innerJoin(salesOrders, eq(salesOrders.id, dispatches.orderId))
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(eq(dispatches.id, dispatchId));
  return head;
}

/** The products a dispatch sends, each with the pieces sent of it, in the order's line order. */
export async function dispatchedProducts(tx: DbOrTx, dispatchId: string) {
  const rows = await tx
    .select({
      productId: salesOrderLines.productId,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
      quantity: dispatchLines.quantity,
    })
    .from(dispatchLines)
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, dispatchLines.orderLineId))
    .innerJoin(products, eq(products.id, salesOrderLines.productId))
    .where(eq(dispatchLines.dispatchId, dispatchId))
    .orderBy(asc(salesOrderLines.lineNumber));
  const byProduct = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = byProduct.get(row.productId);
    if (seen) seen.quantity += row.quantity;
    else byProduct.set(row.productId, { ...row });
  }
  return [...byProduct.values()];
}

export const SEVERAL_PRODUCTS = 'The dispatch sends several products: choose the one inspected';
export const NOT_DISPATCHED = 'This dispatch does not send that product';

/**
 * The product a PDI covers: the one asked for, which the dispatch must send; else its only one.
 * A dispatch of several products needs the choice (400 on `productId`).
 */
export function chosenProduct<P extends { productId: string }>(sent: P[], productId: string | null | undefined): P {
  if (productId) {
    const chosen = sent.find((p) => p.productId === productId);
    if (!chosen) throw invalidField('productId', NOT_DISPATCHED);
    return chosen;
  }
  const [only] = sent;
  if (!only) throw invalidField('dispatchId', 'This dispatch sends nothing to inspect');
  if (sent.length > 1) throw invalidField('productId', SEVERAL_PRODUCTS);
  return only;
}

/** The dispatch's PDI reports (one a product it sends): the report's id by product. */
export async function pdiReportsOf(tx: DbOrTx, dispatchId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ productId: inspections.productId, id: inspections.id })
    .from(inspections)
    .where(eq(inspections.dispatchId, dispatchId));
  return new Map(rows.map((row) => [row.productId, row.id]));
}

/**
 * The PDI form of a dispatch: the dispatch, the products it sends, the characteristics of the
 * one chosen (`productId`, else the first without a report), and its report when it has one.
 */
export async function pdiTemplate(tx: DbOrTx, dispatchId: string, productId?: string): Promise<PdiTemplate> {
  const head = await dispatchHead(tx, dispatchId);
  if (!head) throw notFound('Dispatch');
  const sent = await dispatchedProducts(tx, dispatchId);
  const reports = await pdiReportsOf(tx, dispatchId);
  const chosen = productId
    ? chosenProduct(sent, productId)
    : (sent.find((product) => !reports.has(product.productId)) ?? sent[0]);
  if (!chosen) throw notFound('Dispatch');
  return {
    ...(await productTemplate(tx, chosen.productId, 'pdi')),
    dispatch: head,
    products: sent.map((product) => ({ ...product, inspectionId: reports.get(product.productId) ?? null })),
  };
}

/** A work order's head as the in-process and lot forms show it; 404 when there is none. */
async function workOrderHead(tx: DbOrTx, workOrderId: string) {
  const [order] = await tx
    .select({
      id: workOrders.id,
      woNumber: workOrders.woNumber,
      status: workOrders.status,
      productId: workOrders.productId,
      quantity: workOrders.quantity,
      goodQuantity: workOrders.goodQuantity,
      dueDate: workOrders.dueDate,
    })
    .from(workOrders)
    .where(eq(workOrders.id, workOrderId));
  if (!order) throw notFound('Work order');
  const { productId, ...workOrder } = order;
  return { productId, workOrder };
}

/** "2. Single setup": an operation as the forms and the report name it. */
export const operationLabelOf = (operation: { seq: number; label: string }) => `${operation.seq}. ${operation.label}`;

/** Earlier in-process inspections the form lists: the last few. */
const EARLIER_SHOWN = 10;

/**
 * The in-process form of a work order: its operations, each with the machine its latest
 * production entry ran on (the one to propose), its last in-process inspections, and what to
 * measure (the plan's in-process characteristics).
 */
export async function inProcessTemplate(tx: DbOrTx, workOrderId: string): Promise<InProcessTemplate> {
  const { productId, workOrder } = await workOrderHead(tx, workOrderId);
  const operations = await tx
    .select({
      id: workOrderOperations.id,
      seq: workOrderOperations.seq,
      label: workOrderOperations.label,
      goodQuantity: workOrderOperations.goodQuantity,
    })
    .from(workOrderOperations)
    .where(eq(workOrderOperations.workOrderId, workOrderId))
    .orderBy(asc(workOrderOperations.seq));
  const lastMachines = await tx
    .selectDistinctOn([productionEntries.operationId], {
      operationId: productionEntries.operationId,
      id: machines.id,
      machineNo: machines.machineNo,
      machineName: machines.machineName,
    })
    .from(productionEntries)
    .innerJoin(machines, eq(machines.id, productionEntries.machineId))
    .where(eq(productionEntries.workOrderId, workOrderId))
    .orderBy(
      productionEntries.operationId,
      desc(productionEntries.entryDate),
      desc(productionEntries.shift),
      desc(productionEntries.createdAt),
    );
  const earlier = await tx
    .select({
      id: inspections.id,
      inspectedOn: inspections.inspectedOn,
      result: inspections.result,
      seq: workOrderOperations.seq,
      label: workOrderOperations.label,
      machineNo: machines.machineNo,
      trigger: inspections.trigger,
    })
    .from(inspections)
    .innerJoin(workOrderOperations, eq(workOrderOperations.id, inspections.operationId))
    .innerJoin(machines, eq(machines.id, inspections.machineId))
    .where(and(eq(inspections.workOrderId, workOrderId), eq(inspections.kind, 'in_process')))
    .orderBy(desc(inspections.inspectedOn), desc(inspections.createdAt), desc(inspections.id))
    .limit(EARLIER_SHOWN);
  return {
    ...(await productTemplate(tx, productId, 'inProcess')),
    workOrder,
    operations: operations.map((operation) => {
      const last = lastMachines.find((machine) => machine.operationId === operation.id);
      return {
        ...operation,
        lastMachine: last ? { id: last.id, machineNo: last.machineNo, machineName: last.machineName } : null,
      };
    }),
    earlier: earlier.map(({ seq, label, trigger, result, ...row }) => ({
      ...row,
      result: result as InspectionResult,
      operationLabel: operationLabelOf({ seq, label }),
      trigger: trigger as InProcessTrigger,
    })),
  };
}

/** The lot PDIs of a work order, latest first (by inspection date, then the later recorded): the first decides. */
export const lotPdisOf = (tx: DbOrTx, workOrderId: string) =>
  tx
    .select({
      id: inspections.id,
      inspectedOn: inspections.inspectedOn,
      result: inspections.result,
      lotQuantity: inspections.lotQuantity,
    })
    .from(inspections)
    .where(and(eq(inspections.workOrderId, workOrderId), eq(inspections.kind, 'pdi'), isNull(inspections.dispatchId)))
    .orderBy(desc(inspections.inspectedOn), desc(inspections.createdAt), desc(inspections.id));

/** The lot PDI form of a work order: its good pieces so far, its earlier lot PDIs, and what to measure (the plan's PDI characteristics). */
export async function lotPdiTemplate(tx: DbOrTx, workOrderId: string): Promise<LotPdiTemplate> {
  const { productId, workOrder } = await workOrderHead(tx, workOrderId);
  const earlier = await lotPdisOf(tx, workOrderId);
  return {
    ...(await productTemplate(tx, productId, 'pdi')),
    workOrder,
    earlier: earlier.map((row) => ({ ...row, result: row.result as InspectionResult })),
  };
}
