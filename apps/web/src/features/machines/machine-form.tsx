import { type MachineInput, machineCreateSchema } from '@lathe/shared';
import { useParams } from 'react-router';
import { formTexts, ResourceFormPage } from '../../components/form/resource-form-page';
import { TextField } from '../../components/form/text-field';
import { errorMessage } from '../../lib/api-error';
import { machinesResource } from './api';

const emptyValues: MachineInput = { machineNo: '', machineName: '', setupNo: '' };

/** Add and edit a machine (spec §2 "Machines"); the route's id selects edit mode. */
export function MachineFormPage() {
  const { id } = useParams();
  return (
    <ResourceFormPage
      resource={machinesResource}
      id={id}
      schema={machineCreateSchema}
      emptyValues={emptyValues}
      toBody={(values, version) => (version === undefined ? values : { id, ...values, version })}
      history="machines"
      listPath="/machines"
      texts={formTexts('Machine', 'Machines', {
        createTitle: 'Add New Machine',
        editTitle: 'Edit Machine',
        saveError: (error) => errorMessage(error, 'Failed to save machine'),
      })}
    >
      {() => (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="machineNo" label="Machine Number" autoComplete="off" required />
          <TextField name="machineName" label="Machine Name" autoComplete="off" required />
          <TextField name="setupNo" label="Setup Number (Optional)" autoComplete="off" />
        </div>
      )}
    </ResourceFormPage>
  );
}
