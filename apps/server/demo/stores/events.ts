import type {
  CustomerMaterialInput,
  GoodsReceiptInput,
  GoodsReceiptLineInput,
  JobWorkChallanInput,
  JobWorkReceiptInput,
  PurchaseOrderInput,
  StockMovementInput,
} from '@lathe/shared';

/*
 * The demo stores' story as a list of things people did, each on its day: the bodies are what
 * the screens would send, naming earlier documents by the plan's own reference (`po:12`) until
 * the run knows their ids. Played in order, they number every series in date order and never
 * take stock that has not come in yet.
 */

interface When {
  date: string;
  /** Minutes after 09:00 that day. */
  minute: number;
}

/** A goods receipt's line, naming its purchase order line by position. */
export type PlannedReceiptLine = Omit<GoodsReceiptLineInput, 'purchaseOrderLineId'> & { orderLine: number };

export type StoresEvent = When &
  (
    | { type: 'purchase-order'; ref: string; body: PurchaseOrderInput; confirm: boolean }
    | { type: 'purchase-order-close' | 'purchase-order-cancel'; ref: string; reason: string }
    | {
        type: 'goods-receipt';
        order: string;
        body: Omit<GoodsReceiptInput, 'purchaseOrderId' | 'lines'> & { lines: PlannedReceiptLine[] };
      }
    | { type: 'track'; productId: string }
    | { type: 'stock'; body: StockMovementInput }
    | { type: 'challan'; ref: string; body: JobWorkChallanInput }
    | {
        type: 'challan-receipt';
        challan: string;
        body: Omit<JobWorkReceiptInput, 'lines' | 'version'> & {
          lines: { challanLine: number; goodQuantity: number; rejectedQuantity: number; rejectionReason?: string }[];
        };
      }
    | { type: 'challan-close'; challan: string; reason: string }
    | { type: 'customer-material'; body: CustomerMaterialInput }
  );

/** What happens first on one day: orders before what comes in against them, goods in before they go out. */
const RANK: Record<StoresEvent['type'], number> = {
  'purchase-order': 0,
  'purchase-order-cancel': 1,
  'goods-receipt': 2,
  'customer-material': 2,
  track: 3,
  stock: 4,
  challan: 5,
  'challan-receipt': 6,
  'challan-close': 7,
  'purchase-order-close': 7,
};

/** Which of two events happened first: by day, then orders before receipts before issues, then the time of day. */
export const compareEvents = (
  a: { date: string; minute: number; type: StoresEvent['type'] },
  b: { date: string; minute: number; type: StoresEvent['type'] },
) => a.date.localeCompare(b.date) || RANK[a.type] - RANK[b.type] || a.minute - b.minute;
