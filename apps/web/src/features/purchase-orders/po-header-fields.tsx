import type { SupplierOption, TaxType } from '@lathe/shared';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { SupplierField } from '../../components/pickers/supplier-field';

/** What the supplier's state makes of the tax, as the server will store it. */
export function taxHint(supplier: Pick<SupplierOption, 'state'> | undefined, taxType: TaxType | null) {
  if (!supplier || !taxType) return undefined;
  const where = supplier.state ?? 'state not set on the supplier';
  return taxType === 'intra' ? `CGST + SGST (supplier in ${where})` : `IGST (supplier in ${where})`;
}

interface PurchaseOrderHeaderFieldsProps {
  /** The supplier's label before the picker's options load (a saved draft). */
  supplierLabel: string | undefined;
  taxHint: string | undefined;
}

/** Supplier, dates, payment terms and remarks: the header of the draft. */
export function PurchaseOrderHeaderFields({ supplierLabel, taxHint: hint }: PurchaseOrderHeaderFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <SupplierField
            name="supplierId"
            label="Supplier"
            required
            hint={hint}
            {...(supplierLabel ? { selectedLabel: supplierLabel } : {})}
          />
        </div>
        <DateField name="poDate" label="PO Date" required />
        <DateField name="deliveryDate" label="Delivery Date" hint="When the goods are wanted; a line may say its own" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="paymentTerms" label="Payment Terms" autoComplete="off" hint="e.g. 30 days from receipt" />
        <TextareaField name="remarks" label="Remarks" rows={2} hint="Printed on the order" />
      </div>
    </>
  );
}
