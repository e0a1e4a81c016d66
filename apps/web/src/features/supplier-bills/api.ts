import {
  type BillableOrder,
  type ListResult,
  SUPPLIER_BILL_FLOW,
  type SupplierBill,
  type SupplierBillData,
  type SupplierBillProposal,
  type SupplierBillSummary,
} from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST supplier-bills and PUT supplier-bills/{id}: the whole draft, and on PUT the version read. */
export type SupplierBillBody = SupplierBillData & { version?: number };

/**
 * `/api/supplier-bills`, every step the flow routes (book, approve, cancel) answering the bill as
 * it now stands, and save-and-book. Booking or cancelling one changes what is left to bill of its
 * order and receipts, and what is owed: those screens read again.
 */
export const supplierBillsResource = defineDocumentResource<SupplierBill, SupplierBillBody, string>(
  'supplier-bills',
  SUPPLIER_BILL_FLOW,
  {
    updateMethod: 'PUT',
    // The payments' screens and the payables (under ['supplier-payments']), and the month's returns.
    alsoRefresh: [
      ['supplier-bills', 'proposal'],
      ['supplier-payments'],
      ['supplier-bills', 'gstr-2b'],
      ['invoices', 'gstr-3b'],
    ],
  },
);

/** One page of supplier bills, keyed under the resource's lists so every change refreshes it. */
export function useSupplierBillList(query: ListRequest) {
  return useQuery({
    queryKey: supplierBillsResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<SupplierBillSummary>>('supplier-bills', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

export const billableOrdersKey = ['supplier-bills', 'orders'] as const;

/** The supplier's orders a bill may be against, searched by PO number (the order picker). */
export const findBillableOrders = (supplierId: string, search: string, signal?: AbortSignal) =>
  api.get<BillableOrder[]>('supplier-bills/orders', { supplierId, search }, signal);

/** What a bill from the order starts with, and what its TDS on a bill dated `billDate` depends on. */
export function useBillProposal(purchaseOrderId: string | null | undefined, billDate?: string) {
  return useQuery({
    queryKey: ['supplier-bills', 'proposal', purchaseOrderId ?? '', billDate ?? ''],
    queryFn: ({ signal }) =>
      api.get<SupplierBillProposal>(
        'supplier-bills/proposal',
        { purchaseOrderId, ...(billDate ? { billDate } : {}) },
        signal,
      ),
    enabled: !!purchaseOrderId,
    placeholderData: keepPreviousData,
    // The page reads it to open the form and the form's fields read it again a moment later:
    // one answer serves both. A bill saved, booked or cancelled reads it again (alsoRefresh).
    staleTime: 30_000,
  });
}
