import {
  IN_PROCESS_TRIGGER_LABELS,
  IN_PROCESS_TRIGGERS,
  type InProcessTemplate,
  statusRefusal,
  WORK_ORDER_FLOW,
  type WorkOrderStatus,
} from '@lathe/shared';
import { useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { SearchSelectField } from '../../components/form/search-select-field';
import { SelectField } from '../../components/form/select-field';
import { PageHeader } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { findMachines, machineLabel, useInProcessTemplate, useRecordInProcess } from './api';
import { EarlierInspections } from './earlier-inspections';
import { InspectionForm, RefusalCard } from './inspection-form';
import { type InspectionFormValues, inProcessFormSchema, inspectionFormValues } from './reading-values';
import { SampledFields } from './sampled-fields';

type Operation = InProcessTemplate['operations'][number];

const operationText = (operation: Operation) => `${operation.seq}. ${operation.label}`;

const TRIGGER_OPTIONS = IN_PROCESS_TRIGGERS.map((trigger) => ({
  value: trigger,
  label: IN_PROCESS_TRIGGER_LABELS[trigger],
}));

/**
 * The operation inspected, the machine it runs on (proposed: the one its last production entry
 * ran on, any machine may be chosen) and what called for the inspection.
 */
function SubjectFields({ operations }: { operations: Operation[] }) {
  const { getValues, setValue } = useFormContext<InspectionFormValues>();
  const proposed = (id: string | undefined) => operations.find((op) => op.id === id)?.lastMachine ?? null;
  const [machineName, setMachineName] = useState(() => {
    const machine = proposed(getValues('operationId'));
    return machine ? machineLabel(machine) : '';
  });
  return (
    <>
      <SelectField
        name="operationId"
        label="Operation"
        required
        options={operations.map((op) => ({ value: op.id, label: operationText(op) }))}
        onPick={(id) => {
          const machine = proposed(id);
          if (!machine) return;
          setValue('machineId', machine.id, { shouldDirty: true });
          setMachineName(machineLabel(machine));
        }}
      />
      <SearchSelectField
        name="machineId"
        label="Machine"
        required
        hint="Where the operation last ran, unless you choose another"
        queryKey={['inspections', 'machines']}
        fetchOptions={findMachines}
        selectedLabel={machineName || undefined}
        onSelect={(option) => setMachineName(option?.label ?? '')}
        placeholder="Search machines..."
      />
      <SelectField name="trigger" label="Inspected At" required options={TRIGGER_OPTIONS} />
    </>
  );
}

/** The operation to start on: the one production last ran (it has a machine), else the first. */
const startingOperation = (operations: Operation[]) =>
  operations.findLast((op) => op.lastMachine !== null) ?? operations[0];

function InProcessForm({ template }: { template: InProcessTemplate }) {
  const record = useRecordInProcess();
  const { workOrder } = template;
  const defaults = useMemo((): InspectionFormValues => {
    const operation = startingOperation(template.operations);
    return {
      ...inspectionFormValues(template.characteristics, template.sampleSize),
      operationId: operation?.id ?? '',
      machineId: operation?.lastMachine?.id ?? null,
      trigger: 'setup',
    };
  }, [template]);
  const schema = useMemo(() => inProcessFormSchema(workOrder.id), [workOrder.id]);
  return (
    <InspectionForm
      schema={schema}
      defaultValues={defaults}
      record={record.mutateAsync}
      saved={{
        pass: 'In-process inspection saved: passed',
        fail: 'In-process inspection saved: failed, follow the reaction plan',
      }}
      failure="Failed to save the inspection"
      submitLabel="Save Inspection"
      cancelTo={`/work-orders/view/${workOrder.id}`}
      template={template}
      stage="inProcess"
      drawingAdds="the drawing asks for"
    >
      <SampledFields initial={template.sampleSize} extra={<SubjectFields operations={template.operations} />} />
    </InspectionForm>
  );
}

function InProcess({ template }: { template: InProcessTemplate }) {
  const { workOrder } = template;
  const refusal = statusRefusal(WORK_ORDER_FLOW, 'check', workOrder.status as WorkOrderStatus);
  return (
    <>
      <PageHeader
        title={`In-Process Inspection ${workOrder.woNumber ?? ''}`.trim()}
        description={`${template.drawingNumber} — ${template.productDescription} · ${count(workOrder.goodQuantity)} of ${count(workOrder.quantity)} pieces made, due ${formatDate(workOrder.dueDate)}`}
      />
      <div className="grid gap-6">
        <EarlierInspections
          title="Earlier in-process inspections"
          items={template.earlier.map((item) => ({
            ...item,
            detail: `${item.operationLabel} on ${item.machineNo} · ${IN_PROCESS_TRIGGER_LABELS[item.trigger]}`,
          }))}
        />
        {refusal ? (
          <RefusalCard
            reason={refusal}
            backTo={`/work-orders/view/${workOrder.id}`}
            backLabel="Back to the Work Order"
          />
        ) : (
          <InProcessForm template={template} />
        )}
      </div>
    </>
  );
}

/**
 * `/inspections/in-process/:workOrderId`: an operation of the work order inspected on its machine
 * at a setup, after a tool change or at the plan's frequency; the control plan's in-process
 * characteristics with their samples and gauges, each judged as it is typed, its reaction plan
 * shown when it fails. A fail is recorded like a pass: production goes on as the plan says.
 */
export function InProcessPage() {
  const { workOrderId = '' } = useParams();
  const template = useInProcessTemplate(workOrderId);
  return (
    <LoadState
      query={template}
      notFoundText="Work order not found"
      backTo="/work-orders"
      backLabel="Back to Work Orders"
    >
      {(loaded) => <InProcess template={loaded} />}
    </LoadState>
  );
}
