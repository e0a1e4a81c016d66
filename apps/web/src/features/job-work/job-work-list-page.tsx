import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { ButtonLink } from '../../components/ui/button';
import { useCan } from '../../lib/use-can';
import { useJobWorkList } from './api';
import { jobWorkColumns } from './job-work-columns';
import { JOB_WORK_FILTERS, JobWorkFilters } from './job-work-filters';

/**
 * Job-work challans: search by number, job worker or process; filter by status, job worker and
 * goods out more than a year (in the URL); sort; CSV export; each shows what is still out and for
 * how long. ITC-04 of a half-year is a button away.
 */
export function JobWorkListPage() {
  const params = useListParams({ filters: JOB_WORK_FILTERS });
  const list = useJobWorkList(params.query);
  const canCreate = useCan('job-work', 'create');
  const columns = useMemo(() => jobWorkColumns(), []);
  return (
    <ResourceListPage
      title="Job Work Challans"
      {...(canCreate ? { addLabel: 'New Challan', addTo: '/job-work/new' } : {})}
      headerActions={
        <ButtonLink to="/job-work/itc-04" variant="secondary">
          ITC-04
        </ButtonLink>
      }
      searchPlaceholder="Search by challan number, job worker or process..."
      emptyText="No job-work challans found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<JobWorkFilters params={params} />}
      exportResource="job-work-challans"
      rowClassName={(row) => (row.overdue ? 'bg-red-50/60 dark:bg-red-500/5' : undefined)}
    />
  );
}
