import { DocumentViewPage } from '../../components/document/document-view-page';
import { QuotationCostPanel } from './quotation-cost-panel';
import { QuotationDocument } from './quotation-document';
import { QuotationOutcome, QuotationRevisions } from './quotation-links';
import { quotationScreens } from './quotation-screens';

/**
 * `/quotations/view/:id`: the customer's offer with the flow's buttons (Mark as sent, Won, Lost,
 * Revise, Make sales order, Edit and Delete for an enquiry, the PDF), what it led to (its newest
 * revision, the sales order made of it), the plant's cost sheet behind each price, its revisions
 * and its history.
 */
export function QuotationViewPage() {
  return (
    <DocumentViewPage screens={quotationScreens}>
      {(quotation) => (
        <>
          <QuotationOutcome quotation={quotation} />
          <QuotationDocument quotation={quotation} />
          <QuotationCostPanel quotation={quotation} />
          <QuotationRevisions quotation={quotation} />
        </>
      )}
    </DocumentViewPage>
  );
}
