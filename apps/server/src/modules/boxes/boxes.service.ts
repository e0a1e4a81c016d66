import { randomUUID } from 'node:crypto';
import {
  BOX_MESSAGES,
  type Box,
  type BoxListFilter,
  type BoxPackData,
  type BoxScanResult,
  boxLabelsPrint,
  cutBoxes,
  type LabelFormat,
  type ListQuery,
  type ListResult,
  MAX_BOXES_PER_PACKING,
  MAX_PARTS_PER_BOX,
  type Packing,
  type PackTemplate,
  PER_BOX_MESSAGE,
  SALES_ORDER_FLOW,
  WORK_ORDER_STATUS_LABELS,
  type WorkOrderStatus,
} from '@lathe/shared';
import { asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { boxes, products, salesOrders, workOrderMaterials, workOrders } from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { allPages, listPage, type PageRequest, withPage } from '../../lib/list.js';
import { pdfFileName } from '../../lib/pdf-reply.js';
import type { CompanyService } from '../company/index.js';
import { renderBoxLabelsPdf } from './box-label-pdf.js';
import { type BoxSort, boxListSpec } from './box-list.js';
import { selectBoxes, toBox } from './box-rows.js';
import { scanBox } from './box-rules.js';

/** The statuses whose good pieces may be packed. */
const PACKABLE: readonly WorkOrderStatus[] = ['released', 'in_progress', 'completed'];

const notPackable = (status: WorkOrderStatus) =>
  `Only a released, in-progress or completed work order's pieces are packed; this one is ${WORK_ORDER_STATUS_LABELS[
    status
  ].toLowerCase()}`;

/**
 * The heats the work order's bar came from, as the label prints them ("H2291, H2304"): those it
 * drew (issued), else those reserved for it while nothing is drawn yet.
 */
async function heatNumbersOf(tx: DbOrTx, workOrderId: string): Promise<string> {
  const rows = await tx
    .select({ heatNumber: workOrderMaterials.heatNumber, issued: workOrderMaterials.issuedQuantity })
    .from(workOrderMaterials)
    .where(eq(workOrderMaterials.workOrderId, workOrderId))
    .orderBy(asc(workOrderMaterials.heatNumber));
  const issued = rows.filter((row) => row.issued > 0);
  const heats = (issued.length > 0 ? issued : rows).map((row) => row.heatNumber.trim()).filter(Boolean);
  return [...new Set(heats)].join(', ');
}

/** Pieces of the work order already in boxes (dispatched ones included). */
async function packedOf(tx: DbOrTx, workOrderId: string): Promise<number> {
  const [row] = await tx
    .select({ packed: sum(boxes.quantity).mapWith(Number) })
    .from(boxes)
    .where(eq(boxes.workOrderId, workOrderId));
  return row?.packed ?? 0;
}

/** The work order with its product, as packing reads it; `lock` takes its row for the transaction. */
async function workOrderOf(tx: DbOrTx, workOrderId: string, { lock = false } = {}) {
  const query = tx
    .select({
      id: workOrders.id,
      woNumber: workOrders.woNumber,
      status: workOrders.status,
      goodQuantity: workOrders.goodQuantity,
      productId: workOrders.productId,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
      perBox: products.qtyInBox,
    })
    .from(workOrders)
    .innerJoin(products, eq(products.id, workOrders.productId))
    .where(eq(workOrders.id, workOrderId));
  const [row] = await (lock ? query.for('update', { of: workOrders }) : query);
  return row ? { ...row, status: row.status as WorkOrderStatus } : undefined;
}

/** The boxes of one packing, in box order; 404 when there is none. */
async function readPacking(tx: DbOrTx, packingId: string): Promise<Packing> {
  const rows = await selectBoxes(tx).where(eq(boxes.packingId, packingId)).orderBy(asc(boxes.boxNo));
  const first = rows[0];
  if (!first) throw notFound('Packing');
  const list = rows.map(toBox);
  return {
    packingId,
    workOrderId: first.workOrderId,
    woNumber: first.woNumber,
    drawingNumber: first.drawingNumber,
    description: first.description,
    packedOn: first.packedOn,
    quantity: list.reduce((total, box) => total + box.quantity, 0),
    dispatchedBoxes: list.filter((box) => box.dispatchId !== null).length,
    boxes: list,
  };
}

const fetchBoxes = (db: DbOrTx) => async (page: PageRequest) => (await withPage(selectBoxes(db), page)).map(toBox);

/**
 * Boxes (issue 31): a work order's good pieces packed into boxes by the product's parts per box,
 * listed, printed as labels, unpacked while none is dispatched, and checked as they are scanned
 * into a dispatch (box-rules.ts, which the dispatch itself reads again).
 */
export function createBoxesService(db: Db, company: CompanyService) {
  return {
    list: (query: ListQuery<BoxSort>, filters?: BoxListFilter): Promise<ListResult<Box>> =>
      listPage(db, boxListSpec(filters), query, fetchBoxes(db)),

    /** Every box matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<BoxSort>, 'page' | 'limit'>, filters?: BoxListFilter) {
      yield* allPages(boxListSpec(filters), query, fetchBoxes(db));
    },

    /** The pack form: the work order's made, packed and left, the product's parts per box, and its packings so far. */
    async packTemplate(workOrderId: string): Promise<PackTemplate> {
      const order = await workOrderOf(db, workOrderId);
      if (!order) throw notFound('Work order');
      const packed = await packedOf(db, workOrderId);
      const packings = await db
        .select({
          packingId: boxes.packingId,
          packedOn: sql<string>`min(${boxes.packedOn})`,
          quantity: sum(boxes.quantity).mapWith(Number),
          boxCount: count(),
          dispatchedBoxes: count(boxes.dispatchId),
          createdAt: sql<string>`min(${boxes.createdAt})`,
        })
        .from(boxes)
        .where(eq(boxes.workOrderId, workOrderId))
        .groupBy(boxes.packingId)
        .orderBy(desc(sql`min(${boxes.createdAt})`));
      return {
        workOrderId: order.id,
        woNumber: order.woNumber,
        status: order.status,
        productId: order.productId,
        drawingNumber: order.drawingNumber,
        description: order.description,
        made: order.goodQuantity,
        packed,
        left: Math.max(0, order.goodQuantity - packed),
        perBox: order.perBox && order.perBox > 0 ? order.perBox : null,
        heatNumbers: await heatNumbersOf(db, workOrderId),
        packable: PACKABLE.includes(order.status),
        packings: packings.map(({ createdAt: _createdAt, ...packing }) => ({
          ...packing,
          workOrderId: order.id,
          woNumber: order.woNumber,
          drawingNumber: order.drawingNumber,
          description: order.description,
        })),
      };
    },

    /**
     * Packs good pieces of a released, in-progress or completed work order: never more than it made
     * and has not packed yet (409 on `quantity`); full boxes of the parts per box (the product's
     * unless given), then one part box; the heats its bar came from on every box; one packing, in
     * one transaction with the work order locked, so two packings at once cannot both take the last pieces.
     */
    pack: (data: BoxPackData, userId: string): Promise<Packing> =>
      db.transaction(async (tx) => {
        const order = await workOrderOf(tx, data.workOrderId, { lock: true });
        if (!order) throw invalidField('workOrderId', 'Work order not found');
        if (!PACKABLE.includes(order.status)) throw conflict(notPackable(order.status));
        const perBox = data.perBox ?? (order.perBox && order.perBox > 0 ? order.perBox : null);
        if (perBox === null) throw invalidField('perBox', BOX_MESSAGES.noPerBox);
        if (perBox > MAX_PARTS_PER_BOX) throw invalidField('perBox', PER_BOX_MESSAGE);
        const left = order.goodQuantity - (await packedOf(tx, order.id));
        if (data.quantity > left) {
          const message = BOX_MESSAGES.packLeft(order.woNumber ?? 'this work order', left);
          throw conflict(message, { quantity: message });
        }
        const cuts = cutBoxes(data.quantity, perBox);
        if (cuts.length > MAX_BOXES_PER_PACKING) throw invalidField('quantity', BOX_MESSAGES.tooManyBoxes(cuts.length));
        const heatNumbers = await heatNumbersOf(tx, order.id);
        const packingId = randomUUID();
        await tx.insert(boxes).values(
          cuts.map((cut) => ({
            packingId,
            productId: order.productId,
            workOrderId: order.id,
            heatNumbers,
            quantity: cut.quantity,
            boxNo: cut.boxNo,
            boxCount: cut.boxCount,
            packedOn: data.packedOn,
            createdBy: userId,
            // A microsecond apart in box order, so "newest first" lists a packing's boxes by number.
            createdAt: sql`now() + make_interval(secs => ${cut.boxNo - 1}::double precision / 1000000)`,
          })),
        );
        return readPacking(tx, packingId);
      }),

    packing: (packingId: string): Promise<Packing> => readPacking(db, packingId),

    /** Unpacks a packing (its boxes deleted): refused while any of its boxes is on a dispatch. */
    unpack: (packingId: string): Promise<void> =>
      db.transaction(async (tx) => {
        const rows = await selectBoxes(tx)
          .where(eq(boxes.packingId, packingId))
          .orderBy(asc(boxes.boxNo))
          .for('update', { of: boxes });
        if (rows.length === 0) throw notFound('Packing');
        const sent = rows.find((row) => row.dispatchId !== null);
        if (sent) throw conflict(BOX_MESSAGES.unpackDispatched(sent.code, sent.challanNumber ?? 'a dispatch'));
        await tx.delete(boxes).where(eq(boxes.packingId, packingId));
      }),

    /** A packing's labels as a PDF, A4 sheets of ten or a 100 × 50 mm page each. */
    async labelsPdf(packingId: string, format: LabelFormat): Promise<{ fileName: string; body: Buffer }> {
      const packing = await readPacking(db, packingId);
      const settings = await company.get(db);
      const sheet = boxLabelsPrint(packing.boxes, { maker: settings.name, format });
      const stem = `box-labels-${packing.woNumber ?? packing.drawingNumber}${format === 'thermal' ? '-thermal' : ''}`;
      return { fileName: pdfFileName(stem), body: await renderBoxLabelsPdf(sheet) };
    },

    /**
     * The scan check at a dispatch of the order: the box and the line it fills, or why it cannot go
     * (box-rules.ts). The order must be one that takes a dispatch (confirmed).
     */
    async scan(orderId: string, code: string): Promise<BoxScanResult> {
      const [order] = await db
        .select({ status: salesOrders.status })
        .from(salesOrders)
        .where(eq(salesOrders.id, orderId));
      if (!order) throw notFound('Sales order');
      assertStep(SALES_ORDER_FLOW, 'dispatch', order.status);
      return scanBox(db, orderId, code);
    },
  };
}

export type BoxesService = ReturnType<typeof createBoxesService>;
