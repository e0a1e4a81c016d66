import { FileSpreadsheet } from 'lucide-react';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { ButtonLink } from '../../components/ui/button';
import { useCan } from '../../lib/use-can';
import { useScheduleList } from './api';
import { scheduleColumns } from './schedule-columns';
import { SCHEDULE_FILTERS, ScheduleFilters } from './schedule-filters';

/**
 * Delivery schedules: a customer's month a row, its latest revision's header and pieces, what is
 * dispatched and the order it is released as; searched by customer, filtered by customer and
 * month, newest month first, CSV export. Typing a month and importing a file need create.
 */
export function DeliverySchedulesListPage() {
  const params = useListParams({ filters: SCHEDULE_FILTERS, defaultSortBy: 'month' });
  const list = useScheduleList(params.query);
  const canCreate = useCan('sales-orders', 'create');
  const columns = useMemo(() => scheduleColumns(), []);
  return (
    <ResourceListPage
      title="Delivery Schedules"
      {...(canCreate ? { addLabel: 'Type a schedule', addTo: '/delivery-schedules/new' } : {})}
      headerActions={
        canCreate && (
          <ButtonLink to="/delivery-schedules/import" variant="secondary">
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            Import a file
          </ButtonLink>
        )
      }
      searchPlaceholder="Search by customer or party code..."
      emptyText="No delivery schedules found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<ScheduleFilters params={params} />}
      exportResource="delivery-schedules"
    />
  );
}
