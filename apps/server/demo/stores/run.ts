import {
  customerMaterialInputSchema,
  documentActionSchema,
  goodsReceiptInputSchema,
  jobWorkChallanInputSchema,
  jobWorkReceiptInputSchema,
  purchaseOrderInputSchema,
  stockMovementInputSchema,
  trackedProductParamsSchema,
} from '@lathe/shared';
import type { Db } from '../../src/db/client.js';
import { createCompanyService } from '../../src/modules/company/company.service.js';
import { createCustomerMaterialsService } from '../../src/modules/customer-materials/customer-materials.service.js';
import { createGoodsReceiptsService } from '../../src/modules/goods-receipts/goods-receipts.service.js';
import { createJobWorkService } from '../../src/modules/job-work/job-work.service.js';
import { createPurchaseOrdersService } from '../../src/modules/purchase-orders/purchase-orders.service.js';
import { createStockService } from '../../src/modules/stock/stock.service.js';
import { momentOn } from '../sales/calendar.js';
import type { StampBook } from './backdate.js';
import type { StoresEvent } from './events.js';

/*
 * Keys the stores story in through the services, as the screens would: every body parsed by
 * the shared schema its route parses it with, then handed to the same service call, so every
 * figure, number, status and stock balance is the app's own. Documents the story names by
 * reference are found by the ids the services gave them.
 */

interface Made {
  id: string;
  /** Line ids by position. */
  lines: string[];
}

export async function runStores(
  db: Db,
  events: readonly StoresEvent[],
  actor: { id: string },
  book: StampBook,
  now: Date,
) {
  const company = createCompanyService(db);
  const purchaseOrders = createPurchaseOrdersService(db, company);
  const goodsReceipts = createGoodsReceiptsService(db, company);
  const stock = createStockService(db);
  const jobWork = createJobWorkService(db, company);
  const customerMaterials = createCustomerMaterialsService(db, company);
  const made = new Map<string, Made>();
  const find = (ref: string): Made => {
    const found = made.get(ref);
    if (!found) throw new Error(`The stores plan names ${ref} before making it`);
    return found;
  };
  const lineIds = (lines: { id: string; lineNumber: number }[]) =>
    [...lines].sort((a, b) => a.lineNumber - b.lineNumber).map((line) => line.id);

  for (const event of events) {
    const at = momentOn(event.date, event.minute, now);
    const after = (minutes: number) => momentOn(event.date, event.minute + minutes, now);
    switch (event.type) {
      case 'purchase-order': {
        let order = await purchaseOrders.create(purchaseOrderInputSchema.parse(event.body), actor);
        book.stamp('purchaseOrders', order.id, 'createdAt', at);
        if (event.confirm) {
          order = await purchaseOrders.step('confirm')(
            order.id,
            documentActionSchema.parse({ version: order.version }),
          );
          book.stamp('purchaseOrders', order.id, 'confirmedAt', after(25));
        }
        made.set(event.ref, { id: order.id, lines: lineIds(order.lines) });
        break;
      }
      case 'purchase-order-close':
      case 'purchase-order-cancel': {
        const { id } = find(event.ref);
        const body = documentActionSchema.parse({
          version: (await purchaseOrders.get(id)).version,
          reason: event.reason,
        });
        if (event.type === 'purchase-order-close') await purchaseOrders.step('close')(id, body);
        else await purchaseOrders.step('cancel')(id, body);
        book.stamp('purchaseOrders', id, event.type === 'purchase-order-close' ? 'shortClosedAt' : 'cancelledAt', at);
        break;
      }
      case 'goods-receipt': {
        const order = find(event.order);
        const draft = await goodsReceipts.create(
          goodsReceiptInputSchema.parse({
            ...event.body,
            purchaseOrderId: order.id,
            lines: event.body.lines.map(({ orderLine, ...line }) => ({
              ...line,
              purchaseOrderLineId: order.lines[orderLine],
            })),
          }),
          actor,
        );
        await goodsReceipts.step('receive')(draft.id, documentActionSchema.parse({ version: draft.version }));
        book.stamp('goodsReceipts', draft.id, 'createdAt', at);
        book.stamp('goodsReceipts', draft.id, 'receivedAt', after(40));
        book.stamp('purchaseOrders', order.id, 'updatedAt', after(40));
        break;
      }
      case 'track': {
        const { productId } = trackedProductParamsSchema.parse({ productId: event.productId });
        await stock.tracked.track(productId, actor.id);
        book.stamp('stockTrackedProducts', productId, 'createdAt', at);
        break;
      }
      case 'stock':
        await stock.movements.record(stockMovementInputSchema.parse(event.body), actor.id);
        break;
      case 'challan': {
        const draft = await jobWork.create(jobWorkChallanInputSchema.parse(event.body), actor);
        const sent = await jobWork.step('send')(draft.id, documentActionSchema.parse({ version: draft.version }));
        made.set(event.ref, { id: sent.id, lines: lineIds(sent.lines) });
        book.stamp('jobWorkChallans', sent.id, 'createdAt', at);
        book.stamp('jobWorkChallans', sent.id, 'sentAt', after(30));
        break;
      }
      case 'challan-receipt': {
        const challan = find(event.challan);
        const input = jobWorkReceiptInputSchema.parse({
          ...event.body,
          version: (await jobWork.get(challan.id)).version,
          lines: event.body.lines.map(({ challanLine, ...line }) => ({
            ...line,
            challanLineId: challan.lines[challanLine],
          })),
        });
        await jobWork.receive(challan.id, input, actor.id);
        const [receipt] = (await jobWork.receipts(challan.id)).filter((r) => r.receiptDate === event.date).slice(-1);
        if (receipt) book.stamp('jobWorkReceipts', receipt.id, 'createdAt', at);
        book.stamp('jobWorkChallans', challan.id, 'updatedAt', at);
        break;
      }
      case 'challan-close': {
        const { id } = find(event.challan);
        const body = documentActionSchema.parse({ version: (await jobWork.get(id)).version, reason: event.reason });
        await jobWork.step('close')(id, body);
        book.stamp('jobWorkChallans', id, 'closedAt', at);
        break;
      }
      case 'customer-material': {
        const draft = await customerMaterials.create(customerMaterialInputSchema.parse(event.body), actor);
        await customerMaterials.step('receive')(draft.id, documentActionSchema.parse({ version: draft.version }));
        book.stamp('customerMaterialReceipts', draft.id, 'createdAt', at);
        book.stamp('customerMaterialReceipts', draft.id, 'receivedAt', after(30));
        break;
      }
    }
  }
}
