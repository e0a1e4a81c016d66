import type { PayablesAgeing, SupplierLedger } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/*
 * The payables' reads, under ['supplier-payments'] as the payments' own are: recording or
 * removing a payment refreshes the ageing and the ledgers with the lists.
 */

/** `GET payables/ageing`: what every supplier is owed today by days past due, with its advances. */
export const usePayablesAgeing = () =>
  useQuery({
    queryKey: ['supplier-payments', 'ageing'],
    queryFn: ({ signal }) => api.get<PayablesAgeing>('payables/ageing', undefined, signal),
  });

/** `GET payables/ledger/{supplierId}`: the supplier's ledger between two days (unset: the financial year to date). */
export const useSupplierLedger = (supplierId: string, period: { from?: string | undefined; to?: string | undefined }) =>
  useQuery({
    queryKey: ['supplier-payments', 'ledger', supplierId, period.from ?? '', period.to ?? ''],
    queryFn: ({ signal }) =>
      api.get<SupplierLedger>(`payables/ledger/${encodeURIComponent(supplierId)}`, period, signal),
    enabled: !!supplierId,
  });
