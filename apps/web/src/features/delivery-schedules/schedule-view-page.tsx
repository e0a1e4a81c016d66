import { monthName } from '@lathe/shared';
import { FileSpreadsheet, Table2, Truck } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage, isNotFound } from '../../lib/api-error';
import { useCan } from '../../lib/use-can';
import { useSchedule } from './api';
import { BucketsTable } from './buckets-table';
import { RevisionsList } from './revisions-list';
import { ScheduleDispatchForm } from './schedule-dispatch-form';
import { revisionLabel } from './schedule-format';
import { ScheduleViewHeader } from './schedule-view-header';

const sectionTitle = 'px-5 pt-5 pb-3 font-semibold text-gray-800 text-lg dark:text-white/90';

/**
 * `/delivery-schedules/view/:id`: a customer's month, its latest revision's buckets part by part
 * (firm or forecast, dispatched, left, how each stands) and every revision with what it moved;
 * revising it (on the grid or from a file) and dispatching against it (`?action=dispatch`).
 */
export function ScheduleViewPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const schedule = useSchedule(id);
  const canCreate = useCan('sales-orders', 'create');
  const canDispatch = useCan('dispatches', 'create');
  const path = `/delivery-schedules/view/${id}`;

  if (schedule.isLoading) return <PageSpinner />;
  const data = schedule.data;
  if (!data) {
    return (
      <Card className="p-6">
        <Alert>
          {isNotFound(schedule.error)
            ? 'Delivery schedule not found'
            : errorMessage(schedule.error, 'The delivery schedule could not be loaded')}
        </Alert>
        <div className="mt-4 flex gap-3">
          <ButtonLink to="/delivery-schedules" variant="secondary">
            Back to Delivery Schedules
          </ButtonLink>
          {!isNotFound(schedule.error) && <Button onClick={() => void schedule.refetch()}>Retry</Button>}
        </div>
      </Card>
    );
  }
  const month = new URLSearchParams({ customerId: data.customerId, month: data.month }).toString();
  const dispatching = canDispatch && params.get('action') === 'dispatch' && !!data.releaseOrder;
  return (
    <>
      <PageHeader
        title={`${monthName(data.month)} · ${data.customerName}`}
        description={`Delivery schedule, ${revisionLabel(data.revision)}`}
        actions={
          <>
            {canCreate && (
              <>
                <ButtonLink to={`/delivery-schedules/new?${month}`} variant="secondary">
                  <Table2 aria-hidden="true" className="size-4" />
                  Revise on the grid
                </ButtonLink>
                <ButtonLink to={`/delivery-schedules/import?${month}`} variant="secondary">
                  <FileSpreadsheet aria-hidden="true" className="size-4" />
                  Import a revision
                </ButtonLink>
              </>
            )}
            {canDispatch && data.releaseOrder && !dispatching && (
              <ButtonLink to={`${path}?action=dispatch`}>
                <Truck aria-hidden="true" className="size-4" />
                Dispatch
              </ButtonLink>
            )}
          </>
        }
      />
      <div className="grid gap-6">
        <ScheduleViewHeader schedule={data} />
        {dispatching && <ScheduleDispatchForm schedule={data} back={path} />}
        <Card>
          <h2 className={sectionTitle}>Buckets</h2>
          <BucketsTable lines={data.lines} />
        </Card>
        <Card>
          <h2 className={sectionTitle}>Revisions</h2>
          <RevisionsList revisions={data.revisions} />
        </Card>
        <p className="text-gray-600 text-sm dark:text-gray-400">
          How the month is kept:{' '}
          <Link
            to={`/delivery-schedules/performance?month=${data.month}&customerId=${data.customerId}`}
            className="text-brand-600 underline dark:text-brand-400"
          >
            Delivery Performance
          </Link>
        </p>
      </div>
    </>
  );
}
