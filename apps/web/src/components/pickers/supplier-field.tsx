import type { SupplierOption } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { SearchSelectField } from '../form/search-select-field';
import { findSuppliers, rememberSupplierOption, SUPPLIER_SEARCH_KEY, type SupplierPick } from './supplier-options';

type SupplierFieldProps = Omit<
  ComponentProps<typeof SearchSelectField>,
  'fetchOptions' | 'queryKey' | 'searchOnEmpty' | 'placeholder' | 'emptyText' | 'noOptionsText' | 'onSelect'
> & {
  /** The supplier chosen, or null when cleared: its state decides the tax type. */
  onPick?: (supplier: SupplierOption | null) => void;
};

/** An active supplier picked by typing its code or name; opening it lists the first suppliers by name. */
export function SupplierField({ onPick, ...props }: SupplierFieldProps) {
  const client = useQueryClient();
  return (
    <SearchSelectField
      {...props}
      fetchOptions={findSuppliers}
      queryKey={SUPPLIER_SEARCH_KEY}
      searchOnEmpty
      placeholder="Search by code or name"
      emptyText="Type to search suppliers"
      noOptionsText="No active suppliers found"
      onSelect={(option) => {
        const supplier = option ? (option as SupplierPick).supplier : null;
        if (supplier) rememberSupplierOption(client, supplier);
        onPick?.(supplier);
      }}
    />
  );
}
