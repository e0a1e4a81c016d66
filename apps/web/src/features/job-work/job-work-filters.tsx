import { JOB_WORK_CHALLAN_STATUSES, JOB_WORK_STATUS_LABELS } from '@lathe/shared';
import { FilterCheckbox } from '../../components/data-table/filter-checkbox';
import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { SupplierFilter } from '../../components/pickers/supplier-filter';

/** The URL keys the list sends as they are; a link may name `?overdue=true` or a job worker. */
export const JOB_WORK_FILTERS = ['status', 'supplierId', 'pending', 'overdue'] as const;

/** Status, job worker, the challans with goods still out, and those out more than a year. */
export function JobWorkFilters({ params }: { params: ListParams }) {
  return (
    <>
      <FilterSelect params={params} name="status" label="Status" className="sm:w-44">
        <option value="">All statuses</option>
        {JOB_WORK_CHALLAN_STATUSES.map((status) => (
          <option key={status} value={status}>
            {JOB_WORK_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      <SupplierFilter params={params} />
      <FilterCheckbox params={params} name="pending" label="Goods still out" />
      <FilterCheckbox params={params} name="overdue" label="Past the time limit" />
    </>
  );
}
