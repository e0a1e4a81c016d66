import { machineCapacityInputSchema } from '@lathe/shared';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { PageHeader } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { useMachineCapacity, useSaveMachineCapacity } from './api';
import { CapacityFields } from './capacity-fields';
import { DowntimePanel } from './downtime-panel';

const LIST = '/production/capacity';

/**
 * One machine's capacity, loaded (the defaults when never saved) and saved whole with the version
 * read, so a save over someone else's newer change is refused with the server's message; under it,
 * the machine's downtime windows, added and removed on their own.
 */
export function CapacityFormPage() {
  const { id = '' } = useParams();
  const capacity = useMachineCapacity(id);
  const save = useSaveMachineCapacity(id);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Edit Machine Capacity"
        description={capacity.data ? `${capacity.data.machineNo} · ${capacity.data.machineName}` : undefined}
      />
      <LoadState query={capacity} notFoundText="Machine not found" backTo={LIST} backLabel="Back to Machine Capacity">
        {(record) => (
          <EntityForm
            key={record.version}
            schema={machineCapacityInputSchema}
            defaultValues={{
              shiftsPerDay: record.shiftsPerDay,
              hoursPerShift: record.hoursPerShift,
              firstShiftStart: record.firstShiftStart,
              workingDays: record.workingDays,
              operationKinds: record.operationKinds,
              setupMinutes: record.setupMinutes,
              efficiencyPercent: record.efficiencyPercent,
              breaks: record.breaks,
              hourRate: record.hourRate ?? '',
              status: record.status,
              statusNote: record.statusNote ?? '',
            }}
            submitLabel="Save"
            cancelTo={LIST}
            onSubmit={async (values) => {
              await save.mutateAsync({ ...values, version: record.version });
              toast.success(`Capacity of ${record.machineNo} saved`);
              navigate(LIST);
            }}
            onError={(error) => toast.error(errorMessage(error, 'The capacity could not be saved'))}
          >
            <CapacityFields measured={record.measured} />
          </EntityForm>
        )}
      </LoadState>
      {capacity.data && <DowntimePanel capacity={capacity.data} />}
      <RecordHistory entity="machines" id={id} />
    </>
  );
}
