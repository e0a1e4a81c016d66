import {
  type GoodsReceipt,
  type GoodsReceiptData,
  goodsReceiptInputSchema,
  type MaterialCertificate,
  type ReceivableOrder,
} from '@lathe/shared';
import { useState } from 'react';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { EntityForm } from '../../components/form/entity-form';
import { certificatesOf, type GoodsReceiptFormValues, goodsReceiptBody } from './goods-receipt-form-values';
import { ReceiptHeaderFields, ReceiptOrderHeader } from './goods-receipt-header-fields';
import { ReceiptLinesGrid } from './goods-receipt-lines-grid';
import { goodsReceiptScreens } from './goods-receipt-screens';

interface GoodsReceiptEditorProps {
  /** The draft being edited; none on a new receipt. */
  receipt?: GoodsReceipt | undefined;
  order: ReceivableOrder;
  defaults: GoodsReceiptFormValues;
}

/**
 * New and edit draft (useDraftEditor): Save Draft, and Save & Receive for whoever may receive,
 * asking first with the order's number, then opening the numbered GRN (a refused receipt saves
 * nothing). The server's field errors land on their fields (`lines.0.acceptedQuantity`: more
 * than is left).
 */
export function GoodsReceiptEditor({ receipt, order, defaults }: GoodsReceiptEditorProps) {
  const editor = useDraftEditor(goodsReceiptScreens, {
    document: receipt,
    body: (values: GoodsReceiptData, version) => goodsReceiptBody(values, version),
    about: () => order.poNumber,
    saveFailed: 'Failed to save goods receipt',
  });
  const [certificates, setCertificates] = useState<Record<string, MaterialCertificate>>(() => certificatesOf(receipt));
  const uploaded = (certificate: MaterialCertificate) =>
    setCertificates((known) => ({ ...known, [certificate.id]: certificate }));
  return (
    <EntityForm schema={goodsReceiptInputSchema} defaultValues={defaults} {...editor}>
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
