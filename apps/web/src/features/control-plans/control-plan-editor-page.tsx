import type { ControlPlanData, ControlPlanProduct } from '@lathe/shared';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { LoadState } from '../../components/form/load-state';
import { TextareaField } from '../../components/form/textarea-field';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { type PlanState, useControlPlan, useSaveControlPlan } from './api';
import { PlanGrid } from './plan-grid';
import { planFormSchema, planFormValues } from './plan-values';

function PlanEditor({ product, state }: { product: ControlPlanProduct; state: PlanState }) {
  const navigate = useNavigate();
  const save = useSaveControlPlan(product.id);
  const { plan } = state;
  const defaults = useMemo(() => planFormValues(plan, state.missing?.suggestion ?? []), [plan, state.missing]);
  const schema = useMemo(() => planFormSchema(plan?.version), [plan?.version]);
  const submit = async (values: ControlPlanData) => {
    const saved = await save.mutateAsync(values);
    toast.success(`Control plan saved: Rev ${saved.revision}`);
    navigate(`/control-plans/${product.id}`);
  };
  return (
    <EntityForm
      schema={schema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error) => toast.error(errorMessage(error, 'Failed to save the control plan'))}
      submitLabel={plan ? `Save as Rev ${plan.revision + 1}` : 'Save Control Plan'}
      cancelTo={`/control-plans/${product.id}`}
    >
      {!plan && (
        <Alert tone="info">
          The drawing's figures are proposed: enter each tolerance, and add what else the drawing and the customer ask
          for.
        </Alert>
      )}
      <PlanGrid />
      <TextareaField name="remarks" label="Remarks" rows={2} hint="Printed on the plan" maxLength={500} />
    </EntityForm>
  );
}

/**
 * `/control-plans/:productId/edit`: the product's control plan as a grid of characteristics (a new
 * one starts from the drawing's figures), saved whole as its next revision, dated today.
 */
export function ControlPlanEditorPage() {
  const { productId = '' } = useParams();
  const query = useControlPlan(productId);
  return (
    <LoadState query={query} notFoundText="Product not found" backTo="/control-plans" backLabel="Back to Control Plans">
      {(state) => {
        const product = state.plan ? state.plan.product : state.missing.product;
        return (
          <>
            <PageHeader
              title={`${state.plan ? 'Edit' : 'New'} Control Plan ${product.drawingNumber}`}
              description={`${product.productDescription} · ${product.customerName ?? product.partyCode}${
                state.plan ? ` · Rev ${state.plan.revision} of ${formatDate(state.plan.revisedOn)}` : ''
              }`}
            />
            <PlanEditor product={product} state={state} />
          </>
        );
      }}
    </LoadState>
  );
}
