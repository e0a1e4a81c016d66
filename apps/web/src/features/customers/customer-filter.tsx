import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { customerOptionLabel, useAllCustomers } from './api';

/** "All customers" or one of them (every customer, from `customers/all`), kept in the URL as `customerId`. */
export function CustomerFilter({ params }: { params: ListParams }) {
  const customers = useAllCustomers();
  const chosen = params.filters.customerId;
  const known = customers.data ?? [];
  return (
    <FilterSelect params={params} name="customerId" label="Customer">
      <option value="">All customers</option>
      {/* A customer chosen from a link shows "Loading…" while the list loads, "Unknown customer" if it is not listed. */}
      {chosen && !known.some((c) => c.id === chosen) && (
        <option value={chosen}>{customers.isLoading ? 'Loading…' : 'Unknown customer'}</option>
      )}
      {known.map((c) => (
        <option key={c.id} value={c.id}>
          {customerOptionLabel(c.partyCode, c.name)}
        </option>
      ))}
    </FilterSelect>
  );
}
