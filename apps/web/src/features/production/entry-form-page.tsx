import { type ProductionEntry, type ProductionEntryData, productionEntryInputSchema, todayIn } from '@lathe/shared';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { PageHeader } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { useResourceCreate, useResourceItem, useResourceUpdate } from '../../lib/resource-hooks';
import { entriesResource } from './api';
import { EntryFields, type EntryFormValues } from './entry-fields';

/** A blank entry for today's first shift, of the work order asked for (`?workOrderId=`) if any. */
export const blankEntry = (workOrderId: string | null): EntryFormValues => ({
  entryDate: todayIn(),
  shift: '1',
  machineId: '',
  operatorId: '',
  workOrderId: workOrderId ?? '',
  operationId: '',
  goodQuantity: '',
  rejectedQuantity: '',
  rejectionReasonId: '',
  downtimeMinutes: '',
  downtimeReasonId: '',
  remarks: '',
});

/** A saved entry as the form's values. */
const valuesOf = (entry: ProductionEntry): EntryFormValues => ({
  entryDate: entry.entryDate,
  shift: String(entry.shift),
  machineId: entry.machineId,
  operatorId: entry.operatorId,
  workOrderId: entry.workOrderId,
  operationId: entry.operationId,
  goodQuantity: String(entry.goodQuantity),
  rejectedQuantity: String(entry.rejectedQuantity),
  rejectionReasonId: entry.rejectionReasonId ?? '',
  downtimeMinutes: String(entry.downtimeMinutes),
  downtimeReasonId: entry.downtimeReasonId ?? '',
  remarks: entry.remarks ?? '',
});

function EntryForm({ entry, workOrderId }: { entry?: ProductionEntry; workOrderId: string | null }) {
  const navigate = useNavigate();
  const create = useResourceCreate(entriesResource);
  const update = useResourceUpdate(entriesResource);
  const submit = async (values: ProductionEntryData) => {
    let saved: ProductionEntry;
    if (entry) {
      saved = await update.mutateAsync({ id: entry.id, body: { ...values, version: entry.version } });
      toast.success('Production entry updated');
    } else {
      saved = await create.mutateAsync(values);
      toast.success('Production recorded');
    }
    // What the server kept but wants known: a date on a plant holiday or the machine's day off.
    for (const warning of saved.warnings ?? []) toast.warning(warning);
    navigate('/production');
  };
  return (
    <EntityForm
      schema={productionEntryInputSchema}
      defaultValues={entry ? valuesOf(entry) : blankEntry(workOrderId)}
      onSubmit={submit}
      onError={(error) => toast.error(errorMessage(error, 'Could not save the production entry'))}
      submitLabel={entry ? 'Update Entry' : 'Record Production'}
      cancelTo="/production"
    >
      <EntryFields entry={entry} />
    </EntityForm>
  );
}

/**
 * `/production/new` (`?workOrderId=` picks the work order) and `/production/edit/:id`: what a
 * machine made in a shift for one operation of a work order. The form shows the operation's
 * pieces left to make and the first piece's inspection; the server refuses what the flow and the
 * plant's rules do not allow, on the field concerned, and warns of what it keeps but wants known
 * (an entry on a plant holiday or the machine's day off), shown as a warning toast once saved.
 */
export function EntryFormPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const entry = useResourceItem(entriesResource, id);
  return (
    <>
      <PageHeader
        title={id ? 'Edit Production Entry' : 'New Production Entry'}
        description="What a machine made in a shift: good and rejected pieces, and how long it stood"
      />
      {id ? (
        <LoadState
          query={entry}
          notFoundText="Production entry not found"
          backTo="/production"
          backLabel="Back to Production Entries"
        >
          {(loaded) => <EntryForm key={loaded.id} entry={loaded} workOrderId={null} />}
        </LoadState>
      ) : (
        <EntryForm workOrderId={searchParams.get('workOrderId')} />
      )}
      {id ? <RecordHistory entity="production-entries" id={id} /> : null}
    </>
  );
}
