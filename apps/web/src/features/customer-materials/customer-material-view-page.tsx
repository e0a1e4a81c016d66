import { DocumentViewPage } from '../../components/document/document-view-page';
import { CustomerMaterialDocument } from './customer-material-document';
import { customerMaterialScreens } from './customer-material-screens';

/** `/customer-materials/view/:id`: the receipt as printed, its actions and its history. */
export function CustomerMaterialViewPage() {
  return (
    <DocumentViewPage screens={customerMaterialScreens}>
      {(receipt) => <CustomerMaterialDocument receipt={receipt} />}
    </DocumentViewPage>
  );
}
