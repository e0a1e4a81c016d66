import type { EInvoiceCheck, Gstr1Report, Gstr3bReport } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** `GET gst/e-invoices`: the period's issued B2B invoices and notes, each ready for the portal or not. */
export const useEInvoiceCheck = (period: { from: string; to: string }) =>
  useQuery({
    queryKey: ['invoices', 'e-invoice-check', period.from, period.to],
    queryFn: ({ signal }) => api.get<EInvoiceCheck>('gst/e-invoices', period, signal),
  });

/** `GET gst/gstr-1`: the month's return and its reconciliation with the books. */
export const useGstr1 = (month: string) =>
  useQuery({
    queryKey: ['invoices', 'gstr-1', month],
    queryFn: ({ signal }) => api.get<Gstr1Report>('gst/gstr-1', { month }, signal),
  });

/** `GET gst/gstr-3b`: the month's GSTR-3B worksheet, each figure with the documents behind it. */
export const useGstr3b = (month: string) =>
  useQuery({
    queryKey: ['invoices', 'gstr-3b', month],
    queryFn: ({ signal }) => api.get<Gstr3bReport>('gst/gstr-3b', { month }, signal),
  });
