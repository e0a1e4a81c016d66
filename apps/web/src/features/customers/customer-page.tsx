import { type Customer, countryName, GST_CATEGORY_LABELS } from '@lathe/shared';
import { Pencil, Wallet } from 'lucide-react';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { PartyDocuments } from '../../components/parties/party-documents';
import { PartyDetails } from '../../components/parties/party-facts';
import { PartySection } from '../../components/parties/party-section';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/card';
import { StatusBadge } from '../../components/ui/status-badge';
import { days } from '../../lib/format-figures';
import { useResourceItem } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { customersResource } from './api';
import { customerDocuments } from './customer-documents';
import {
  useCustomerAgeing,
  useOpenOrders,
  useRecentDispatches,
  useRecentInvoices,
  useRecentNotes,
  useYearStatement,
} from './customer-page-api';
import { dispatchColumns, invoiceColumns, noteColumns, openOrderColumns } from './customer-page-columns';
import { CustomerReceivables } from './customer-receivables';
import { DeliveryAddressesSection } from './delivery-addresses-section';

const mailTo = (email: string | null) =>
  email && (
    <a href={`mailto:${email}`} className="text-brand-600 hover:underline dark:text-brand-400">
      {email}
    </a>
  );
const callTo = (phone: string | null) =>
  phone && (
    <a href={`tel:${phone.replace(/\s/g, '')}`} className="text-brand-600 hover:underline dark:text-brand-400">
      {phone}
    </a>
  );

/** Who the customer is, whom to call, where to bill and where to deliver. */
function CustomerDetails({ customer }: { customer: Customer }) {
  return (
    <PartyDetails
      facts={[
        { label: 'Contact Person', value: customer.contactPerson },
        { label: 'Phone', value: callTo(customer.phone) },
        { label: 'Email', value: mailTo(customer.email) },
        { label: 'GSTIN', value: customer.gstin && <span className="font-mono">{customer.gstin}</span> },
        { label: 'GST Category', value: GST_CATEGORY_LABELS[customer.gstCategory] },
        { label: 'State (place of supply)', value: customer.state },
        // An overseas customer is billed abroad: its country and currency in place of a state.
        ...(customer.gstCategory === 'overseas'
          ? [
              {
                label: 'Country',
                value: `${countryName(customer.countryCode) ?? customer.countryCode} (${customer.countryCode})`,
              },
              { label: 'Billing Currency', value: customer.currency },
            ]
          : []),
        { label: 'Payment Terms', value: days(customer.paymentTermsDays) },
        { label: 'Billing Address', value: customer.billingAddress, wide: true },
        { label: 'Shipping Address', value: customer.shippingAddress, wide: true },
      ]}
    />
  );
}

/** What the user may do from here beyond reading: edit the customer, record what it paid. */
function CustomerActions({ customer }: { customer: Customer }) {
  const canEdit = useCan('customers', 'edit');
  const canReceive = useCan('payments', 'create');
  if (!canEdit && !canReceive) return null;
  return (
    <>
      {canReceive && (
        <ButtonLink to={`/receivables/receipt/${customer.id}`} variant="secondary">
          <Wallet aria-hidden="true" className="size-4" />
          Record Receipt
        </ButtonLink>
      )}
      {canEdit && (
        <ButtonLink to={`/customers/${customer.id}/edit`} variant="secondary">
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </ButtonLink>
      )}
    </>
  );
}

/**
 * The customer on one page: details, then each of its records the user may view (orders and
 * dispatches with sales-orders: view; invoices, the statement and ageing, notes with invoices:
 * view), their PDFs, and the customer's history. A section the user may not view is left out.
 */
function CustomerOverview({ customer }: { customer: Customer }) {
  const seesOrders = useCan('sales-orders', 'view');
  const seesInvoices = useCan('invoices', 'view');
  const id = customer.id;
  const orders = useOpenOrders(id, seesOrders);
  const dispatches = useRecentDispatches(id, seesOrders);
  const invoices = useRecentInvoices(id, seesInvoices);
  const notes = useRecentNotes(id, seesInvoices);
  const statement = useYearStatement(id, seesInvoices);
  const ageing = useCustomerAgeing(id, seesInvoices);
  const documents = customerDocuments({
    customerId: id,
    partyCode: customer.partyCode,
    invoices: seesInvoices ? invoices.data?.data : undefined,
    notes: seesInvoices ? notes.data?.data : undefined,
    dispatches: seesOrders ? dispatches.data?.data : undefined,
    statement: seesInvoices,
  });
  return (
    <>
      <PageHeader
        title={customer.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="font-medium">{customer.partyCode}</span>
            <StatusBadge active={customer.isActive} />
          </span>
        }
        actions={<CustomerActions customer={customer} />}
      />
      <div className="grid grid-cols-1 gap-6">
        <CustomerDetails customer={customer} />
        <DeliveryAddressesSection customerId={id} />
        {seesInvoices && <CustomerReceivables customerId={id} statement={statement} ageing={ageing} />}
        {seesOrders && (
          <PartySection
            title="Open Sales Orders"
            query={orders}
            columns={openOrderColumns}
            rowKey={(o) => o.id}
            emptyText="No open sales orders"
            allTo={`/sales-orders?customerId=${id}`}
          />
        )}
        {seesOrders && (
          <PartySection
            title="Recent Dispatches"
            query={dispatches}
            columns={dispatchColumns}
            rowKey={(d) => d.id}
            emptyText="Nothing dispatched yet"
          />
        )}
        {seesInvoices && (
          <PartySection
            title="Invoices"
            query={invoices}
            columns={invoiceColumns}
            rowKey={(i) => i.id}
            emptyText="No invoices yet"
            allTo={`/invoices?customerId=${id}&sortBy=invoiceDate&sortOrder=DESC`}
          />
        )}
        {seesInvoices && (
          <PartySection
            title="Credit & Debit Notes"
            query={notes}
            columns={noteColumns}
            rowKey={(n) => n.id}
            emptyText="No credit or debit notes"
            allTo={`/notes?customerId=${id}`}
          />
        )}
        {(seesInvoices || seesOrders) && <PartyDocuments documents={documents} />}
      </div>
      <RecordHistory entity="customers" id={id} />
    </>
  );
}

/** `/customers/view/:id`: a customer read-only, for whoever may view customers (a Viewer too). */
export function CustomerPage() {
  const { id } = useParams();
  const customer = useResourceItem(customersResource, id);
  return (
    <LoadState query={customer} notFoundText="Customer not found" backTo="/customers" backLabel="Back to Customers">
      {(loaded) => <CustomerOverview customer={loaded} />}
    </LoadState>
  );
}
