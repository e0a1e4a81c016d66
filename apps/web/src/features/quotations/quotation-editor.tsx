import { type CustomerOption, type Quotation, type QuotationData, quotationInputSchema } from '@lathe/shared';
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { EntityForm } from '../../components/form/entity-form';
import { customerOptionLabel } from '../../components/pickers/customer-options';
import { Alert } from '../../components/ui/alert';
import { blankQuotationLine, type QuotationFormValues, quotationBody } from './quotation-form-values';
import { QuotationHeaderFields } from './quotation-header-fields';
import { QuotationLines } from './quotation-lines';
import { quotationScreens } from './quotation-screens';

/**
 * The header and the lines. A product belongs to one customer, so choosing another customer
 * removes the lines that already name a product (keeping blank ones) and says so.
 */
function QuotationFields({
  quotation,
  onCustomer,
}: {
  quotation: Quotation | undefined;
  onCustomer: (customer: CustomerOption | null) => void;
}) {
  const { control, getValues } = useFormContext<QuotationFormValues>();
  const lines = useFieldArray({ control, name: 'lines' });
  const customerId = (useWatch({ name: 'customerId' }) ?? '') as string;
  const [notice, setNotice] = useState<string | null>(null);
  const onCustomerPick = (customer: CustomerOption | null) => {
    onCustomer(customer);
    const current = getValues('lines');
    const kept = current.filter((line) => !line.productId);
    const removed = current.length - kept.length;
    setNotice(null);
    if (removed === 0) return;
    lines.replace(kept.length > 0 ? kept : [blankQuotationLine()]);
    setNotice(
      `${removed === 1 ? '1 line was' : `${removed} lines were`} removed: the products belong to the previous customer.`,
    );
  };
  return (
    <>
      <QuotationHeaderFields
        customerLabel={quotation ? customerOptionLabel(quotation.customerPartyCode, quotation.customerName) : undefined}
        focusCustomer={!quotation}
        onCustomerPick={onCustomerPick}
        notice={notice && <Alert tone="info">{notice}</Alert>}
      />
      <QuotationLines lines={lines} customerId={customerId} savedLines={quotation?.lines ?? []} />
    </>
  );
}

interface QuotationEditorProps {
  /** The enquiry being edited; none on a new quotation. */
  quotation?: Quotation | undefined;
  defaults: QuotationFormValues;
}

/**
 * New and edit enquiry (useDraftEditor): Save Draft, and Save & Mark as sent for whoever may send,
 * asking first with the customer named. The server's field errors land on their fields
 * (`lines.0.breaks.1.quantity`, `customerId`); every refusal is toasted too.
 */
export function QuotationEditor({ quotation, defaults }: QuotationEditorProps) {
  // The customer picked, so the question before sending names them without asking the server again.
  const picked = useRef<CustomerOption | null>(null);
  const editor = useDraftEditor(quotationScreens, {
    document: quotation,
    body: (values: QuotationData, version) => quotationBody(values, version),
    about: (values, current) =>
      picked.current?.id === values.customerId ? picked.current.name : current?.customerName,
    saveFailed: 'Failed to save quotation',
  });
  return (
    <EntityForm schema={quotationInputSchema} defaultValues={defaults} {...editor}>
      <QuotationFields
        quotation={quotation}
        onCustomer={(customer) => {
          picked.current = customer;
        }}
      />
    </EntityForm>
  );
}
