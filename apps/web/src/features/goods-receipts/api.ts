import {
  GOODS_RECEIPT_FLOW,
  type GoodsReceipt,
  type GoodsReceiptData,
  type GoodsReceiptSummary,
  type ListResult,
  type MaterialCertificate,
  type ReceivableOrder,
} from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST goods-receipts (a draft) and PUT goods-receipts/{id} (the whole draft with the version read). */
export type GoodsReceiptBody = GoodsReceiptData & { version?: number };

/**
 * `/api/goods-receipts`, every step the flow routes (receive, cancel) answering the receipt as it
 * now stands, and save-and-receive. Receiving or cancelling one changes what its purchase order
 * has received and what is in stock: those screens read again.
 */
export const goodsReceiptsResource = defineDocumentResource<GoodsReceipt, GoodsReceiptBody, string>(
  'goods-receipts',
  GOODS_RECEIPT_FLOW,
  { updateMethod: 'PUT', alsoRefresh: [['purchase-orders'], ['stock'], ['goods-receipts', 'orders']] },
);

/** One page of goods receipts, keyed under the resource's lists so every change refreshes it. */
export function useGoodsReceiptList(query: ListRequest) {
  return useQuery({
    queryKey: goodsReceiptsResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<GoodsReceiptSummary>>('goods-receipts', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

export const receivableOrdersKey = ['goods-receipts', 'orders'] as const;

/** The purchase orders a receipt may be made against, searched by PO number or supplier (the order picker). */
export const findReceivableOrders = (search: string, signal?: AbortSignal) =>
  api.get<ReceivableOrder[]>('goods-receipts/orders', { search }, signal);

/** One purchase order with what is left to receive on each line, read under the stores' own scope. */
export function useReceivableOrder(purchaseOrderId: string | null | undefined) {
  return useQuery({
    queryKey: [...receivableOrdersKey, 'one', purchaseOrderId ?? ''],
    queryFn: async ({ signal }) => {
      const [order] = await api.get<ReceivableOrder[]>('goods-receipts/orders', { purchaseOrderId }, signal);
      return order ?? null;
    },
    enabled: !!purchaseOrderId,
  });
}

/** Uploads a mill test certificate: the file as the request's body. */
export const uploadCertificate = (file: File) => api.upload<MaterialCertificate>('material-certificates', file);
