import { type ExportType, type Invoice, type InvoiceData, invoiceInputSchema, isWithoutPayment } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { EntityForm } from '../../components/form/entity-form';
import { TextareaField } from '../../components/form/textarea-field';
import { rememberCustomerOption, useCustomerOption } from '../../components/pickers/customer-options';
import { confirmAction } from '../../components/ui/confirm-action';
import { useCompanySettings } from '../../lib/company-settings';
import { InvoiceExportFields } from './invoice-export-fields';
import { beyondDispatched, type InvoiceFormValues, invoiceBody, type OrderLineInfo } from './invoice-form-values';
import { type CustomerFacts, customerFacts, InvoiceHeaderFields } from './invoice-header-fields';
import { InvoiceLinesEditor } from './invoice-lines-editor';
import { taxTypeOf } from './invoice-preview';
import { invoiceScreens } from './invoice-screens';

interface InvoiceEditorProps {
  /** The draft being edited; none on a new invoice. */
  invoice?: Invoice | undefined;
  defaults: InvoiceFormValues;
  /** The customer as known before the form opens (a saved draft, a proposal's order). */
  customer?: CustomerFacts | undefined;
  orderLines: ReadonlyMap<string, OrderLineInfo>;
}

/**
 * The fields of the draft. The customer decides the tax type (its state against the company's) and
 * the due date (its payment terms): the search hands it over when picked (and it is remembered by id);
 * a customer named before (a saved draft, the order's) is read by id from `customers/options/{id}`.
 */
function InvoiceFields({
  initialCustomer,
  orderLines,
}: { initialCustomer?: CustomerFacts | undefined } & Pick<InvoiceEditorProps, 'orderLines'>) {
  const [picked, setPicked] = useState<CustomerFacts | undefined>(initialCustomer);
  const customerId = useWatch<InvoiceFormValues, 'customerId'>({ name: 'customerId' }) ?? '';
  const salesOrderId = useWatch<InvoiceFormValues, 'salesOrderId'>({ name: 'salesOrderId' });
  const client = useQueryClient();
  const named = useCustomerOption(customerId);
  const company = useCompanySettings();
  // The lookup may still be on its way (or have failed): what was known before stands in meanwhile.
  const customer: CustomerFacts | undefined = named.data
    ? customerFacts(named.data)
    : picked?.id === customerId
      ? picked
      : undefined;
  const exportType = useWatch<InvoiceFormValues, 'exportType'>({ name: 'exportType' }) || null;
  const taxType = taxTypeOf(company.data, customer?.state, !!customer, exportType);
  let note: string | undefined;
  if (!customerId) note = 'Choose the customer to work out CGST and SGST or IGST.';
  else if (company.isError) note = 'The company settings could not be loaded, so the tax type is not known.';
  else if (company.data && !company.data.state)
    note = 'The company’s state is not set in the company settings: the invoice cannot be issued until it is.';

  return (
    <>
      <InvoiceHeaderFields
        customer={customer}
        fromOrder={!!salesOrderId}
        onPick={(option) => {
          if (option) rememberCustomerOption(client, option);
          setPicked(option ? customerFacts(option) : undefined);
        }}
      />
      <InvoiceExportFields category={customer?.gstCategory} currency={customer?.currency} company={company.data} />
      <InvoiceLinesEditor
        customerId={customerId}
        taxType={taxType}
        orderLines={orderLines}
        totalsNote={note}
        zeroRated={isWithoutPayment(exportType as ExportType | null)}
      />
      <TextareaField name="notes" label="Notes" hint="Printed on the invoice" />
    </>
  );
}

/**
 * New and edit draft (useDraftEditor): Save Draft, and Save & Issue for whoever may issue, which
 * saves and issues in one request and opens the numbered invoice (a refused issue saves nothing).
 * Either asks first when a line invoices more than was dispatched. Field errors of the server land
 * on their fields (`lines.0.quantity`); other refusals are toasted.
 */
export function InvoiceEditor({ invoice, defaults, customer, orderLines }: InvoiceEditorProps) {
  const editor = useDraftEditor(invoiceScreens, {
    document: invoice,
    body: (values: InvoiceData, version) => invoiceBody(values, version),
    // Invoicing goods still in the plant is allowed (an advance bill), but never by accident.
    check: async (values, intent) => {
      const early = beyondDispatched(values.lines, orderLines).length;
      if (early === 0) return true;
      const verb = intent === 'step' ? 'Issue' : 'Save';
      const message = `${early === 1 ? 'A line invoices' : `${early} lines invoice`} more than has been dispatched. ${verb} anyway?`;
      return confirmAction({ message, confirmLabel: `${verb} anyway` });
    },
    saveFailed: 'Failed to save invoice',
  });
  // Cancel leaves for the list, from a saved draft too.
  return (
    <EntityForm schema={invoiceInputSchema} defaultValues={defaults} {...editor} cancelTo="/invoices">
      <InvoiceFields initialCustomer={customer} orderLines={orderLines} />
    </EntityForm>
  );
}
