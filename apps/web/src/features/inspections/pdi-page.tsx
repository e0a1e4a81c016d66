import type { PdiTemplate } from '@lathe/shared';
import { useId, useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { inputClass } from '../../components/form/field-styles';
import { LoadState } from '../../components/form/load-state';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { usePdiTemplate, useRecordPdi } from './api';
import { InspectionForm } from './inspection-form';
import { inspectionFormValues, pdiFormSchema } from './reading-values';
import { SampledFields } from './sampled-fields';

function PdiForm({ template }: { template: PdiTemplate }) {
  const record = useRecordPdi();
  const defaults = useMemo(() => inspectionFormValues(template.characteristics, template.sampleSize), [template]);
  const schema = useMemo(
    () => pdiFormSchema(template.dispatch.id, template.productId),
    [template.dispatch.id, template.productId],
  );
  return (
    <InspectionForm
      schema={schema}
      defaultValues={defaults}
      record={record.mutateAsync}
      saved={{ pass: 'PDI report saved: passed', fail: 'PDI report saved: failed' }}
      failure="Failed to save the PDI report"
      submitLabel="Save PDI Report"
      cancelTo={`/sales-orders/view/${template.dispatch.salesOrderId}`}
      template={template}
      stage="pdi"
      drawingAdds="the customer checks"
    >
      <SampledFields initial={template.sampleSize} />
    </InspectionForm>
  );
}

/** Which of the dispatch's products the report is of, when it sends several. */
function ProductChoice({ template, onChoose }: { template: PdiTemplate; onChoose: (productId: string) => void }) {
  const id = useId();
  if (template.products.length < 2) return null;
  return (
    <div className="mb-6 grid max-w-xl gap-1.5">
      <label htmlFor={id} className="font-medium text-gray-700 text-sm dark:text-gray-300">
        Product inspected
      </label>
      <select
        id={id}
        className={inputClass(false)}
        value={template.productId}
        onChange={(event) => onChoose(event.target.value)}
      >
        {template.products.map((product) => (
          <option key={product.productId} value={product.productId}>
            {product.drawingNumber} — {product.description} ({count(product.quantity)} sent)
            {product.inspectionId ? ' · PDI recorded' : ''}
          </option>
        ))}
      </select>
      <p className="text-gray-600 text-xs dark:text-gray-400">
        The dispatch sends several products: each has a PDI report of its own.
      </p>
    </div>
  );
}

function Pdi({ template, onChoose }: { template: PdiTemplate; onChoose: (productId: string) => void }) {
  const { dispatch } = template;
  const sent = template.products.find((p) => p.productId === template.productId);
  const recorded = sent?.inspectionId;
  // Every product the dispatch sends has its report: the one asked for (else the first) opens.
  if (recorded && template.products.every((p) => p.inspectionId)) {
    return <Navigate to={`/inspections/view/${recorded}`} replace />;
  }
  return (
    <>
      <PageHeader
        title={`Pre-Dispatch Inspection ${dispatch.challanNumber ?? ''}`.trim()}
        description={`${dispatch.customerName} · ${dispatch.orderNumber ?? ''} · dispatched ${formatDate(dispatch.dispatchDate)} · ${template.drawingNumber} — ${template.productDescription}${sent ? ` · ${count(sent.quantity)} pieces` : ''}`}
      />
      <ProductChoice template={template} onChoose={onChoose} />
      {recorded ? (
        <Alert tone="info">
          This product's PDI report of the dispatch is recorded:{' '}
          <Link to={`/inspections/view/${recorded}`} className="font-medium underline">
            open it
          </Link>
          , or choose another product.
        </Alert>
      ) : (
        <PdiForm key={template.productId} template={template} />
      )}
    </>
  );
}

/**
 * `/inspections/pdi/:dispatchId`: the dispatch's pre-dispatch inspection, a sample of pieces
 * measured per characteristic (5 unless changed), each judged as it is typed. Each product the
 * dispatch sends has one report: the form opens on the first without one; once all have theirs,
 * the report opens instead.
 */
export function PdiPage() {
  const { dispatchId = '' } = useParams();
  const [productId, setProductId] = useState<string | null>(null);
  const template = usePdiTemplate(dispatchId, productId);
  return (
    <LoadState query={template} notFoundText="Dispatch not found" backTo="/inspections" backLabel="Back to Inspections">
      {(loaded) => <Pdi template={loaded} onChoose={setProductId} />}
    </LoadState>
  );
}
