import {
  type CompanySettings,
  companyLetterhead,
  leftToMake,
  type OPERATION_KINDS,
  operationHours,
  type PRODUCT_CYCLE_TIMES,
  piecesPerHour,
  type WorkOrder,
  type WorkOrderStatus,
  type WorkOrderSummary,
} from '@lathe/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inspections, salesOrderLines, salesOrders, workOrderOperations, workOrders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { WorkOrderRecord } from './work-order-lock.js';
import { materialNeedOf, readMaterials } from './work-order-materials.js';
import { barPerPieceOf, productOf } from './work-order-product.js';

/*
 * A work order as the API answers it: the list row with its sales order and progress, and the
 * whole work order with its operations (pieces an hour, hours for the quantity), the bar
 * reserved by heat against what the quantity needs, and whether its first piece has passed.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The sales order a row names, as the list shows it. */
interface OrderRef {
  orderNumber: string | null;
  customerName: string | null;
}

export function toWorkOrderSummary(row: WorkOrderRecord, order: OrderRef | undefined): WorkOrderSummary {
  return {
    id: row.id,
    woNumber: row.woNumber,
    status: row.status as WorkOrderStatus,
    woDate: row.woDate,
    dueDate: row.dueDate,
    productId: row.productId,
    productDescription: row.productDescription,
    drawingNumber: row.drawingNumber,
    salesOrderId: row.salesOrderId,
    salesOrderNumber: order?.orderNumber ?? null,
    salesOrderLineId: row.salesOrderLineId,
    customerId: row.customerId,
    customerName: order?.customerName ?? null,
    quantity: row.quantity,
    goodQuantity: row.goodQuantity,
    rejectedQuantity: row.rejectedQuantity,
    leftToMake: leftToMake(row),
    remarks: row.remarks,
    releasedAt: iso(row.releasedAt),
    inProgressAt: iso(row.inProgressAt),
    completedAt: iso(row.completedAt),
    closedShortAt: iso(row.closedShortAt),
    statusReason: row.statusReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The sales orders a page of work orders names, in one query. */
async function ordersOf(tx: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, OrderRef>();
  const rows = await tx
    .select({ id: salesOrders.id, orderNumber: salesOrders.orderNumber, customerName: salesOrders.customerName })
    .from(salesOrders)
    .where(inArray(salesOrders.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The summaries of a page of work orders. */
export async function toWorkOrderSummaries(tx: DbOrTx, rows: readonly WorkOrderRecord[]): Promise<WorkOrderSummary[]> {
  const orderIds = [...new Set(rows.flatMap((row) => (row.salesOrderId ? [row.salesOrderId] : [])))];
  const orders = await ordersOf(tx, orderIds);
  return rows.map((row) => toWorkOrderSummary(row, row.salesOrderId ? orders.get(row.salesOrderId) : undefined));
}

/** Whether the latest first-piece inspection of the work order passed. */
export async function firstPiecePassed(tx: DbOrTx, workOrderId: string): Promise<boolean> {
  const [latest] = await tx
    .select({ result: inspections.result })
    .from(inspections)
    .where(and(eq(inspections.workOrderId, workOrderId), eq(inspections.kind, 'first_piece')))
    .orderBy(desc(inspections.createdAt), desc(inspections.id))
    .limit(1);
  return latest?.result === 'pass';
}

/** The work order's operations in the order they run. */
export const readOperations = (tx: DbOrTx, workOrderId: string) =>
  tx
    .select()
    .from(workOrderOperations)
    .where(eq(workOrderOperations.workOrderId, workOrderId))
    .orderBy(asc(workOrderOperations.seq));

/** The sales order and line a work order is made for. */
async function salesLineOf(tx: DbOrTx, salesOrderId: string, lineId: string | null) {
  const [order] = await tx
    .select({ orderNumber: salesOrders.orderNumber, customerName: salesOrders.customerName })
    .from(salesOrders)
    .where(eq(salesOrders.id, salesOrderId));
  const [line] = lineId
    ? await tx
        .select({ lineNumber: salesOrderLines.lineNumber })
        .from(salesOrderLines)
        .where(eq(salesOrderLines.id, lineId))
    : [];
  return order ? { ...order, lineNumber: line?.lineNumber ?? null } : undefined;
}

const asCycleField = (field: string) => field as (typeof PRODUCT_CYCLE_TIMES)[number];
const asKind = (kind: string) => kind as (typeof OPERATION_KINDS)[number];

/** The whole work order, with the company as it is now at the head of its job card. */
export async function readWorkOrder(tx: DbOrTx, id: string, company: CompanySettings): Promise<WorkOrder> {
  const [row] = await tx.select().from(workOrders).where(eq(workOrders.id, id));
  if (!row) throw notFound('Work order');
  // One after another: the queries of a transaction share its connection.
  const product = await productOf(tx, row.productId);
  const operations = await readOperations(tx, id);
  const materials = await readMaterials(tx, id);
  const passed = await firstPiecePassed(tx, id);
  const line = row.salesOrderId ? await salesLineOf(tx, row.salesOrderId, row.salesOrderLineId) : undefined;
  return {
    ...toWorkOrderSummary(row, line),
    product: {
      id: row.productId,
      description: product?.productDescription ?? row.productDescription,
      drawingNumber: product?.drawingNumber ?? row.drawingNumber,
      grade: product?.grade ?? null,
      rodSize: product?.rodSize ?? null,
      rawMaterialWeight: product ? barPerPieceOf(product).kgPerPiece : null,
      partyCode: product?.partyCode ?? null,
    },
    salesOrder: row.salesOrderId
      ? {
          id: row.salesOrderId,
          orderNumber: line?.orderNumber ?? null,
          lineId: row.salesOrderLineId,
          lineNumber: line?.lineNumber ?? null,
          customerId: row.customerId,
          customerName: line?.customerName ?? null,
        }
      : null,
    operations: operations.map((operation) => ({
      id: operation.id,
      seq: operation.seq,
      cycleField: asCycleField(operation.cycleField),
      kind: asKind(operation.kind),
      label: operation.label,
      cycleTimeSec: operation.cycleTimeSec,
      piecesPerHour: piecesPerHour(operation.cycleTimeSec),
      hoursForQuantity: operationHours(row.quantity, operation.cycleTimeSec),
      goodQuantity: operation.goodQuantity,
      rejectedQuantity: operation.rejectedQuantity,
      lockedMachineId: operation.lockedMachineId,
      lockedStart: operation.lockedStart ? operation.lockedStart.slice(0, 16).replace(' ', 'T') : null,
      transferMinutes: operation.transferMinutes,
    })),
    materials,
    materialNeed: materialNeedOf(row, product, materials),
    firstPiecePassed: passed,
    company: companyLetterhead(company),
  };
}
