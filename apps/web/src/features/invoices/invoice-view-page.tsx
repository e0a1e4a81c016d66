import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EMAIL_ACTION, EmailPanel } from '../../components/document-email/email-panel';
import { E_WAY_BILL_ACTION } from '../../components/e-way-bill/e-way-bill-panel';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { InvoiceNotes } from '../../components/notes/invoice-notes';
import { useResourceItem } from '../../lib/resource-hooks';
import { invoicesResource } from './api';
import { CancelInvoicePanel } from './cancel-invoice-panel';
import { InvoiceDocument } from './invoice-document';
import { InvoiceEWayBillPanel, movesGoods } from './invoice-e-way-bill';
import { InvoiceToolbar } from './invoice-toolbar';
import { IrnActions } from './irn-block';
import { IRN_ACTION, IrnPanel } from './irn-panel';
import { PaymentsPanel } from './payments-panel';

/** `/invoices/view/:id`: the printable tax invoice, its actions and its payments (view permission). */
export function InvoiceViewPage() {
  const { id } = useParams();
  const invoice = useResourceItem(invoicesResource, id);
  const [cancelling, setCancelling] = useState(false);
  const [params] = useSearchParams();
  const emailing = params.get('action') === EMAIL_ACTION;
  const recordingIrn = params.get('action') === IRN_ACTION;
  const eWayBill = params.get('action') === E_WAY_BILL_ACTION;
  return (
    <LoadState query={invoice} notFoundText="Invoice not found" backTo="/invoices" backLabel="Back to Invoices">
      {(loaded) => (
        <div className="mx-auto max-w-5xl print:max-w-none">
          <h1 className="sr-only">Invoice {loaded.invoiceNumber ?? '(draft)'}</h1>
          <InvoiceToolbar invoice={loaded} onCancel={() => setCancelling(true)} />
          {cancelling && loaded.status === 'issued' && (
            <CancelInvoicePanel invoice={loaded} onClose={() => setCancelling(false)} />
          )}
          {emailing && loaded.status !== 'draft' && (
            <EmailPanel
              target={{ path: `invoices/${loaded.id}/email`, history: { entity: 'invoices', id: loaded.id } }}
              what={`invoice ${loaded.invoiceNumber ?? ''}`}
              closeTo={`/invoices/view/${loaded.id}`}
            />
          )}
          {recordingIrn && <IrnPanel invoice={loaded} closeTo={`/invoices/view/${loaded.id}`} />}
          {eWayBill && movesGoods(loaded) && <InvoiceEWayBillPanel invoice={loaded} />}
          <InvoiceDocument invoice={loaded} irnActions={<IrnActions invoice={loaded} />} />
          <PaymentsPanel invoice={loaded} />
          <InvoiceNotes invoice={loaded} />
          <RecordHistory entity="invoices" id={loaded.id} />
        </div>
      )}
    </LoadState>
  );
}
