import type { ProductionEntry } from '@lathe/shared';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '../../components/data-table/filter-select';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { RowActions } from '../../components/data-table/row-actions';
import { ACTIONS_KEY, type Column } from '../../components/data-table/types';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { type ListParams, useListParams } from '../../components/data-table/use-list-params';
import { labelId } from '../../components/form/field-shell';
import { labelClass } from '../../components/form/field-styles';
import { PeriodDay } from '../../components/form/period-day';
import { SearchSelect } from '../../components/form/search-select';
import { ButtonLink } from '../../components/ui/button';
import { formatDate } from '../../lib/format-date';
import { useResourceList } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { entriesResource, findOperators, findWorkOrders, useProductionMachines, useProductionWorkOrder } from './api';
import { workOrderLabel } from './entry-fields';
import { wholeText } from './production-format';

const FILTERS = ['from', 'to', 'machineId', 'workOrderId', 'operatorId', 'shift'] as const;
const linkClass = 'text-brand-600 hover:underline dark:text-brand-400';
const quiet = 'block text-gray-600 text-xs dark:text-gray-400';

function entryColumns(actions: { edit: boolean; remove: ((entry: ProductionEntry) => void) | null }) {
  const columns: Column<ProductionEntry>[] = [
    {
      key: 'entryDate',
      header: 'Date',
      sortKey: 'entryDate',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <>
          <span className="block">{formatDate(row.entryDate)}</span>
          <span className={quiet}>Shift {row.shift}</span>
        </>
      ),
    },
    {
      key: 'machine',
      header: 'Machine',
      cell: (row) => (
        <>
          <span className="block font-medium text-gray-800 dark:text-white/90">{row.machineNo}</span>
          <span className={quiet}>{row.operatorName}</span>
        </>
      ),
    },
    {
      key: 'workOrder',
      header: 'Work order',
      cell: (row) => (
        <>
          <Link to={`/work-orders/view/${row.workOrderId}`} className={`block ${linkClass}`}>
            {row.woNumber ?? 'Work order'}
          </Link>
          <span className={quiet}>
            {row.drawingNumber ?? row.productDescription} · {row.operationLabel}
          </span>
        </>
      ),
    },
    {
      key: 'goodQuantity',
      header: 'Good',
      className: 'text-right tabular-nums',
      cell: (row) => wholeText(row.goodQuantity),
    },
    {
      key: 'rejectedQuantity',
      header: 'Rejected',
      className: 'text-right tabular-nums',
      cell: (row) => (
        <>
          <span className="block">{wholeText(row.rejectedQuantity)}</span>
          {row.rejectionReasonName && <span className={quiet}>{row.rejectionReasonName}</span>}
        </>
      ),
    },
    {
      key: 'downtimeMinutes',
      header: 'Downtime',
      secondary: true,
      className: 'text-right tabular-nums',
      cell: (row) => (
        <>
          <span className="block">{row.downtimeMinutes > 0 ? `${wholeText(row.downtimeMinutes)} min` : '—'}</span>
          {row.downtimeReasonName && <span className={quiet}>{row.downtimeReasonName}</span>}
        </>
      ),
    },
  ];
  const { remove } = actions;
  if (actions.edit || remove) {
    columns.push({
      key: ACTIONS_KEY,
      header: 'Actions',
      cell: (row) => (
        <RowActions
          label={`the entry of ${formatDate(row.entryDate)}, shift ${row.shift}, ${row.machineNo}`}
          {...(actions.edit ? { editTo: `/production/edit/${row.id}` } : {})}
          {...(remove ? { onDelete: () => remove(row) } : {})}
        />
      ),
    });
  }
  return columns;
}

/** A record picked by search, kept in the URL under `name`: the work order or the operator of the list. */
function SearchFilter({
  params,
  name,
  label,
  find,
  placeholder,
  selectedLabel,
}: {
  params: ListParams;
  name: 'workOrderId' | 'operatorId';
  label: string;
  find: typeof findWorkOrders;
  placeholder: string;
  /** The chosen record's name, once known (a link or a reload names it by id only). */
  selectedLabel: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label id={labelId(id)} htmlFor={id} className={clsx(labelClass, 'shrink-0')}>
        {label}
      </label>
      <div className="min-w-0 flex-1 sm:w-60 sm:flex-none">
        <SearchSelect
          id={id}
          labelId={labelId(id)}
          value={params.filters[name] ?? null}
          onChange={(value) => params.setFilter(name, value)}
          fetchOptions={find}
          queryKey={['production', name, 'filter']}
          placeholder={placeholder}
          {...(selectedLabel ? { selectedLabel } : {})}
        />
      </div>
    </div>
  );
}

/**
 * `/production`: every production entry, newest day first, filtered by days, machine, shift, work
 * order and operator; as CSV. Entries are corrected and deleted from here.
 */
export function EntryListPage() {
  const params = useListParams({ filters: FILTERS, defaultSortBy: 'entryDate', defaultSortOrder: 'DESC' });
  const list = useResourceList(entriesResource, params.query);
  const machines = useProductionMachines().data ?? [];
  const chosenOrder = useProductionWorkOrder(params.filters.workOrderId).data;
  // Under the operator filter every row is theirs: the first names them.
  const chosenOperator = params.filters.operatorId ? list.data?.data[0]?.operatorName : undefined;
  const canCreate = useCan('production', 'create');
  const canEdit = useCan('production', 'edit');
  const canDelete = useCan('production', 'delete');
  const deleteEntry = useEntityDelete(entriesResource, 'production entry');
  const columns = useMemo(
    () => entryColumns({ edit: canEdit, remove: canDelete ? (entry) => void deleteEntry(entry.id) : null }),
    [canEdit, canDelete, deleteEntry],
  );
  const toolbar = (
    <>
      <FilterSelect params={params} name="machineId" label="Machine" className="sm:w-44">
        <option value="">All machines</option>
        {machines.map((machine) => (
          <option key={machine.id} value={machine.id}>
            {machine.machineNo}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect params={params} name="shift" label="Shift" className="sm:w-32">
        <option value="">All shifts</option>
        {[1, 2, 3].map((shift) => (
          <option key={shift} value={String(shift)}>
            Shift {shift}
          </option>
        ))}
      </FilterSelect>
      <SearchFilter
        params={params}
        name="workOrderId"
        label="Work order"
        find={findWorkOrders}
        placeholder="All work orders"
        selectedLabel={chosenOrder ? workOrderLabel(chosenOrder) : undefined}
      />
      <SearchFilter
        params={params}
        name="operatorId"
        label="Operator"
        find={findOperators}
        placeholder="Everyone"
        selectedLabel={chosenOperator}
      />
      <div className="flex flex-wrap items-end gap-3">
        <PeriodDay name="from" label="From" />
        <PeriodDay name="to" label="To" />
      </div>
    </>
  );
  return (
    <ResourceListPage<ProductionEntry>
      title="Production Entries"
      searchPlaceholder="Search by work order, drawing, machine or operator..."
      emptyText="No production entries"
      columns={columns}
      params={params}
      list={list}
      toolbar={toolbar}
      exportResource="production/entries"
      headerActions={
        <>
          <ButtonLink to="/production/oee" variant="secondary">
            OEE
          </ButtonLink>
          <ButtonLink to="/production/reasons" variant="secondary">
            Reasons
          </ButtonLink>
          {canCreate && (
            <ButtonLink to="/production/new">
              <Plus aria-hidden="true" className="size-4" />
              Record Production
            </ButtonLink>
          )}
        </>
      }
    />
  );
}
