import {
  GOODS_RECEIPT_FLOW,
  type GoodsReceipt,
  type GoodsReceiptData,
  goodsReceiptInputSchema,
  type MaterialCertificate,
  type ReceivableOrder,
} from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EntityForm, type SubmitIntent } from '../../components/form/entity-form';
import { confirmAction } from '../../components/ui/confirm-action';
import { errorMessage } from '../../lib/api-error';
import { useResourceCreate, useResourceSaveAnd, useResourceUpdate } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { goodsReceiptsResource } from './api';
import { certificatesOf, type GoodsReceiptFormValues, goodsReceiptBody } from './goods-receipt-form-values';
import { ReceiptHeaderFields, ReceiptOrderHeader } from './goods-receipt-header-fields';
import { ReceiptLinesGrid } from './goods-receipt-lines-grid';
import { receivedText, receiveQuestion } from './goods-receipt-texts';

type Intent = 'draft' | 'receive';

/** Who may take Save & Receive: the flow's permission for receiving (the form is always a draft). */
const RECEIVE = GOODS_RECEIPT_FLOW.steps.receive.permission;

const SAVE_DRAFT: SubmitIntent<Intent> = { intent: 'draft', label: 'Save Draft', secondary: true };
const SAVE_AND_RECEIVE: SubmitIntent<Intent> = { intent: 'receive', label: 'Save & Receive' };

/** Receiving declined at the question: nothing was sent, nothing is reported, the form stays unsaved. */
const DECLINED = Symbol('declined');

interface GoodsReceiptEditorProps {
  /** The draft being edited; none on a new receipt. */
  receipt?: GoodsReceipt | undefined;
  order: ReceivableOrder;
  defaults: GoodsReceiptFormValues;
}

/**
 * New and edit draft: Save Draft creates (then opens the draft at its edit address) or updates
 * with the version read; Save & Receive, for whoever may receive, asks first, then saves and
 * receives in one request and opens the numbered GRN (a refused receipt saves nothing). The
 * server's field errors land on their fields (`lines.0.acceptedQuantity`: more than is left).
 */
export function GoodsReceiptEditor({ receipt, order, defaults }: GoodsReceiptEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useResourceCreate(goodsReceiptsResource);
  const update = useResourceUpdate(goodsReceiptsResource);
  const saveAndReceive = useResourceSaveAnd(goodsReceiptsResource);
  const canReceive = useCan(RECEIVE.scope, RECEIVE.action);
  const [certificates, setCertificates] = useState<Record<string, MaterialCertificate>>(() => certificatesOf(receipt));
  const uploaded = (certificate: MaterialCertificate) =>
    setCertificates((known) => ({ ...known, [certificate.id]: certificate }));

  const submit = async (values: GoodsReceiptData, intent: Intent) => {
    // The cached copy holds the version of the last save on this screen.
    const current =
      receipt && (client.getQueryData<GoodsReceipt>(goodsReceiptsResource.keys.detail(receipt.id)) ?? receipt);
    const body = goodsReceiptBody(values, current?.version);
    if (intent === 'receive') {
      const question = receiveQuestion(order.poNumber);
      if (!(await confirmAction({ message: question, confirmLabel: 'Receive' }))) throw DECLINED;
      const received = await saveAndReceive.mutateAsync({ id: receipt?.id, body });
      toast.success(receivedText(received));
      navigate(`/goods-receipts/view/${received.id}`);
      return;
    }
    if (receipt) await update.mutateAsync({ id: receipt.id, body });
    else {
      const created = await create.mutateAsync(body);
      client.setQueryData(goodsReceiptsResource.keys.detail(created.id), created);
      navigate(`/goods-receipts/edit/${created.id}`, { replace: true });
    }
    toast.success('Draft saved');
  };

  return (
    <EntityForm
      schema={goodsReceiptInputSchema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error, intent) => {
        if (error === DECLINED) return;
        toast.error(
          errorMessage(error, intent === 'receive' ? 'Failed to receive the goods' : 'Failed to save goods receipt'),
        );
      }}
      submits={canReceive ? [SAVE_DRAFT, SAVE_AND_RECEIVE] : [SAVE_DRAFT]}
      cancelTo={receipt ? `/goods-receipts/view/${receipt.id}` : '/goods-receipts'}
    >
      <ReceiptOrderHeader order={order} />
      <ReceiptHeaderFields />
      <section aria-labelledby="receipt-lines-title" className="grid gap-4">
        <h2 id="receipt-lines-title" className="font-medium text-gray-800 dark:text-white/90">
          Lines
        </h2>
        <ReceiptLinesGrid orderLines={order.lines} certificates={certificates} onUploaded={uploaded} />
      </section>
    </EntityForm>
  );
}
