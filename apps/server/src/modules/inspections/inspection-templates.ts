import type { FirstPieceTemplate, InspectionCharacteristic, InspectionResult, PdiTemplate } from '@lathe/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  dispatches,
  dispatchLines,
  inspectionReadings,
  inspections,
  products,
  salesOrderLines,
  salesOrders,
  workOrders,
} from '../../db/schema/index.js';
import { invalidField, notFound } from '../../lib/errors.js';

/*
 * What an inspection form starts from: the characteristics of the product's latest inspection
 * (its nominals and tolerances, as the inspector last set them), or, for a product never
 * inspected, the drawing's figures the product holds (final OD, ID and length, tolerances left
 * for the inspector to enter).
 */

/** The drawing's figures a product holds, as characteristics to measure. */
const DRAWING_FIGURES = [
  ['Final OD', 'finalOd'],
  ['Final ID', 'finalId'],
  ['Final length', 'finalLength'],
] as const;

type ProductRow = typeof products.$inferSelect;

/** The figures the product has; all three unfilled when it has none, for the inspector to complete. */
function drawingCharacteristics(product: ProductRow): InspectionCharacteristic[] {
  const given = DRAWING_FIGURES.filter(([, field]) => product[field] !== null);
  return (given.length ? given : DRAWING_FIGURES).map(([characteristic, field]) => ({
    characteristic,
    nominal: product[field],
    lowerTolerance: null,
    upperTolerance: null,
    unit: 'mm',
  }));
}

/** The product and what to measure of it: its latest inspection's characteristics, else its drawing's figures. */
async function productTemplate(tx: DbOrTx, productId: string) {
  const [product] = await tx.select().from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product');
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
    productId: product.id,
    productDescription: product.productDescription,
    drawingNumber: product.drawingNumber,
    source: readings.length ? ('inspection' as const) : ('drawing' as const),
    characteristics: readings.length ? readings : drawingCharacteristics(product),
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
    ...(await productTemplate(tx, order.productId)),
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
    ...(await productTemplate(tx, chosen.productId)),
    dispatch: head,
    products: sent.map((product) => ({ ...product, inspectionId: reports.get(product.productId) ?? null })),
  };
}
