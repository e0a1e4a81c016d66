import type { ListResult, SalesOrderSummary } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { api } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * A warning, not a refusal, when the customer's PO number is already on another of their orders
 * (not cancelled): a PO entered twice is an order entered twice, or a typing slip.
 */
export function DuplicatePoWarning({ orderId }: { orderId?: string | undefined }) {
  const [customerId, poNumber] = useWatch({ name: ['customerId', 'customerPoNumber'] }) as [string, string];
  const po = useDebouncedValue((poNumber ?? '').trim(), 400);
  const others = useQuery({
    queryKey: ['sales-orders', 'same-po', customerId, po],
    queryFn: ({ signal }) =>
      api.get<ListResult<SalesOrderSummary>>('sales-orders', { customerId, search: po, limit: 10 }, signal),
    enabled: !!customerId && po.length >= 3,
    staleTime: 30_000,
  });
  const same = (others.data?.data ?? []).filter(
    (o) =>
      o.id !== orderId && o.status !== 'cancelled' && o.customerPoNumber?.trim().toLowerCase() === po.toLowerCase(),
  );
  if (!customerId || po.length < 3 || same.length === 0) return null;
  const names = same.map((o) => o.orderNumber ?? 'a draft').join(', ');
  return (
    <Alert tone="warning">
      This customer's PO {po} is already on {names}. Check it is not the same order entered twice.
    </Alert>
  );
}
