import {
  type FirstPieceData,
  type FirstPieceTemplate,
  statusRefusal,
  WORK_ORDER_FLOW,
  type WorkOrderStatus,
} from '@lathe/shared';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
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
import { InspectionFields } from './inspection-fields';
import { firstPieceFormSchema, inspectionFormValues } from './reading-values';
import { ResultBadge } from './result-badge';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/** The work order's earlier attempts, latest first: the latest decides whether production may be recorded. */
function Attempts({ attempts }: { attempts: FirstPieceTemplate['attempts'] }) {
  if (!attempts.length) return null;
  return (
    <Card className="p-4 text-sm sm:p-5">
      <h2 className="mb-2 font-medium text-gray-800 dark:text-white/90">Earlier attempts</h2>
      <ul className="grid gap-1">
        {attempts.map((attempt, i) => (
          <li key={attempt.id} className="flex flex-wrap items-center gap-2">
            <Link to={`/inspections/view/${attempt.id}`} className={link}>
              {formatDate(attempt.inspectedOn)}
            </Link>
            <ResultBadge result={attempt.result} />
            {i === 0 && <span className="text-gray-600 dark:text-gray-400">latest: it decides</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}

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
      {template.source === 'drawing' && (
        <Alert tone="info">
          The drawing's figures are proposed: enter each tolerance, and add what else the drawing asks for.
        </Alert>
      )}
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
        <Attempts attempts={template.attempts} />
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
