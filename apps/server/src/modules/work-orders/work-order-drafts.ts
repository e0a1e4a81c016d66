import { NO_CYCLE_TIMES_MESSAGE, productOperations, type WorkOrderData } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { salesOrderLines, salesOrders, workOrderOperations, workOrders } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { touched } from '../../lib/touched.js';
import { cycleTimesOf, productOf } from './work-order-product.js';

/*
 * Draft work orders: saved whole, the product's description and drawing copied on as the work
 * order was drawn up, and its operations written afresh from the product's cycle times each time
 * (productOperations: one per cycle time above zero, in the order a part goes through them), each
 * with the transfer time the draft gives it by its cycle time (none: the plant's default). A
 * work order for a sales order's line names that line's order and customer too.
 */

/** The sales order line a draft may be made for: a line of a confirmed order, of the same product. */
async function orderLineFor(tx: DbOrTx, lineId: string, productId: string) {
  const [line] = await tx
    .select({
      id: salesOrderLines.id,
      productId: salesOrderLines.productId,
      drawingNumber: salesOrderLines.drawingNumber,
      quantity: salesOrderLines.quantity,
      dispatchedQuantity: salesOrderLines.dispatchedQuantity,
      orderId: salesOrders.id,
      orderNumber: salesOrders.orderNumber,
      status: salesOrders.status,
      customerId: salesOrders.customerId,
    })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
    .where(eq(salesOrderLines.id, lineId));
  if (!line) throw invalidField('salesOrderLineId', 'Sales order line not found');
  if (line.status !== 'confirmed') {
    throw invalidField(
      'salesOrderLineId',
      `Sales order ${line.orderNumber ?? '(draft)'} is not open; make work orders for a confirmed order's lines`,
    );
  }
  if (line.dispatchedQuantity >= line.quantity) {
    throw invalidField('salesOrderLineId', 'Everything on this sales order line has been dispatched');
  }
  if (line.productId !== productId) {
    throw invalidField('productId', `The sales order line is for drawing ${line.drawingNumber}; choose that product`);
  }
  return line;
}

async function draftColumns(tx: DbOrTx, data: WorkOrderData) {
  const product = await productOf(tx, data.productId);
  if (!product) throw invalidField('productId', 'Product not found');
  const operations = productOperations(cycleTimesOf(product));
  if (operations.length === 0) throw invalidField('productId', NO_CYCLE_TIMES_MESSAGE);
  const line = data.salesOrderLineId ? await orderLineFor(tx, data.salesOrderLineId, product.id) : null;
  return {
    header: {
      woDate: data.woDate,
      productId: product.id,
      productDescription: product.productDescription,
      drawingNumber: product.drawingNumber,
      salesOrderId: line?.orderId ?? null,
      salesOrderLineId: line?.id ?? null,
      customerId: line?.customerId ?? null,
      quantity: data.quantity,
      dueDate: data.dueDate,
      remarks: data.remarks ?? null,
    },
    operations: operations.map((operation) => ({
      seq: operation.seq,
      cycleField: operation.cycleField,
      kind: operation.kind,
      label: operation.label,
      cycleTimeSec: operation.cycleTimeSec,
      transferMinutes: data.transferMinutes?.[operation.cycleField] ?? null,
    })),
  };
}

type DraftOperations = Awaited<ReturnType<typeof draftColumns>>['operations'];

async function writeOperations(tx: DbOrTx, workOrderId: string, operations: DraftOperations) {
  await tx.delete(workOrderOperations).where(eq(workOrderOperations.workOrderId, workOrderId));
  await tx.insert(workOrderOperations).values(operations.map((operation) => ({ ...operation, workOrderId })));
}

/** The draft half of the work order on the document kit. */
export const workOrderDrafts = {
  async create(tx: DbOrTx, data: WorkOrderData, userId: string): Promise<string> {
    const { header, operations } = await draftColumns(tx, data);
    const [created] = await tx
      .insert(workOrders)
      .values({ ...header, createdBy: userId })
      .returning({ id: workOrders.id });
    const id = (created as { id: string }).id;
    await writeOperations(tx, id, operations);
    return id;
  },

  async update(tx: DbOrTx, draft: { id: string }, data: WorkOrderData): Promise<void> {
    const { header, operations } = await draftColumns(tx, data);
    await tx
      .update(workOrders)
      .set({ ...header, ...touched(workOrders) })
      .where(eq(workOrders.id, draft.id));
    await writeOperations(tx, draft.id, operations);
  },
};
