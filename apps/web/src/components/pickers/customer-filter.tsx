import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId } from 'react';
import type { ListParams } from '../data-table/use-list-params';
import { labelId } from '../form/field-shell';
import { labelClass } from '../form/field-styles';
import { SearchSelect } from '../form/search-select';
import {
  type CustomerPick,
  customerFinder,
  customerOptionLabel,
  PARTY_CODE_SEARCH,
  rememberCustomerOption,
  useCustomerOption,
} from './customer-options';

/** Lookups are never reused (spec §7), so the key only names them. */
const PARTY_CODE_KEY = ['customers', 'party-code', 'filter'] as const;
const findById = customerFinder('id');

/**
 * "All customers" or one customer found by typing its code or name, kept in the URL as `customerId`.
 * A customer named by the URL (a link, a reload) is labelled from `customers/options/{id}`; one just
 * picked is remembered, so it costs no second request. Clearing the choice shows every customer.
 */
export function CustomerFilter({ params }: { params: ListParams }) {
  const id = useId();
  const client = useQueryClient();
  const chosen = params.filters.customerId ?? null;
  const named = useCustomerOption(chosen);
  let label: string | undefined;
  if (named.data) label = customerOptionLabel(named.data.partyCode, named.data.name);
  else if (chosen) label = named.isError ? 'Unknown customer' : 'Loading…';
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label id={labelId(id)} htmlFor={id} className={clsx(labelClass, 'shrink-0')}>
        Customer
      </label>
      <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
        <SearchSelect
          id={id}
          labelId={labelId(id)}
          value={chosen}
          onChange={(value, option) => {
            if (option) rememberCustomerOption(client, (option as CustomerPick).customer);
            params.setFilter('customerId', value);
          }}
          {...(label ? { selectedLabel: label } : {})}
          fetchOptions={findById}
          queryKey={PARTY_CODE_KEY}
          {...PARTY_CODE_SEARCH}
          placeholder="All customers"
          emptyText="Type a code or name to search"
        />
      </div>
    </div>
  );
}
