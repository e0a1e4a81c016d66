import { INVOICE_FLOW, type Invoice, type InvoiceData, invoiceInputSchema } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EntityForm, type SubmitIntent } from '../../components/form/entity-form';
import { TextareaField } from '../../components/form/textarea-field';
import { rememberCustomerOption, useCustomerOption } from '../../components/pickers/customer-options';
import { confirmAction } from '../../components/ui/confirm-action';
import { errorMessage } from '../../lib/api-error';
import { useCompanySettings } from '../../lib/company-settings';
import { useResourceCreate, useResourceSaveAnd, useResourceUpdate } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { invoicesResource } from './api';
import { beyondDispatched, type InvoiceFormValues, invoiceBody, type OrderLineInfo } from './invoice-form-values';
import { type CustomerFacts, customerFacts, InvoiceHeaderFields } from './invoice-header-fields';
import { InvoiceLinesEditor } from './invoice-lines-editor';
import { taxTypeOf } from './invoice-preview';

type Intent = 'draft' | 'issue';

/** Saving more than was dispatched declined at the question: nothing was sent or reported, the form stays unsaved. */
const DECLINED = Symbol('declined');

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
  const taxType = taxTypeOf(company.data, customer?.state, !!customer);
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
      <InvoiceLinesEditor customerId={customerId} taxType={taxType} orderLines={orderLines} totalsNote={note} />
      <TextareaField name="notes" label="Notes" hint="Printed on the invoice" />
    </>
  );
}

/** Who may take Save & Issue: the flow's permission for issuing (the form is always a draft). */
const ISSUE = INVOICE_FLOW.steps.issue.permission;

const SAVE_DRAFT: SubmitIntent<Intent> = { intent: 'draft', label: 'Save Draft', secondary: true };
const SAVE_AND_ISSUE: SubmitIntent<Intent> = { intent: 'issue', label: 'Save & Issue' };

/**
 * New and edit draft: Save Draft creates (then opens the draft at its edit address) or updates with
 * the version read; Save & Issue, for whoever may issue, saves and issues in one request and opens
 * the numbered invoice (a refused issue saves nothing). Field errors of the server land on their
 * fields (`lines.0.quantity`); other refusals are toasted.
 */
export function InvoiceEditor({ invoice, defaults, customer, orderLines }: InvoiceEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useResourceCreate(invoicesResource);
  const update = useResourceUpdate(invoicesResource);
  const saveAndIssue = useResourceSaveAnd(invoicesResource);
  const canIssue = useCan(ISSUE.scope, ISSUE.action);

  const submit = async (values: InvoiceData, intent: Intent) => {
    // Invoicing goods still in the plant is allowed (an advance bill), but never by accident.
    const early = beyondDispatched(values.lines, orderLines).length;
    if (early > 0) {
      const verb = intent === 'issue' ? 'Issue' : 'Save';
      const message = `${early === 1 ? 'A line invoices' : `${early} lines invoice`} more than has been dispatched. ${verb} anyway?`;
      if (!(await confirmAction({ message, confirmLabel: `${verb} anyway` }))) throw DECLINED;
    }
    // The cached copy holds the version of the last save on this screen.
    const current = invoice && (client.getQueryData<Invoice>(invoicesResource.keys.detail(invoice.id)) ?? invoice);
    const body = invoiceBody(values, current?.version);
    if (intent === 'issue') {
      const issued = await saveAndIssue.mutateAsync({ id: invoice?.id, body });
      toast.success(`Invoice ${issued.invoiceNumber ?? ''} issued`);
      navigate(`/invoices/view/${issued.id}`);
      return;
    }
    if (invoice) await update.mutateAsync({ id: invoice.id, body });
    else {
      const created = await create.mutateAsync(body);
      client.setQueryData(invoicesResource.keys.detail(created.id), created);
      navigate(`/invoices/edit/${created.id}`, { replace: true });
    }
    toast.success('Draft saved');
  };

  return (
    <EntityForm
      schema={invoiceInputSchema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error, intent) => {
        if (error === DECLINED) return;
        toast.error(errorMessage(error, intent === 'issue' ? 'Failed to issue invoice' : 'Failed to save invoice'));
      }}
      submits={canIssue ? [SAVE_DRAFT, SAVE_AND_ISSUE] : [SAVE_DRAFT]}
      cancelTo="/invoices"
    >
      <InvoiceFields initialCustomer={customer} orderLines={orderLines} />
    </EntityForm>
  );
}
