import { useSearchParams } from 'react-router';
import { DocumentViewPage } from '../../components/document/document-view-page';
import { EMAIL_ACTION, EmailPanel } from '../../components/document-email/email-panel';
import { E_WAY_BILL_ACTION } from '../../components/e-way-bill/e-way-bill-panel';
import { InvoiceNotes } from '../../components/notes/invoice-notes';
import { InvoiceDocument } from './invoice-document';
import { InvoiceEWayBillPanel, movesGoods } from './invoice-e-way-bill';
import { invoiceScreens } from './invoice-screens';
import { InvoiceTools, invoiceOwnButtons } from './invoice-tools';
import { IrnActions } from './irn-block';
import { IRN_ACTION, IrnPanel } from './irn-panel';
import { PaymentsPanel } from './payments-panel';

/**
 * `/invoices/view/:id`: the printable tax invoice, its actions, the panels it opens by `?action=`
 * (e-mail, IRN, e-way bill), its payments, its credit and debit notes, and its history.
 */
export function InvoiceViewPage() {
  const [params] = useSearchParams();
  const action = params.get('action');
  return (
    <DocumentViewPage
      screens={invoiceScreens}
      tools={(invoice) => <InvoiceTools invoice={invoice} />}
      own={invoiceOwnButtons}
    >
      {(invoice) => (
        <>
          {action === EMAIL_ACTION && invoice.status !== 'draft' && (
            <EmailPanel
              target={{ path: `invoices/${invoice.id}/email`, history: { entity: 'invoices', id: invoice.id } }}
              what={`invoice ${invoice.invoiceNumber ?? ''}`}
              closeTo={`/invoices/view/${invoice.id}`}
            />
          )}
          {action === IRN_ACTION && <IrnPanel invoice={invoice} closeTo={`/invoices/view/${invoice.id}`} />}
          {action === E_WAY_BILL_ACTION && movesGoods(invoice) && <InvoiceEWayBillPanel invoice={invoice} />}
          <InvoiceDocument invoice={invoice} irnActions={<IrnActions invoice={invoice} />} />
          <PaymentsPanel invoice={invoice} />
          <InvoiceNotes invoice={invoice} />
        </>
      )}
    </DocumentViewPage>
  );
}
