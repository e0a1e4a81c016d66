import { AUDIT_ENTITIES, AUDIT_EVENT_LABELS, AUDIT_EVENTS } from '@lathe/shared';
import { FilterField, FilterSelect, OneRecordChip } from '../../components/data-table/filter-select';
import type { ListParams } from '../../components/data-table/use-list-params';
import { DateInput } from '../../components/form/date-input';
import { ENTITY_TYPE_LABELS } from '../../components/history/audit-format';

/** The URL keys the log sends as they are; `actor` is typed in the search box, `entityId` comes from a link. */
export const AUDIT_FILTERS = ['event', 'entity', 'entityId', 'actor', 'from', 'to'] as const;

interface DateFilterProps {
  params: ListParams;
  name: 'from' | 'to';
  label: string;
  min?: string | undefined;
  max?: string | undefined;
}

/** An inclusive day bound of the log, kept in the URL as YYYY-MM-DD. */
function DateFilter({ params, name, label, min, max }: DateFilterProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <DateInput
          id={id}
          value={params.filters[name] ?? ''}
          min={min}
          max={max}
          onChange={(value) => params.setFilter(name, value || null)}
          className="sm:w-44"
        />
      )}
    </FilterField>
  );
}

/** Event, record type and a date range; a link to one record's entries can be widened again. */
export function AuditFilters({ params }: { params: ListParams }) {
  const { filters } = params;
  return (
    <>
      <FilterSelect params={params} name="event" label="Event">
        <option value="">All events</option>
        {AUDIT_EVENTS.map((event) => (
          <option key={event} value={event}>
            {AUDIT_EVENT_LABELS[event]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect params={params} name="entity" label="Record type">
        <option value="">All records</option>
        {AUDIT_ENTITIES.map((entity) => (
          <option key={entity} value={entity}>
            {ENTITY_TYPE_LABELS[entity]}
          </option>
        ))}
      </FilterSelect>
      <DateFilter params={params} name="from" label="From" max={filters.to} />
      <DateFilter params={params} name="to" label="To" min={filters.from} />
      <OneRecordChip params={params} keys={['entityId']} />
    </>
  );
}
