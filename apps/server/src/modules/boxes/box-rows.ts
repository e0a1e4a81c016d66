import type { Box } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { boxes, dispatches, products, workOrders } from '../../db/schema/index.js';

/** Boxes with their product's part number and description, their work order's number and the dispatch that sent them. */
export const selectBoxes = (tx: DbOrTx) =>
  tx
    .select({
      id: boxes.id,
      code: boxes.code,
      packingId: boxes.packingId,
      productId: boxes.productId,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
      workOrderId: boxes.workOrderId,
      woNumber: workOrders.woNumber,
      heatNumbers: boxes.heatNumbers,
      quantity: boxes.quantity,
      boxNo: boxes.boxNo,
      boxCount: boxes.boxCount,
      packedOn: boxes.packedOn,
      dispatchId: boxes.dispatchId,
      challanNumber: dispatches.challanNumber,
      dispatchDate: dispatches.dispatchDate,
      salesOrderId: dispatches.orderId,
      createdAt: boxes.createdAt,
    })
    .from(boxes)
    .innerJoin(products, eq(products.id, boxes.productId))
    .innerJoin(workOrders, eq(workOrders.id, boxes.workOrderId))
    .leftJoin(dispatches, eq(dispatches.id, boxes.dispatchId))
    .$dynamic();

export type BoxRow = Awaited<ReturnType<typeof selectBoxes>>[number];

/** A row as the API answers it. */
export const toBox = (row: BoxRow): Box => ({ ...row, createdAt: row.createdAt.toISOString() });
