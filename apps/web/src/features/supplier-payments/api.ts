import type {
  AdvanceAllocationData,
  ListResult,
  OpenBills,
  SupplierPayment,
  SupplierPaymentData,
  SupplierPaymentSummary,
} from '@lathe/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';

/**
 * `/api/supplier-payments`: the list, a payment, the supplier's open bills, recording, setting an
 * advance against bills and removing. Every query of payments and of the payables (ledger, ageing)
 * sits under ['supplier-payments'], so any change refreshes them all; the supplier bills' lists
 * show what is paid, so they are refreshed too.
 */
export const PAYMENTS_KEY = ['supplier-payments'] as const;
const BILLS_KEY = ['supplier-bills'] as const;

/** One page of payments, newest first unless asked otherwise. */
export function useSupplierPaymentsList(query: ListRequest) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'list', query],
    queryFn: ({ signal }) => api.get<ListResult<SupplierPaymentSummary>>('supplier-payments', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** A payment with what of it settles which bill. */
export const useSupplierPayment = (id: string) =>
  useQuery({
    queryKey: [...PAYMENTS_KEY, 'item', id],
    queryFn: ({ signal }) => api.get<SupplierPayment>(`supplier-payments/${encodeURIComponent(id)}`, undefined, signal),
    enabled: !!id,
  });

/** The supplier's booked and part-paid bills, oldest due first, and its open advances; nothing until a supplier is chosen. */
export const useOpenBills = (supplierId: string | null | undefined) =>
  useQuery({
    queryKey: [...PAYMENTS_KEY, 'open-bills', supplierId ?? ''],
    queryFn: ({ signal }) =>
      api.get<OpenBills>('supplier-payments/open-bills', { supplierId: supplierId ?? '' }, signal),
    enabled: !!supplierId,
  });

function usePaymentsChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: PAYMENTS_KEY }),
        client.invalidateQueries({ queryKey: BILLS_KEY }),
      ]),
  });
}

/** Records a payment; answers it. */
export const useRecordPayment = () =>
  usePaymentsChange((body: SupplierPaymentData) => api.post<SupplierPayment>('supplier-payments', body));

/** Sets a payment's open advance against bills; answers the payment. */
export const useAllocateAdvance = (id: string) =>
  usePaymentsChange((body: AdvanceAllocationData) =>
    api.post<SupplierPayment>(`supplier-payments/${encodeURIComponent(id)}/allocations`, body),
  );

/** Removes a payment recorded by mistake; its page's copy goes first, so nothing asks for it again. */
export function useRemovePayment() {
  const client = useQueryClient();
  return usePaymentsChange(async (id: string) => {
    await api.delete(`supplier-payments/${encodeURIComponent(id)}`);
    client.removeQueries({ queryKey: [...PAYMENTS_KEY, 'item', id] });
  });
}
