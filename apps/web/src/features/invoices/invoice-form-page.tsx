import { type Invoice, todayIn } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { customerOptionLabel, useCustomerOption } from '../../components/pickers/customer-options';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { useInvoiceProposal } from './api';
import { InvoiceEditor } from './invoice-editor';
import {
  blankInvoice,
  invoiceFormValues,
  type OrderLineInfo,
  orderLinesOf,
  proposalFormValues,
} from './invoice-form-values';
import { type CustomerFacts, customerFacts } from './invoice-header-fields';
import { invoiceScreens } from './invoice-screens';

const NO_ORDER_LINES: ReadonlyMap<string, OrderLineInfo> = new Map();
const fromOrder = (orderNumber: string | null | undefined) => (orderNumber ? `From order ${orderNumber}` : undefined);

/**
 * `/invoices/new?salesOrderId=`: the order's proposal (what remains on each line), or why there is
 * none; with `&dispatchId=`, what that dispatch sent and its vehicle.
 */
function NewFromOrder({ salesOrderId, dispatchId }: { salesOrderId: string; dispatchId: string | null }) {
  const proposal = useInvoiceProposal(salesOrderId, dispatchId);
  const defaults = useMemo(() => proposal.data && proposalFormValues(proposal.data), [proposal.data]);
  // The order's customer, for its label, state and terms (the editor reads the same cached answer).
  const customer = useCustomerOption(defaults?.customerId);
  const orderLines = useMemo(() => orderLinesOf(proposal.data), [proposal.data]);
  const header = <PageHeader title="New Invoice" description={fromOrder(proposal.data?.salesOrderNumber)} />;
  if (proposal.isLoading || customer.isLoading) return <PageSpinner />;
  if (!proposal.data || !defaults) {
    return (
      <>
        {header}
        <Card className="p-6">
          <Alert>{errorMessage(proposal.error, 'The sales order could not be loaded')}</Alert>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to="/invoices" variant="secondary">
              Back to Invoices
            </ButtonLink>
            <ButtonLink to="/invoices/new" variant="secondary">
              New invoice without an order
            </ButtonLink>
          </div>
        </Card>
      </>
    );
  }
  return (
    <>
      {header}
      <InvoiceEditor
        defaults={defaults}
        orderLines={orderLines}
        customer={customer.data && customerFacts(customer.data)}
      />
    </>
  );
}

/** `/invoices/new`: a blank draft dated today (India's date). */
function NewInvoice() {
  const defaults = useMemo(() => blankInvoice(todayIn()), []);
  return (
    <>
      <PageHeader title="New Invoice" />
      <InvoiceEditor defaults={defaults} orderLines={NO_ORDER_LINES} />
    </>
  );
}

/** The draft's values are read once: saving keeps the form as typed and only moves the version on. */
function EditDraft({ document: invoice }: { document: Invoice }) {
  const [defaults] = useState(() => invoiceFormValues(invoice));
  const [customer] = useState<CustomerFacts>(() => ({
    id: invoice.customerId,
    label: customerOptionLabel(invoice.customerPartyCode, invoice.customerName),
    state: invoice.placeOfSupply,
  }));
  // What remains on the order's lines, for their "left to invoice"; a 409 (nothing left) just leaves it out.
  const proposal = useInvoiceProposal(invoice.salesOrderId);
  const orderLines = useMemo(() => orderLinesOf(proposal.data), [proposal.data]);
  return <InvoiceEditor invoice={invoice} defaults={defaults} customer={customer} orderLines={orderLines} />;
}

/** `/invoices/new`, from a sales order (and one of its dispatches) when the address names one. */
function NewFromQuery() {
  const [searchParams] = useSearchParams();
  const salesOrderId = searchParams.get('salesOrderId');
  return salesOrderId ? (
    <NewFromOrder salesOrderId={salesOrderId} dispatchId={searchParams.get('dispatchId')} />
  ) : (
    <NewInvoice />
  );
}

/**
 * New and edit draft, on `/invoices/new` (optionally from a sales order) and `/invoices/edit/:id`
 * (drafts only; an issued or cancelled invoice opens its view instead). The edit form's heading
 * stands from the start and names the order once the draft is read.
 */
export function InvoiceFormPage() {
  return (
    <DocumentFormPage
      screens={invoiceScreens}
      New={NewFromQuery}
      Edit={EditDraft}
      editHeader={(invoice) => <PageHeader title="Edit Invoice" description={fromOrder(invoice?.salesOrderNumber)} />}
    />
  );
}
