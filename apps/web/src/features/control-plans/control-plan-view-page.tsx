import { type ControlPlan, type ControlPlanMissing, controlPlanPdfName, controlPlanPrint } from '@lathe/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DocumentToolbar, EditButton } from '../../components/document/document-toolbar';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { PrintView } from '../../components/print/print-view';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { useCompanySettings } from '../../lib/company-settings';
import { useCan } from '../../lib/use-can';
import { useControlPlan } from './api';

/** The plan as printed (the same model as its PDF), with Print, Download PDF and Edit. */
function Plan({ plan }: { plan: ControlPlan }) {
  const canEdit = useCan('control-plans', 'edit');
  const logo = useCompanySettings().data?.logo ?? null;
  const model = useMemo(() => controlPlanPrint(plan, logo), [plan, logo]);
  return (
    <div className="mx-auto max-w-5xl print:max-w-none">
      <h1 className="sr-only">Control plan of {plan.product.drawingNumber}</h1>
      <DocumentToolbar
        listPath="/control-plans"
        badges={<span className="text-gray-700 text-sm dark:text-gray-300">Rev {plan.revision}</span>}
        pdf={{ path: `control-plans/${plan.product.id}/pdf`, fallbackName: controlPlanPdfName(plan) }}
      >
        {canEdit && <EditButton to={`/control-plans/${plan.product.id}/edit`} />}
      </DocumentToolbar>
      <PrintView model={model} />
      <div className="print:hidden">
        <RecordHistory entity="products" id={plan.product.id} />
      </div>
    </div>
  );
}

/** A product without a plan: what it is, and (for whoever may) the way to make one from its drawing. */
function NoPlan({ missing }: { missing: ControlPlanMissing }) {
  const canEdit = useCan('control-plans', 'edit');
  const { product } = missing;
  return (
    <>
      <PageHeader
        title={`Control Plan ${product.drawingNumber}`}
        description={`${product.productDescription} · ${product.customerName ?? product.partyCode}`}
      />
      <Card className="grid gap-4 p-6">
        <Alert tone="info">
          No control plan for this product yet.
          {canEdit ? " Make one: it starts from the drawing's figures." : ''}
        </Alert>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/control-plans" variant="secondary">
            Back to Control Plans
          </ButtonLink>
          {canEdit && <ButtonLink to={`/control-plans/${product.id}/edit`}>Make Control Plan</ButtonLink>}
        </div>
      </Card>
    </>
  );
}

/**
 * `/control-plans/:productId`: the product's control plan as printed, in the AIAG control plan's
 * columns, with its PDF, Edit, and the product's history (the plan's revisions among it); a
 * product without one offers to make it.
 */
export function ControlPlanViewPage() {
  const { productId = '' } = useParams();
  const query = useControlPlan(productId);
  return (
    <LoadState query={query} notFoundText="Product not found" backTo="/control-plans" backLabel="Back to Control Plans">
      {(state) => (state.plan ? <Plan plan={state.plan} /> : <NoPlan missing={state.missing} />)}
    </LoadState>
  );
}
