import type { SupplierOption } from '@lathe/shared';
import { useId, useState } from 'react';
import { SearchSelect } from '../../components/form/search-select';
import {
  findSuppliers,
  SUPPLIER_SEARCH_KEY,
  type SupplierPick,
  supplierOptionLabel,
} from '../../components/pickers/supplier-options';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { billableOrdersKey, findBillableOrders } from './api';

/**
 * A new bill starts from its supplier, then the purchase order it is against: the supplier's
 * confirmed orders with something received (or a service) still to bill, searched by PO number.
 */
export function BillOrderPicker({ onPick }: { onPick: (purchaseOrderId: string) => void }) {
  const id = useId();
  const [supplier, setSupplier] = useState<SupplierOption | null>(null);
  const fetchOrders = async (search: string, signal: AbortSignal) =>
    supplier
      ? (await findBillableOrders(supplier.id, search, signal)).map((order) => ({
          value: order.id,
          label: `${order.poNumber ?? 'Draft'} (${formatDate(order.poDate)})`,
        }))
      : [];
  return (
    <Card className="grid max-w-2xl gap-4 p-6">
      <div>
        <label
          htmlFor={`${id}-supplier`}
          id={`${id}-supplier-label`}
          className="mb-1.5 block font-medium text-gray-700 text-sm dark:text-gray-300"
        >
          Supplier
        </label>
        <SearchSelect
          id={`${id}-supplier`}
          labelId={`${id}-supplier-label`}
          queryKey={SUPPLIER_SEARCH_KEY}
          fetchOptions={findSuppliers}
          value={supplier?.id ?? null}
          onChange={(_value, option) => setSupplier(option ? (option as SupplierPick).supplier : null)}
          {...(supplier ? { selectedLabel: supplierOptionLabel(supplier) } : {})}
          placeholder="Search by code or name"
          noOptionsText="No active suppliers found"
        />
      </div>
      {supplier && (
        <div>
          <label
            htmlFor={`${id}-order`}
            id={`${id}-order-label`}
            className="mb-1.5 block font-medium text-gray-700 text-sm dark:text-gray-300"
          >
            Purchase order
          </label>
          <SearchSelect
            key={supplier.id}
            id={`${id}-order`}
            labelId={`${id}-order-label`}
            queryKey={[...billableOrdersKey, supplier.id]}
            fetchOptions={fetchOrders}
            value={null}
            onChange={(value) => {
              if (value) onPick(value);
            }}
            placeholder="Search by PO number"
            noOptionsText={`No order of ${supplier.name} has anything left to bill`}
            searchOnEmpty
            cache={false}
          />
        </div>
      )}
      <p className="text-gray-600 text-sm dark:text-gray-400">
        A bill is made against a confirmed purchase order: the goods its receipts brought in, or its services.
      </p>
    </Card>
  );
}
