import type { LotPdiTemplate } from '@lathe/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { useLotPdiTemplate, useRecordLotPdi } from './api';
import { EarlierInspections } from './earlier-inspections';
import { InspectionForm, RefusalCard } from './inspection-form';
import { type InspectionFormValues, inspectionFormValues, lotPdiFormSchema } from './reading-values';
import { SampledFields } from './sampled-fields';

function LotPdiForm({ template }: { template: LotPdiTemplate }) {
  const record = useRecordLotPdi();
  const { workOrder } = template;
  const defaults = useMemo(
    (): InspectionFormValues => ({
      ...inspectionFormValues(template.characteristics, template.sampleSize),
      lotQuantity: String(workOrder.goodQuantity),
    }),
    [template, workOrder.goodQuantity],
  );
  const schema = useMemo(() => lotPdiFormSchema(workOrder.id), [workOrder.id]);
  return (
    <InspectionForm
      schema={schema}
      defaultValues={defaults}
      record={record.mutateAsync}
      saved={{
        pass: 'Lot PDI saved: passed, the lot may be dispatched',
        fail: 'Lot PDI saved: failed, the lot is held',
      }}
      failure="Failed to save the PDI report"
      submitLabel="Save PDI Report"
      cancelTo={`/work-orders/view/${workOrder.id}`}
      template={template}
      stage="pdi"
      drawingAdds="the customer checks"
    >
      <SampledFields
        initial={template.sampleSize}
        extra={
          <TextField
            name="lotQuantity"
            label="Lot Quantity"
            required
            inputMode="numeric"
            autoComplete="off"
            sanitize={digitsOnly}
            hint={`Good pieces of the work order the report stands for (at most ${count(workOrder.goodQuantity)})`}
          />
        }
      />
    </InspectionForm>
  );
}

function LotPdi({ template }: { template: LotPdiTemplate }) {
  const { workOrder } = template;
  return (
    <>
      <PageHeader
        title={`Lot Inspection (PDI) ${workOrder.woNumber ?? ''}`.trim()}
        description={`${template.drawingNumber} — ${template.productDescription} · ${count(workOrder.goodQuantity)} good of ${count(workOrder.quantity)} pieces made, due ${formatDate(workOrder.dueDate)}`}
      />
      <div className="grid gap-6">
        <EarlierInspections
          title="Earlier lot inspections"
          items={template.earlier.map((item) => ({
            ...item,
            detail: item.lotQuantity === null ? undefined : `${count(item.lotQuantity)} pieces`,
          }))}
          latestNote="latest: it decides whether the boxes of the lot count as inspected"
        />
        {workOrder.goodQuantity > 0 ? (
          <LotPdiForm template={template} />
        ) : (
          <RefusalCard
            reason="The work order has made no good pieces yet: there is no lot to inspect."
            backTo={`/work-orders/view/${workOrder.id}`}
            backLabel="Back to the Work Order"
          />
        )}
      </div>
    </>
  );
}

/**
 * `/inspections/lot/:workOrderId`: the pre-dispatch inspection of the work order's lot before it
 * is packed and sent, of no more than its good pieces; the control plan's PDI characteristics
 * with their samples and gauges. A passed one is the product's PDI on record: its dispatch needs
 * no override.
 */
export function LotPdiPage() {
  const { workOrderId = '' } = useParams();
  const template = useLotPdiTemplate(workOrderId);
  return (
    <LoadState
      query={template}
      notFoundText="Work order not found"
      backTo="/work-orders"
      backLabel="Back to Work Orders"
    >
      {(loaded) => <LotPdi template={loaded} />}
    </LoadState>
  );
}
