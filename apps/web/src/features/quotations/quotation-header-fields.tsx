import type { CustomerOption } from '@lathe/shared';
import type { ReactNode } from 'react';
import { DateField } from '../../components/form/date-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { CustomerField } from '../../components/pickers/customer-field';

interface QuotationHeaderFieldsProps {
  /** The customer's label before the picker's options load (a saved enquiry). */
  customerLabel: string | undefined;
  /** A new quotation starts at its customer, as the form appears. */
  focusCustomer: boolean;
  /** The customer was changed: the lines naming the last one's products go. */
  onCustomerPick: (customer: CustomerOption | null) => void;
  /** What was said of the lines when the customer changed. */
  notice: ReactNode;
}

/** The customer, their enquiry, the quotation's dates and terms: the header of the offer. */
export function QuotationHeaderFields({
  customerLabel,
  focusCustomer,
  onCustomerPick,
  notice,
}: QuotationHeaderFieldsProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <CustomerField
            name="customerId"
            label="Customer"
            required
            focusOnMount={focusCustomer}
            onPick={onCustomerPick}
            {...(customerLabel ? { selectedLabel: customerLabel } : {})}
          />
        </div>
        <TextField
          name="enquiryReference"
          label="Your enquiry reference"
          autoComplete="off"
          hint="Optional: the customer's RFQ number"
        />
        <DateField name="enquiryDate" label="Enquiry date" required />
        <DateField name="quotationDate" label="Quotation date" required />
        <DateField name="validUntil" label="Valid until" required hint="The offer holds until this day" />
        <TextField name="paymentTerms" label="Payment terms" autoComplete="off" hint="e.g. 45 days from invoice" />
        <TextField name="deliveryTerms" label="Delivery terms" autoComplete="off" hint="e.g. 4 weeks from PO" />
      </div>
      <TextareaField name="remarks" label="Remarks" rows={2} hint="Printed under the terms" />
      {notice}
    </>
  );
}
