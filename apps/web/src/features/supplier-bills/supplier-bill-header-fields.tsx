import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus, type SupplierBillProposal } from '@lathe/shared';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/form/checkbox-field';
import { DateField } from '../../components/form/date-field';
import { DecimalField } from '../../components/form/decimal-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useFieldError } from '../../components/form/use-field-error';
import { formatDate } from '../../lib/format-date';
import { defaultDueDate } from './supplier-bill-form-values';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-600 text-xs dark:text-gray-400">{label}</dt>
      <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">{children}</dd>
    </div>
  );
}

/** The order the bill is against and its supplier; the server's refusal of either shows here. */
export function BillOrderHeader({ proposal }: { proposal: SupplierBillProposal }) {
  const orderError = useFieldError('purchaseOrderId');
  const supplierError = useFieldError('supplierId');
  const { purchaseOrder: order } = proposal;
  return (
    <section
      aria-label="Purchase order"
      className="rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 dark:border-gray-800 dark:bg-white/[0.03]"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label="Supplier">{order.supplierName}</Fact>
        <Fact label="Against PO">{order.poNumber ?? 'Draft'}</Fact>
        <Fact label="PO date">{formatDate(order.poDate)}</Fact>
        <Fact label="Order status">
          {PURCHASE_ORDER_STATUS_LABELS[order.status as PurchaseOrderStatus] ?? order.status}
        </Fact>
      </dl>
      {(orderError ?? supplierError) && (
        <p role="alert" className="mt-2 text-red-600 text-xs dark:text-red-400">
          {orderError ?? supplierError}
        </p>
      )}
    </section>
  );
}

/** The supplier's invoice (number, date, total as printed), the bill and due dates, reverse charge and remarks. */
export function BillHeaderFields({ termsDays }: { termsDays: number }) {
  const invoiceDate = useWatch({ name: 'supplierInvoiceDate' });
  const due = defaultDueDate(invoiceDate, termsDays);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          name="supplierInvoiceNumber"
          label="Supplier Invoice No."
          required
          autoComplete="off"
          maxLength={50}
          hint="As printed on their invoice"
        />
        <DateField name="supplierInvoiceDate" label="Invoice Date" required />
        <DecimalField name="invoiceTotal" label="Invoice Total (₹)" required hint="The total printed on the invoice" />
        <DateField name="billDate" label="Bill Date" required hint="The day it is taken into the books" />
        <DateField
          name="dueDate"
          label="Due Date"
          placeholder={due ? formatDate(due) : undefined}
          hint={
            due
              ? `Blank: ${formatDate(due)}, ${termsDays} days after the invoice`
              : `Blank: ${termsDays} days after the invoice`
          }
        />
      </div>
      <CheckboxField name="reverseCharge" label="Tax payable by us under reverse charge" />
      <TextareaField name="remarks" label="Remarks" rows={2} />
    </>
  );
}
