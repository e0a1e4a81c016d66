import type { DispatchData, ProductOption, SalesOrder, SalesOrderData } from '@lathe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchOption } from '../../components/form/search-select';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';
import { searchPartyCodes } from '../customers/api';
import { customerOptionLabel } from '../products/api';

/** POST sales-orders and PUT sales-orders/{id}: the whole draft, header and lines, and on PUT the version read. */
export type SalesOrderBody = SalesOrderData & { version?: number };

/**
 * `/api/sales-orders`. A read answers the whole order (lines, needs, dispatches, invoices);
 * list rows are its summary (`SalesOrderSummary`), which the list page types them as.
 */
export const salesOrdersResource = defineResource<SalesOrder, SalesOrderBody>('sales-orders', { updateMethod: 'PUT' });

export type OrderStep = 'confirm' | 'close' | 'cancel';

const orderPath = (id: string, step: string) => `sales-orders/${encodeURIComponent(id)}/${step}`;

/** `POST sales-orders/{id}/confirm | close | cancel` with the version read and, for close and cancel, why. */
export const changeOrderStatus = (id: string, step: OrderStep, body: { version: number; reason?: string }) =>
  api.post<SalesOrder>(orderPath(id, step), body);

/** `POST sales-orders/{id}/dispatches`: quantities per open order line (0 leaves a line out). */
export const recordDispatch = (id: string, body: DispatchData) =>
  api.post<SalesOrder>(orderPath(id, 'dispatches'), body);

/**
 * Stores an order the server answered with as its cached copy and refreshes the lists and the
 * order itself (a dispatch or a status change moves figures the lists and the dashboard show).
 */
export function useRememberOrder() {
  const client = useQueryClient();
  return async (order: SalesOrder) => {
    client.setQueryData(salesOrdersResource.keys.detail(order.id), order);
    await client.invalidateQueries({ queryKey: salesOrdersResource.keys.all });
  };
}

/** A change to a saved order (confirm, close, cancel, dispatch) whose answer is the order as it now is. */
export function useOrderMutation<V>(send: (variables: V) => Promise<SalesOrder>) {
  const remember = useRememberOrder();
  return useMutation({ mutationFn: send, onSuccess: remember });
}

/** The order's customer picker: party codes matching the text, valued by the customer's id. Not cached. */
export const findOrderCustomers = async (text: string, signal: AbortSignal): Promise<SearchOption[]> =>
  (await searchPartyCodes(text, signal)).map((c) => ({ value: c.id, label: customerOptionLabel(c.partyCode, c.name) }));

/** How a product reads on an order line and in its picker. */
export const productLabel = (p: { drawingNumber: string; description: string }) =>
  `${p.drawingNumber} — ${p.description}`;

/** The line's product picker: `products/options?customerId&search` (up to 20, drawing number or description). */
export const findCustomerProducts =
  (customerId: string) =>
  async (search: string, signal: AbortSignal): Promise<SearchOption[]> =>
    (await api.get<ProductOption[]>('products/options', { customerId, search }, signal)).map((p) => ({
      value: p.id,
      label: productLabel(p),
    }));

export const productOptionsKey = (customerId: string) => ['products', 'options', customerId] as const;
