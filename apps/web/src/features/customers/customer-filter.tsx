import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { customerOptionLabel, useAllCustomers } from './api';

interface CustomerFilterProps {
  params: ListParams;
  hideLabel?: boolean;
  /**
   * How a customer from the URL that is not (or not yet) listed reads. Without it: "Loading…"
   * while the list loads, then "Unknown customer". The orders list has always said "Chosen customer".
   */
  unlistedText?: string;
}

/** "All customers" or one of them (every customer, from `customers/all`), kept in the URL as `customerId`. */
export function CustomerFilter({ params, hideLabel, unlistedText }: CustomerFilterProps) {
  const customers = useAllCustomers();
  const chosen = params.filters.customerId;
  const known = customers.data ?? [];
  return (
    <FilterSelect params={params} name="customerId" label="Customer" hideLabel={hideLabel}>
      <option value="">All customers</option>
      {/* A customer chosen from a link keeps showing while the list loads (or when it is no longer listed). */}
      {chosen && !known.some((c) => c.id === chosen) && (
        <option value={chosen}>{unlistedText ?? (customers.isLoading ? 'Loading…' : 'Unknown customer')}</option>
      )}
      {known.map((c) => (
        <option key={c.id} value={c.id}>
          {customerOptionLabel(c.partyCode, c.name)}
        </option>
      ))}
    </FilterSelect>
  );
}
