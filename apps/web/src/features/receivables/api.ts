import type { Ageing, Statement } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** `GET receivables/ageing`: what every customer owes today, by days past due. */
export const useAgeing = () =>
  useQuery({
    queryKey: ['invoices', 'ageing'],
    queryFn: ({ signal }) => api.get<Ageing>('receivables/ageing', undefined, signal),
  });

/** `GET customers/{id}/statement`: the customer's account between two days (unset: the financial year to date). */
export const useStatement = (customerId: string, period: { from?: string | undefined; to?: string | undefined }) =>
  useQuery({
    queryKey: ['invoices', 'statement', customerId, period.from ?? '', period.to ?? ''],
    queryFn: ({ signal }) =>
      api.get<Statement>(`customers/${encodeURIComponent(customerId)}/statement`, period, signal),
    enabled: !!customerId,
  });
