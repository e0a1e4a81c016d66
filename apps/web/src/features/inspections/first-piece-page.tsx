import { type FirstPieceTemplate, statusRefusal, WORK_ORDER_FLOW, type WorkOrderStatus } from '@lathe/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { PageHeader } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { useFirstPieceTemplate, useRecordFirstPiece } from './api';
import { EarlierInspections } from './earlier-inspections';
import { InspectionFields } from './inspection-fields';
import { InspectionForm, RefusalCard } from './inspection-form';
import { firstPieceFormSchema, inspectionFormValues } from './reading-values';

function FirstPieceForm({ template }: { template: FirstPieceTemplate }) {
  const record = useRecordFirstPiece();
  const { workOrder } = template;
  const defaults = useMemo(() => inspectionFormValues(template.characteristics, 1), [template]);
  const schema = useMemo(() => firstPieceFormSchema(workOrder.id), [workOrder.id]);
  return (
    <InspectionForm
      schema={schema}
      defaultValues={defaults}
      record={record.mutateAsync}
      saved={{
        pass: 'First piece passed: production may be recorded',
        fail: 'First piece failed: correct the setup and inspect again',
      }}
      failure="Failed to save the inspection"
      submitLabel="Save Inspection"
      cancelTo="/inspections"
      template={template}
      stage="firstPiece"
      drawingAdds="the drawing asks for"
    >
      <InspectionFields samples={1} />
    </InspectionForm>
  );
}

function FirstPiece({ template }: { template: FirstPieceTemplate }) {
  const { workOrder } = template;
  const refusal = statusRefusal(WORK_ORDER_FLOW, 'inspect', workOrder.status as WorkOrderStatus);
  return (
    <>
      <PageHeader
        title={`First-Piece Inspection ${workOrder.woNumber ?? ''}`.trim()}
        description={`${template.drawingNumber} — ${template.productDescription} · ${count(workOrder.quantity)} pieces due ${formatDate(workOrder.dueDate)}`}
      />
      <div className="grid gap-6">
        <EarlierInspections title="Earlier attempts" items={template.attempts} latestNote="latest: it decides" />
        {refusal ? (
          <RefusalCard reason={refusal} backTo="/inspections" backLabel="Back to Inspections" />
        ) : (
          <FirstPieceForm template={template} />
        )}
      </div>
    </>
  );
}

/**
 * `/inspections/first-piece/:workOrderId`: the work order's first piece measured against its
 * drawing, each characteristic judged as it is typed; several attempts may be recorded, the
 * latest deciding whether production may be recorded.
 */
export function FirstPiecePage() {
  const { workOrderId = '' } = useParams();
  const template = useFirstPieceTemplate(workOrderId);
  return (
    <LoadState
      query={template}
      notFoundText="Work order not found"
      backTo="/inspections"
      backLabel="Back to Inspections"
    >
      {(loaded) => <FirstPiece template={loaded} />}
    </LoadState>
  );
}
