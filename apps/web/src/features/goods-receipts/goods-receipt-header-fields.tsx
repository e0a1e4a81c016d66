import { PURCHASE_ORDER_STATUS_LABELS, type ReceivableOrder } from '@lathe/shared';
import type { ReactNode } from 'react';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useFieldError } from '../../components/form/use-field-error';
import { formatDate } from '../../lib/format-date';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-600 text-xs dark:text-gray-400">{label}</dt>
      <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">{children}</dd>
    </div>
  );
}

/** The purchase order the goods came against, as the API answers it now; the server's refusal of it shows here. */
export function ReceiptOrderHeader({ order }: { order: ReceivableOrder }) {
  const error = useFieldError('purchaseOrderId');
  return (
    <section
      aria-label="Purchase order"
      className="rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 dark:border-gray-800 dark:bg-white/[0.03]"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label="Against PO">{order.poNumber ?? 'Draft'}</Fact>
        <Fact label="PO date">{formatDate(order.poDate)}</Fact>
        <Fact label="Supplier">{order.supplierName}</Fact>
        <Fact label="Order status">{PURCHASE_ORDER_STATUS_LABELS[order.status]}</Fact>
      </dl>
      {error && (
        <p role="alert" className="mt-2 text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </section>
  );
}

/** The receipt's date, the supplier's invoice it came with (number and date), the vehicle and remarks. */
export function ReceiptHeaderFields() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <DateField name="receiptDate" label="Receipt Date" required />
        <TextField name="supplierInvoiceNumber" label="Supplier Invoice No." autoComplete="off" maxLength={50} />
        <DateField name="supplierInvoiceDate" label="Supplier Invoice Date" />
        <TextField name="vehicleNumber" label="Vehicle No." autoComplete="off" maxLength={20} />
      </div>
      <TextareaField name="remarks" label="Remarks" rows={2} hint="Printed on the GRN" />
    </>
  );
}
