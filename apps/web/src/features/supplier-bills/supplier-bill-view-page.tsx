import { DocumentViewPage } from '../../components/document/document-view-page';
import { SupplierBillDocument } from './supplier-bill-document';
import { SupplierBillMatch } from './supplier-bill-match';
import { supplierBillScreens } from './supplier-bill-screens';

/**
 * `/supplier-bills/view/:id`: the bill as kept on file, its actions (Book, Approve with a reason
 * for a held bill, Cancel), the match per line with the cells that do not match marked, and its history.
 */
export function SupplierBillViewPage() {
  return (
    <DocumentViewPage screens={supplierBillScreens}>
      {(bill) => (
        <>
          <SupplierBillDocument bill={bill} />
          <SupplierBillMatch bill={bill} />
        </>
      )}
    </DocumentViewPage>
  );
}
