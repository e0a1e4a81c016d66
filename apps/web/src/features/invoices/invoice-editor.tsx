import { type Invoice, type InvoiceData, invoiceInputSchema } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { TextareaField } from '../../components/form/textarea-field';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-error';
import { useResourceCreate, useResourceUpdate } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { rememberCustomerOption, useCustomerOption } from '../customers/api';
import { invoicesResource, useCompanySettings } from './api';
import { type InvoiceFormValues, invoiceBody, type OrderLineInfo } from './invoice-form-values';
import { type CustomerFacts, customerFacts, InvoiceHeaderFields } from './invoice-header-fields';
import { InvoiceLinesEditor } from './invoice-lines-editor';
import { taxTypeOf } from './invoice-preview';
import { useIssueInvoice } from './use-invoice-actions';

type Intent = 'draft' | 'issue';

interface InvoiceEditorProps {
  /** The draft being edited; none on a new invoice. */
  invoice?: Invoice | undefined;
  defaults: InvoiceFormValues;
  /** The customer as known before the form opens (a saved draft, a proposal's order). */
  customer?: CustomerFacts | undefined;
  orderLines: ReadonlyMap<string, OrderLineInfo>;
}

/** Save Draft, and Save & Issue for whoever may issue; both busy while either runs. */
function SaveButtons({ canIssue, onIntent }: { canIssue: boolean; onIntent: (intent: Intent) => void }) {
  const { isSubmitting } = useFormState();
  return (
    <>
      <Button type="submit" variant="secondary" disabled={isSubmitting} onClick={() => onIntent('draft')}>
        Save Draft
      </Button>
      {canIssue && (
        <Button type="submit" disabled={isSubmitting} onClick={() => onIntent('issue')}>
          {isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          Save &amp; Issue
        </Button>
      )}
    </>
  );
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

/**
 * New and edit draft: Save Draft creates (then opens the draft at its edit address) or updates with
 * the version read; Save & Issue saves, then issues and opens the numbered invoice. Field errors of
 * the server land on their fields (`lines.0.quantity`); other refusals are toasted.
 */
export function InvoiceEditor({ invoice, defaults, customer, orderLines }: InvoiceEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useResourceCreate(invoicesResource);
  const update = useResourceUpdate(invoicesResource);
  const issue = useIssueInvoice();
  const canIssue = useCan('invoices', 'edit');
  const intent = useRef<Intent>('draft');

  const save = async (values: InvoiceData): Promise<Invoice> => {
    if (!invoice) {
      const created = await create.mutateAsync(invoiceBody(values));
      client.setQueryData(invoicesResource.keys.detail(created.id), created);
      return created;
    }
    // The cached copy holds the version of the last save on this screen.
    const current = client.getQueryData<Invoice>(invoicesResource.keys.detail(invoice.id)) ?? invoice;
    return update.mutateAsync({ id: invoice.id, body: invoiceBody(values, current.version) });
  };

  const submit = async (values: InvoiceData) => {
    const saved = await save(values);
    const editPath = `/invoices/edit/${saved.id}`;
    if (intent.current === 'draft') {
      toast.success('Draft saved');
      if (!invoice) navigate(editPath, { replace: true });
      return;
    }
    try {
      const issued = await issue.mutateAsync({ id: saved.id, version: saved.version });
      toast.success(`Invoice ${issued.invoiceNumber ?? ''} issued`);
      navigate(`/invoices/view/${saved.id}`);
    } catch (error) {
      // The draft is saved: say so, and keep working on it at its own address (no second draft on retry).
      toast.error(errorMessage(error, 'Failed to issue invoice'), { description: 'The draft was saved.' });
      if (!invoice) navigate(editPath, { replace: true });
    }
  };

  return (
    <EntityForm
      schema={invoiceInputSchema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error) => toast.error(errorMessage(error, 'Failed to save invoice'))}
      submitLabel="Save Draft"
      hideSubmit
      cancelTo="/invoices"
      actions={
        <SaveButtons
          canIssue={canIssue}
          onIntent={(next) => {
            intent.current = next;
          }}
        />
      }
    >
      <InvoiceFields initialCustomer={customer} orderLines={orderLines} />
    </EntityForm>
  );
}
