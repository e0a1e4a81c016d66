import { FilterCheckbox } from '../../components/data-table/filter-checkbox';
import type { ListParams } from '../../components/data-table/use-list-params';
import { PeriodDay } from '../../components/form/period-day';
import { SupplierFilter } from '../../components/pickers/supplier-filter';

/** The URL keys the list sends as they are. */
export const PAYMENT_FILTERS = ['supplierId', 'from', 'to', 'withAdvance'] as const;

/** One supplier's payments, between two days, or those with an advance still open. */
export function PaymentFilters({ params }: { params: ListParams }) {
  return (
    <>
      <SupplierFilter params={params} />
      <PeriodDay name="from" label="From" />
      <PeriodDay name="to" label="To" />
      <FilterCheckbox params={params} name="withAdvance" label="Advance open" />
    </>
  );
}
