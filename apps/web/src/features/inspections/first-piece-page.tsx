import {
  type FirstPieceData,
  type FirstPieceTemplate,
  statusRefusal,
  WORK_ORDER_FLOW,
  type WorkOrderStatus,
} from '@lathe/shared';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { LoadState } from '../../components/form/load-state';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { useFirstPieceTemplate, useRecordFirstPiece } from './api';
import { EarlierInspections } from './earlier-inspections';
import { InspectionFields } from './inspection-fields';
import { firstPieceFormSchema, inspectionFormValues } from './reading-values';
import { TemplateSource } from './template-source';

function FirstPieceForm({ template }: { template: FirstPieceTemplate }) {
  const navigate = useNavigate();
  const record = useRecordFirstPiece();
  const { workOrder } = template;
  const defaults = useMemo(() => inspectionFormValues(template.characteristics, 1), [template]);
  const schema = useMemo(() => firstPieceFormSchema(workOrder.id), [workOrder.id]);
  const submit = async (values: FirstPieceData) => {
    const made = await record.mutateAsync(values);
    toast.success(
      made.result === 'pass'
        ? 'First piece passed: production may be recorded'
        : 'First piece failed: correct the setup and inspect again',
    );
    navigate(`/inspections/view/${made.id}`);
  };
  return (
    <EntityForm
      schema={schema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error) => toast.error(errorMessage(error, 'Failed to save the inspection'))}
      submitLabel="Save Inspection"
      cancelTo="/inspections"
    >
      <TemplateSource
        template={template}
        stage="firstPiece"
        drawingText="The drawing's figures are proposed: enter each tolerance, and add what else the drawing asks for."
      />
      <InspectionFields samples={1} />
    </EntityForm>
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
          <Card className="grid gap-4 p-6">
            <Alert>{refusal}</Alert>
            <div>
              <ButtonLink to="/inspections" variant="secondary">
                Back to Inspections
              </ButtonLink>
            </div>
          </Card>
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
