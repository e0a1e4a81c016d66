import { type PurchaseOrder, todayIn } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { PageHeader } from '../../components/ui/card';
import { useResourceItem } from '../../lib/resource-hooks';
import { purchaseOrdersResource } from './api';
import { PurchaseOrderEditor } from './po-editor';
import { barLinesFromQuery, blankPurchaseOrder, purchaseOrderFormValues } from './po-form-values';

/**
 * `/purchase-orders/new`: a blank draft dated today (India's date); from the shortage list,
 * `?bar=EN8|Ø25|120.5&bar=…` starts it with those bars, a line each.
 */
function NewPurchaseOrder({ bars }: { bars: string[] }) {
  const barsKey = bars.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the bars' text, not the array's identity
  const defaults = useMemo(() => blankPurchaseOrder(todayIn(), barLinesFromQuery(bars)), [barsKey]);
  const fromShortage = defaults.lines.some((line) => line.grade !== '');
  return (
    <>
      <PageHeader
        title="New Purchase Order"
        {...(fromShortage ? { description: 'Bar stock from the shortage list: check the quantities and rates' } : {})}
      />
      <PurchaseOrderEditor defaults={defaults} />
    </>
  );
}

/** The draft's values are read once: saving keeps the form as typed and only moves the version on. */
function EditDraft({ order }: { order: PurchaseOrder }) {
  const [defaults] = useState(() => purchaseOrderFormValues(order));
  return (
    <>
      <PageHeader title="Edit Purchase Order" description={`Draft to ${order.supplierName}`} />
      <PurchaseOrderEditor order={order} defaults={defaults} />
    </>
  );
}

/** `/purchase-orders/edit/:id`: drafts only; a confirmed (or closed) order opens its view instead. */
function EditPurchaseOrder({ id }: { id: string }) {
  const order = useResourceItem(purchaseOrdersResource, id);
  return (
    <LoadState
      query={order}
      notFoundText="Purchase order not found"
      backTo="/purchase-orders"
      backLabel="Back to Purchase Orders"
    >
      {(loaded) =>
        loaded.status !== 'draft' ? (
          <Navigate to={`/purchase-orders/view/${loaded.id}`} replace />
        ) : (
          <EditDraft order={loaded} />
        )
      }
    </LoadState>
  );
}

/** New and edit draft, on `/purchase-orders/new[?bar=…]` and `/purchase-orders/edit/:id`. */
export function PurchaseOrderFormPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  if (id) return <EditPurchaseOrder id={id} />;
  return <NewPurchaseOrder bars={searchParams.getAll('bar')} />;
}
