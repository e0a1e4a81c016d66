import { type CustomerMaterial, todayIn } from '@lathe/shared';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { PageHeader } from '../../components/ui/card';
import { useResourceItem } from '../../lib/resource-hooks';
import { customerMaterialsResource } from './api';
import { CustomerMaterialEditor } from './customer-material-editor';
import { blankCustomerMaterial, customerMaterialFormValues } from './customer-material-form-values';

function NewReceipt() {
  const defaults = useMemo(() => blankCustomerMaterial(todayIn()), []);
  return (
    <>
      <PageHeader title="Receive Customer Material" description="Bars a customer sent in to be machined (free issue)" />
      <CustomerMaterialEditor defaults={defaults} />
    </>
  );
}

function EditDraft({ receipt }: { receipt: CustomerMaterial }) {
  const [defaults] = useState(() => customerMaterialFormValues(receipt));
  return (
    <>
      <PageHeader title="Edit Customer Material Receipt" description={`Draft from ${receipt.customerName}`} />
      <CustomerMaterialEditor receipt={receipt} defaults={defaults} />
    </>
  );
}

function EditReceipt({ id }: { id: string }) {
  const receipt = useResourceItem(customerMaterialsResource, id);
  return (
    <LoadState
      query={receipt}
      notFoundText="Receipt not found"
      backTo="/customer-materials"
      backLabel="Back to Customer Material"
    >
      {(loaded) =>
        loaded.status !== 'draft' ? (
          <Navigate to={`/customer-materials/view/${loaded.id}`} replace />
        ) : (
          <EditDraft receipt={loaded} />
        )
      }
    </LoadState>
  );
}

/** New and edit draft, on `/customer-materials/new` and `/customer-materials/edit/:id`. */
export function CustomerMaterialFormPage() {
  const { id } = useParams();
  return id ? <EditReceipt id={id} /> : <NewReceipt />;
}
