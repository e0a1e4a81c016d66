import type {
  Ageing,
  CustomerDispatch,
  InvoiceSummary,
  ListResult,
  NoteSummary,
  SalesOrderSummary,
  Statement,
} from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api-client';

/**
 * What the customer page reads besides the customer, each from the list or figure its own screen
 * uses and under that screen's query key, so a change saved there refreshes the page too. Each
 * is asked only when the user may view it (`enabled`); the server refuses it otherwise.
 */

const customerPath = (customerId: string, tail: string) => `customers/${encodeURIComponent(customerId)}/${tail}`;

function usePage<T>(resource: string, query: Query, enabled: boolean) {
  return useQuery({
    queryKey: [resource, 'list', query],
    queryFn: ({ signal }) => api.get<ListResult<T>>(resource, query, signal),
    enabled,
  });
}

/** How many of each the page shows; "View all" opens the rest. */
export const SHOWN = { orders: 10, dispatches: 5, invoices: 10, notes: 5 } as const;

/** Confirmed orders, still open: the soonest due first. */
export const useOpenOrders = (customerId: string, enabled: boolean) =>
  usePage<SalesOrderSummary>(
    'sales-orders',
    { customerId, status: 'confirmed', sortBy: 'deliveryDate', sortOrder: 'ASC', limit: SHOWN.orders },
    enabled,
  );

/** The latest dispatches of any of its orders (`GET customers/{id}/dispatches`). */
export const useRecentDispatches = (customerId: string, enabled: boolean) => {
  const query = { sortBy: 'dispatchDate', sortOrder: 'DESC', limit: SHOWN.dispatches };
  return useQuery({
    queryKey: ['sales-orders', 'dispatches', customerId, query],
    queryFn: ({ signal }) =>
      api.get<ListResult<CustomerDispatch>>(customerPath(customerId, 'dispatches'), query, signal),
    enabled,
  });
};

/** The latest invoices, each with its balance due. */
export const useRecentInvoices = (customerId: string, enabled: boolean) =>
  usePage<InvoiceSummary>(
    'invoices',
    { customerId, sortBy: 'invoiceDate', sortOrder: 'DESC', limit: SHOWN.invoices },
    enabled,
  );

/** The latest credit and debit notes. */
export const useRecentNotes = (customerId: string, enabled: boolean) =>
  usePage<NoteSummary>('notes', { customerId, sortBy: 'noteDate', sortOrder: 'DESC', limit: SHOWN.notes }, enabled);

/** The statement of the financial year to date: the statement page's own query. */
export const useYearStatement = (customerId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['invoices', 'statement', customerId, '', ''],
    queryFn: ({ signal }) => api.get<Statement>(customerPath(customerId, 'statement'), {}, signal),
    enabled,
  });

/** What it owes today by days past due (`GET customers/{id}/ageing`). */
export const useCustomerAgeing = (customerId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['invoices', 'ageing', customerId],
    queryFn: ({ signal }) => api.get<Ageing>(customerPath(customerId, 'ageing'), undefined, signal),
    enabled,
  });
