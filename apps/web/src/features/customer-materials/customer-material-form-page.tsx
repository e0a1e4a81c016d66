import { type CustomerMaterial, todayIn } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { PageHeader } from '../../components/ui/card';
import { CustomerMaterialEditor } from './customer-material-editor';
import { blankCustomerMaterial, customerMaterialFormValues } from './customer-material-form-values';
import { customerMaterialScreens } from './customer-material-screens';

function NewReceipt() {
  const defaults = useMemo(() => blankCustomerMaterial(todayIn()), []);
  return (
    <>
      <PageHeader title="Receive Customer Material" description="Bars a customer sent in to be machined (free issue)" />
      <CustomerMaterialEditor defaults={defaults} />
    </>
  );
}

function EditDraft({ document: receipt }: { document: CustomerMaterial }) {
  const [defaults] = useState(() => customerMaterialFormValues(receipt));
  return (
    <>
      <PageHeader title="Edit Customer Material Receipt" description={`Draft from ${receipt.customerName}`} />
      <CustomerMaterialEditor receipt={receipt} defaults={defaults} />
    </>
  );
}

/** New and edit draft, on `/customer-materials/new` and `/customer-materials/edit/:id`. */
export function CustomerMaterialFormPage() {
  return <DocumentFormPage screens={customerMaterialScreens} New={NewReceipt} Edit={EditDraft} />;
}
