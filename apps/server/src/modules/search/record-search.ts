import { can, RECORD_KINDS, type RecordHit, type RecordKind, type Scope, type User } from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { goodsReceiptHits, jobWorkChallanHits, purchaseOrderHits, supplierHits } from './buying-hits.js';
import { heatHits } from './heat-hits.js';
import { employeeHits, gaugeHits, machineHits, workOrderHits } from './plant-hits.js';
import {
  blanketOrderHits,
  customerHits,
  deliveryScheduleHits,
  invoiceHits,
  noteHits,
  productHits,
  quotationHits,
  salesOrderHits,
} from './sales-hits.js';

type Finder = (db: Db, text: string) => Promise<RecordHit[]>;

/**
 * Each kind the header search finds: the scope whose view opens the kind's screen (a user without
 * it is never told of the kind), and how its records are found. Blanket orders and delivery
 * schedules are the sales orders' and credit and debit notes the invoices' (as their routes);
 * heats are the stock's (the ledger opens on the heat).
 */
const KINDS: Record<RecordKind, { scope: Scope; find: Finder }> = {
  quotation: { scope: 'quotations', find: quotationHits },
  'sales-order': { scope: 'sales-orders', find: salesOrderHits },
  'blanket-order': { scope: 'sales-orders', find: blanketOrderHits },
  'delivery-schedule': { scope: 'sales-orders', find: deliveryScheduleHits },
  invoice: { scope: 'invoices', find: invoiceHits },
  note: { scope: 'invoices', find: noteHits },
  customer: { scope: 'customers', find: customerHits },
  product: { scope: 'products', find: productHits },
  'work-order': { scope: 'work-orders', find: workOrderHits },
  'purchase-order': { scope: 'purchase-orders', find: purchaseOrderHits },
  'goods-receipt': { scope: 'goods-receipts', find: goodsReceiptHits },
  'job-work-challan': { scope: 'job-work', find: jobWorkChallanHits },
  heat: { scope: 'stock', find: heatHits },
  supplier: { scope: 'suppliers', find: supplierHits },
  machine: { scope: 'machines', find: machineHits },
  employee: { scope: 'employees', find: employeeHits },
  gauge: { scope: 'gauges', find: gaugeHits },
};

/**
 * The header's Ctrl/Cmd+K search: documents by number (and their party or the document they
 * answer; a delivery schedule, which has none, by its customer or month), heats by number,
 * masters by code or name, a few of each (`RECORD_HITS_PER_KIND`), documents newest first, each
 * kind only for a user who may view its screen. Every kind is one statement read through trigram
 * indexes, so a search costs at most one statement a kind.
 */
export function createRecordSearch(db: Db) {
  return {
    /** The records matching the text that the user may see, kind by kind in `RECORD_KINDS`' order. */
    async find(user: User, text: string): Promise<RecordHit[]> {
      if (!text) return [];
      const found: RecordHit[] = [];
      for (const kind of RECORD_KINDS) {
        const { scope, find } = KINDS[kind];
        if (can(user, scope, 'view')) found.push(...(await find(db, text)));
      }
      return found;
    },
  };
}

export type RecordSearch = ReturnType<typeof createRecordSearch>;
