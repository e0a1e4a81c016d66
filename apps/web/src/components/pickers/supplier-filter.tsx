import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId } from 'react';
import type { ListParams } from '../data-table/use-list-params';
import { labelId } from '../form/field-shell';
import { labelClass } from '../form/field-styles';
import { SearchSelect } from '../form/search-select';
import {
  findSuppliers,
  rememberSupplierOption,
  SUPPLIER_SEARCH_KEY,
  type SupplierPick,
  supplierOptionLabel,
  useSupplierOption,
} from './supplier-options';

/**
 * "All suppliers" or one supplier found by typing its code or name, kept in the URL as `supplierId`.
 * A supplier named by the URL (a link, a reload) is labelled from `suppliers/options/{id}`; one just
 * picked is remembered, so it costs no second request. Clearing the choice shows every supplier.
 */
export function SupplierFilter({ params }: { params: ListParams }) {
  const id = useId();
  const client = useQueryClient();
  const chosen = params.filters.supplierId ?? null;
  const named = useSupplierOption(chosen);
  let label: string | undefined;
  if (named.data) label = supplierOptionLabel(named.data);
  else if (chosen) label = named.isError ? 'Unknown supplier' : 'Loading…';
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label id={labelId(id)} htmlFor={id} className={clsx(labelClass, 'shrink-0')}>
        Supplier
      </label>
      <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
        <SearchSelect
          id={id}
          labelId={labelId(id)}
          value={chosen}
          onChange={(value, option) => {
            if (option) rememberSupplierOption(client, (option as SupplierPick).supplier);
            params.setFilter('supplierId', value);
          }}
          {...(label ? { selectedLabel: label } : {})}
          fetchOptions={findSuppliers}
          queryKey={SUPPLIER_SEARCH_KEY}
          placeholder="All suppliers"
          emptyText="Type a code or name to search"
          noOptionsText="No active suppliers found"
        />
      </div>
    </div>
  );
}
