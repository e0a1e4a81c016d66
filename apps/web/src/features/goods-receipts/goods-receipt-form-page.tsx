import {
  type GoodsReceipt,
  PURCHASE_ORDER_FLOW,
  PURCHASE_ORDER_STATUS_LABELS,
  type ReceivableOrder,
  startsFrom,
  todayIn,
} from '@lathe/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { useReceivableOrder } from './api';
import { GoodsReceiptEditor } from './goods-receipt-editor';
import { blankGoodsReceipt, goodsReceiptFormValues } from './goods-receipt-form-values';
import { goodsReceiptScreens } from './goods-receipt-screens';
import { OrderPicker } from './order-picker';

/** Goods are received against the statuses the purchase order flow's `receive` step starts from. */
const receivable = (order: ReceivableOrder) => startsFrom(PURCHASE_ORDER_FLOW, 'receive', order.status);

/** Why there is no form, with the way back. */
function NoForm({ title, children, backTo }: { title: string; children: ReactNode; backTo: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="p-6">
        <Alert>{children}</Alert>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={backTo} variant="secondary">
            Back to Goods Receipts
          </ButtonLink>
        </div>
      </Card>
    </>
  );
}

/**
 * The order the receipt is against, read under the stores' own scope: a spinner, why it takes no
 * receipt (not found, a draft, received in full, short-closed, cancelled), or the form.
 */
function WithOrder({
  purchaseOrderId,
  title,
  backTo,
  children,
}: {
  purchaseOrderId: string;
  title: string;
  backTo: string;
  children: (order: ReceivableOrder) => ReactNode;
}) {
  const order = useReceivableOrder(purchaseOrderId);
  if (order.isLoading) return <PageSpinner />;
  if (!order.data) {
    return (
      <NoForm title={title} backTo={backTo}>
        {order.isError
          ? errorMessage(order.error, 'The purchase order could not be loaded')
          : 'Purchase order not found'}
      </NoForm>
    );
  }
  if (!receivable(order.data)) {
    return (
      <NoForm title={title} backTo={backTo}>
        Goods are received against a confirmed or partly received purchase order; {order.data.poNumber ?? 'this one'} is{' '}
        {PURCHASE_ORDER_STATUS_LABELS[order.data.status].toLowerCase()}.
      </NoForm>
    );
  }
  return (
    <>
      <PageHeader title={title} description={`From ${order.data.supplierName}`} />
      {children(order.data)}
    </>
  );
}

/** `/goods-receipts/new[?purchaseOrderId=]`: the order picker, then a draft against it dated today (India's date). */
function NewReceipt({ purchaseOrderId, onPick }: { purchaseOrderId: string | null; onPick: (id: string) => void }) {
  const today = useMemo(() => todayIn(), []);
  if (!purchaseOrderId) {
    return (
      <>
        <PageHeader title="New Goods Receipt" description="Choose the purchase order the goods came against" />
        <OrderPicker onPick={onPick} />
      </>
    );
  }
  return (
    <WithOrder purchaseOrderId={purchaseOrderId} title="New Goods Receipt" backTo="/goods-receipts">
      {(order) => <NewReceiptForm key={order.id} order={order} today={today} />}
    </WithOrder>
  );
}

/** The blank draft is made once per order: a refetch of the order does not reset what is typed. */
function NewReceiptForm({ order, today }: { order: ReceivableOrder; today: string }) {
  const [defaults] = useState(() => blankGoodsReceipt(order, today));
  return <GoodsReceiptEditor order={order} defaults={defaults} />;
}

/** The draft's values are read once: saving keeps the form as typed and only moves the version on. */
function EditDraft({ document: receipt }: { document: GoodsReceipt }) {
  const [defaults] = useState(() => goodsReceiptFormValues(receipt));
  return (
    <WithOrder
      purchaseOrderId={receipt.purchaseOrderId}
      title="Edit Goods Receipt"
      backTo={`/goods-receipts/view/${receipt.id}`}
    >
      {(order) => <GoodsReceiptEditor receipt={receipt} order={order} defaults={defaults} />}
    </WithOrder>
  );
}

/** New and edit draft, on `/goods-receipts/new?purchaseOrderId=` and `/goods-receipts/edit/:id`. */
export function GoodsReceiptFormPage() {
  return <DocumentFormPage screens={goodsReceiptScreens} New={NewFromQuery} Edit={EditDraft} />;
}

/** `/goods-receipts/new`, with the order it is against once picked (or as the order's Receive goods sent it). */
function NewFromQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <NewReceipt
      purchaseOrderId={searchParams.get('purchaseOrderId')}
      onPick={(purchaseOrderId) => setSearchParams({ purchaseOrderId })}
    />
  );
}
