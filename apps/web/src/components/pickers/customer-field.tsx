import type { CustomerOption } from '@lathe/shared';
import type { ComponentProps } from 'react';
import { SearchSelectField } from '../form/search-select-field';
import { type CustomerPick, customerFinder, PARTY_CODE_SEARCH } from './customer-options';

/** Lookups are never reused (spec §7), so the key only names them. */
const PARTY_CODE_KEY = ['customers', 'party-code'] as const;
const finders = { id: customerFinder('id'), partyCode: customerFinder('partyCode') };

type CustomerFieldProps = Omit<
  ComponentProps<typeof SearchSelectField>,
  'fetchOptions' | 'queryKey' | 'searchOnEmpty' | 'cache' | 'placeholder' | 'emptyText' | 'noOptionsText' | 'onSelect'
> & {
  /** What the form stores: the customer's id (orders, invoices) or its party code (products). */
  valueBy?: 'id' | 'partyCode';
  /** The customer chosen, or null when cleared: its state and terms, or a cue to drop its products. */
  onPick?: (customer: CustomerOption | null) => void;
};

/** A customer picked by typing its code or name (orders, invoices) or its party code (products, spec §7). */
export function CustomerField({ valueBy = 'id', onPick, ...props }: CustomerFieldProps) {
  return (
    <SearchSelectField
      {...props}
      fetchOptions={finders[valueBy]}
      queryKey={PARTY_CODE_KEY}
      {...PARTY_CODE_SEARCH}
      placeholder={valueBy === 'id' ? 'Search by code or name' : 'Search by party code'}
      emptyText="Type to search customers"
      onSelect={(option) => onPick?.(option ? (option as CustomerPick).customer : null)}
    />
  );
}
