import type { GoodsReceiptSummary, JobWorkChallanSummary, PurchaseOrderSummary } from '@lathe/shared';
import type { PartyDocument } from '../../components/parties/party-documents';

interface ShownRecords {
  /** Each list as far as the page shows it; undefined where the user may not see it. */
  orders?: PurchaseOrderSummary[] | undefined;
  receipts?: GoodsReceiptSummary[] | undefined;
  challans?: JobWorkChallanSummary[] | undefined;
}

/** The PDFs of what the supplier page shows: each numbered purchase order, GRN and job-work challan, newest first. */
export function supplierDocuments({ orders = [], receipts = [], challans = [] }: ShownRecords): PartyDocument[] {
  return [
    ...orders.flatMap((o) =>
      o.poNumber
        ? [{ kind: 'Purchase order', name: o.poNumber, date: o.poDate, path: `purchase-orders/${o.id}/pdf` }]
        : [],
    ),
    ...receipts.flatMap((r) =>
      r.grnNumber
        ? [{ kind: 'Goods receipt note', name: r.grnNumber, date: r.receiptDate, path: `goods-receipts/${r.id}/pdf` }]
        : [],
    ),
    ...challans.flatMap((c) =>
      c.challanNumber
        ? [
            {
              kind: 'Job work challan',
              name: c.challanNumber,
              date: c.challanDate,
              path: `job-work-challans/${c.id}/pdf`,
            },
          ]
        : [],
    ),
  ].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}
