import type { LotPdiData, LotPdiTemplate } from '@lathe/shared';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { LoadState } from '../../components/form/load-state';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { TextField } from '../../components/form/text-field';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { useLotPdiTemplate, useRecordLotPdi } from './api';
import { EarlierInspections } from './earlier-inspections';
import { type InspectionFormValues, inspectionFormValues, lotPdiFormSchema } from './reading-values';
import { SampledFields } from './sampled-fields';
import { TemplateSource } from './template-source';

function LotPdiForm({ template }: { template: LotPdiTemplate }) {
  const navigate = useNavigate();
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
  const submit = async (values: LotPdiData) => {
    const made = await record.mutateAsync(values);
    toast.success(
      made.result === 'pass'
        ? 'Lot PDI saved: passed, the lot may be dispatched'
        : 'Lot PDI saved: failed, the lot is held',
    );
    navigate(`/inspections/view/${made.id}`);
  };
  return (
    <EntityForm
      schema={schema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error) => toast.error(errorMessage(error, 'Failed to save the PDI report'))}
      submitLabel="Save PDI Report"
      cancelTo={`/work-orders/view/${workOrder.id}`}
    >
      <TemplateSource
        template={template}
        stage="pdi"
        drawingText="The drawing's figures are proposed: enter each tolerance, and add what else the customer checks."
      />
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
    </EntityForm>
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
          <Card className="grid gap-4 p-6">
            <Alert>The work order has made no good pieces yet: there is no lot to inspect.</Alert>
            <div>
              <ButtonLink to={`/work-orders/view/${workOrder.id}`} variant="secondary">
                Back to the Work Order
              </ButtonLink>
            </div>
          </Card>
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
