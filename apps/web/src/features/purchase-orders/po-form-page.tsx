import { type PurchaseOrder, todayIn } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { PageHeader } from '../../components/ui/card';
import { PurchaseOrderEditor } from './po-editor';
import { barLinesFromQuery, blankPurchaseOrder, purchaseOrderFormValues } from './po-form-values';
import { purchaseOrderScreens } from './po-screens';

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
function EditDraft({ document: order }: { document: PurchaseOrder }) {
  const [defaults] = useState(() => purchaseOrderFormValues(order));
  return (
    <>
      <PageHeader title="Edit Purchase Order" description={`Draft to ${order.supplierName}`} />
      <PurchaseOrderEditor order={order} defaults={defaults} />
    </>
  );
}

/** New and edit draft, on `/purchase-orders/new[?bar=…]` and `/purchase-orders/edit/:id`. */
export function PurchaseOrderFormPage() {
  return <DocumentFormPage screens={purchaseOrderScreens} New={NewFromQuery} Edit={EditDraft} />;
}

/** `/purchase-orders/new`, with the shortage list's bars if it came from there. */
function NewFromQuery() {
  const [searchParams] = useSearchParams();
  return <NewPurchaseOrder bars={searchParams.getAll('bar')} />;
}
