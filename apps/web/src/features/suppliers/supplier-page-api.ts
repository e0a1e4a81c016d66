import type { GoodsReceiptSummary, JobWorkChallanSummary, ListResult, PurchaseOrderSummary } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api-client';

/**
 * What the supplier page reads besides the supplier: each from its own screen's list, under that
 * list's query key (a change saved there refreshes the page), asked only when the user may view
 * it; the server refuses it otherwise.
 */
function usePage<T>(resource: string, query: Query, enabled: boolean) {
  return useQuery({
    queryKey: [resource, 'list', query],
    queryFn: ({ signal }) => api.get<ListResult<T>>(resource, query, signal),
    enabled,
  });
}

/** How many of each the page shows; "View all" opens the rest. */
export const SHOWN = { orders: 10, receipts: 5, challans: 5 } as const;

/** Purchase orders still awaiting goods (confirmed or partly received), the soonest due first. */
export const useOpenPurchaseOrders = (supplierId: string, enabled: boolean) =>
  usePage<PurchaseOrderSummary>(
    'purchase-orders',
    { supplierId, open: 'true', sortBy: 'deliveryDate', sortOrder: 'ASC', limit: SHOWN.orders },
    enabled,
  );

/** The latest goods receipts from the supplier. */
export const useRecentReceipts = (supplierId: string, enabled: boolean) =>
  usePage<GoodsReceiptSummary>(
    'goods-receipts',
    { supplierId, sortBy: 'receiptDate', sortOrder: 'DESC', limit: SHOWN.receipts },
    enabled,
  );

/** The latest job-work challans to the supplier as a job worker. */
export const useRecentChallans = (supplierId: string, enabled: boolean) =>
  usePage<JobWorkChallanSummary>(
    'job-work-challans',
    { supplierId, sortBy: 'challanDate', sortOrder: 'DESC', limit: SHOWN.challans },
    enabled,
  );
