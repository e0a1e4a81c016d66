import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentViewPage } from '../../components/document/document-view-page';
import { EMAIL_ACTION } from '../../components/document-email/email-action';
import { E_WAY_BILL_ACTION } from '../../components/e-way-bill/e-way-bill-action';
import { InvoiceNotes } from '../../components/notes/invoice-notes';
import { InvoiceDocument } from './invoice-document';
import { movesGoods } from './invoice-goods';
import { invoiceScreens } from './invoice-screens';
import { InvoiceTools, invoiceOwnButtons } from './invoice-tools';
import { IrnActions } from './irn-block';
import { IRN_ACTION, IrnPanel } from './irn-panel';
import { PaymentsPanel } from './payments-panel';

/*
 * The panels opened by `?action=` are chunks of their own, fetched when opened: the invoice's page
 * stays within its screen budget without them.
 */
const EmailPanel = lazy(() =>
  import('../../components/document-email/email-panel').then((m) => ({ default: m.EmailPanel })),
);
const InvoiceEWayBillPanel = lazy(() =>
  import('./invoice-e-way-bill').then((m) => ({ default: m.InvoiceEWayBillPanel })),
);

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
          <Suspense fallback={null}>
            {action === EMAIL_ACTION && invoice.status !== 'draft' && (
              <EmailPanel
                target={{ path: `invoices/${invoice.id}/email`, history: { entity: 'invoices', id: invoice.id } }}
                what={`invoice ${invoice.invoiceNumber ?? ''}`}
                closeTo={`/invoices/view/${invoice.id}`}
              />
            )}
            {action === E_WAY_BILL_ACTION && movesGoods(invoice) && <InvoiceEWayBillPanel invoice={invoice} />}
          </Suspense>
          {action === IRN_ACTION && <IrnPanel invoice={invoice} closeTo={`/invoices/view/${invoice.id}`} />}
          <InvoiceDocument invoice={invoice} irnActions={<IrnActions invoice={invoice} />} />
          <PaymentsPanel invoice={invoice} />
          <InvoiceNotes invoice={invoice} />
        </>
      )}
    </DocumentViewPage>
  );
}
