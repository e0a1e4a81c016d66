import { useId } from 'react';
import { SearchSelect } from '../../components/form/search-select';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { findReceivableOrders, receivableOrdersKey } from './api';

/** The orders offered, each as "PO/2026-27/0007 — Shree Steels (12/05/2026)". */
const fetchOrders = async (search: string, signal: AbortSignal) =>
  (await findReceivableOrders(search, signal)).map((order) => ({
    value: order.id,
    label: `${order.poNumber ?? 'Draft'} — ${order.supplierName} (${formatDate(order.poDate)})`,
  }));

/**
 * A new goods receipt starts from its purchase order: the confirmed and partly received orders,
 * searched by PO number or supplier; choosing one opens the receipt's form for it.
 */
export function OrderPicker({ onPick }: { onPick: (purchaseOrderId: string) => void }) {
  const id = useId();
  return (
    <Card className="max-w-2xl p-6">
      <label
        htmlFor={id}
        id={`${id}-label`}
        className="mb-1.5 block font-medium text-gray-700 text-sm dark:text-gray-300"
      >
        Purchase order
      </label>
      <SearchSelect
        id={id}
        labelId={`${id}-label`}
        queryKey={[...receivableOrdersKey, 'search']}
        fetchOptions={fetchOrders}
        value={null}
        onChange={(value) => {
          if (value) onPick(value);
        }}
        placeholder="Search by PO number or supplier"
        noOptionsText="No confirmed purchase order matches"
        cache={false}
      />
      <p className="mt-2 text-gray-600 text-sm dark:text-gray-400">
        Goods are received against a confirmed or partly received purchase order.
      </p>
    </Card>
  );
}
