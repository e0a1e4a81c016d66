import { NOTE_KIND_LABELS, NOTE_KINDS, NOTE_STATUSES } from '@lathe/shared';
import { FilterSelect } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { NOTE_STATUS_LABELS } from '../../components/notes/note-status';

/** The URL keys the list sends as they are; an invoice's page may link to `?invoiceId=`, a customer's to `?customerId=`. */
export const NOTE_FILTERS = ['kind', 'status', 'invoiceId', 'customerId'] as const;

const chip =
  'rounded-full bg-brand-50 px-3 py-1 text-brand-700 text-xs hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-300';

/** Kind and status, and, when a link named one invoice or customer, a way back to everyone's notes. */
export function NoteFilters({ params }: { params: ListParams }) {
  const { filters, setFilter } = params;
  return (
    <>
      <FilterSelect params={params} name="kind" label="Kind" className="sm:w-40">
        <option value="">All kinds</option>
        {NOTE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {NOTE_KIND_LABELS[kind]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect params={params} name="status" label="Status" className="sm:w-40">
        <option value="">All statuses</option>
        {NOTE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {NOTE_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      {filters.invoiceId && (
        <button type="button" onClick={() => setFilter('invoiceId', null)} className={chip}>
          One invoice only · Show all
        </button>
      )}
      {filters.customerId && (
        <button type="button" onClick={() => setFilter('customerId', null)} className={chip}>
          One customer only · Show all
        </button>
      )}
    </>
  );
}
