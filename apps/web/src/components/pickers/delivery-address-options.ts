import type { DeliveryAddress } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/*
 * A customer's delivery addresses (issue 32), as the customer page lists them and the order,
 * dispatch and invoice forms pick one: `GET customers/{id}/delivery-addresses`, under one query
 * key per customer, so a change saved on the customer page refreshes the pickers too.
 */

/** The query key of a customer's delivery addresses (all of them, or only those in use). */
export const deliveryAddressesKey = (customerId: string, active?: boolean) =>
  active === undefined
    ? (['customers', customerId, 'delivery-addresses'] as const)
    : (['customers', customerId, 'delivery-addresses', { active }] as const);

/** The customer's delivery addresses, the default first; `active`: only those a new document may choose. */
export function useDeliveryAddresses(customerId: string | null | undefined, { active }: { active?: boolean } = {}) {
  return useQuery({
    queryKey: deliveryAddressesKey(customerId ?? '', active),
    queryFn: ({ signal }) =>
      api.get<DeliveryAddress[]>(
        `customers/${encodeURIComponent(customerId ?? '')}/delivery-addresses`,
        active ? { active: 'true' } : undefined,
        signal,
      ),
    enabled: Boolean(customerId),
  });
}
