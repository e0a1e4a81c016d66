import type { ControlPlanStage, Inspection, InspectionResult, TemplateSource as Source } from '@lathe/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { EntityForm } from '../../components/form/entity-form';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import type { InspectionFormValues } from './reading-values';
import { TemplateSource } from './template-source';

/** What the drawing's figures leave the inspector to add: "the drawing asks for", "the customer checks". */
export const drawingText = (what: string) =>
  `The drawing's figures are proposed: enter each tolerance, and add what else ${what}.`;

interface InspectionFormProps<Data> {
  schema: z.ZodType<Data, InspectionFormValues>;
  defaultValues: InspectionFormValues;
  /** Records the inspection; the answer's report opens. */
  record: (values: Data) => Promise<Inspection>;
  /** The toast of a passed and of a failed inspection. */
  saved: Record<InspectionResult, string>;
  /** The toast when it is not saved, unless the server says why. */
  failure: string;
  submitLabel: string;
  cancelTo: string;
  /** Where the characteristics came from, at which stage, and what the drawing's figures leave to add. */
  template: { source: Source; planRevision: number | null; productId: string };
  stage: ControlPlanStage;
  drawingAdds: string;
  children: ReactNode;
}

/**
 * Every inspection form: where its characteristics came from, its fields, and on saving the
 * verdict as a toast and the report opened.
 */
export function InspectionForm<Data>({
  schema,
  defaultValues,
  record,
  saved,
  failure,
  submitLabel,
  cancelTo,
  template,
  stage,
  drawingAdds,
  children,
}: InspectionFormProps<Data>) {
  const navigate = useNavigate();
  const submit = async (values: Data) => {
    const made = await record(values);
    toast.success(saved[made.result]);
    navigate(`/inspections/view/${made.id}`);
  };
  return (
    <EntityForm
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={submit}
      onError={(error) => toast.error(errorMessage(error, failure))}
      submitLabel={submitLabel}
      cancelTo={cancelTo}
    >
      <TemplateSource template={template} stage={stage} drawingText={drawingText(drawingAdds)} />
      {children}
    </EntityForm>
  );
}

/** Why there is no form (a work order not open, no pieces made), and the way back. */
export function RefusalCard({ reason, backTo, backLabel }: { reason: string; backTo: string; backLabel: string }) {
  return (
    <Card className="grid gap-4 p-6">
      <Alert>{reason}</Alert>
      <div>
        <ButtonLink to={backTo} variant="secondary">
          {backLabel}
        </ButtonLink>
      </div>
    </Card>
  );
}
