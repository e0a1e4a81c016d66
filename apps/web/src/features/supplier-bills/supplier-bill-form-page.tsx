import { type SupplierBill, type SupplierBillProposal, todayIn } from '@lathe/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { useBillProposal } from './api';
import { SupplierBillEditor } from './supplier-bill-editor';
import { blankSupplierBill, supplierBillFormValues } from './supplier-bill-form-values';
import { BillOrderPicker } from './supplier-bill-order-picker';
import { supplierBillScreens } from './supplier-bill-screens';

/**
 * What a bill from the order starts with, read from the server: a spinner, why there is no form
 * (the order not found, or not one a bill may be against), or the form.
 */
function WithProposal({
  purchaseOrderId,
  billDate,
  title,
  backTo,
  children,
}: {
  purchaseOrderId: string;
  /** The bill date the form opens with: the editor's own read of the proposal is then this one. */
  billDate: string;
  title: string;
  backTo: string;
  children: (proposal: SupplierBillProposal) => ReactNode;
}) {
  const proposal = useBillProposal(purchaseOrderId, billDate);
  if (proposal.isLoading) return <PageSpinner />;
  if (!proposal.data) {
    return (
      <>
        <PageHeader title={title} />
        <Card className="p-6">
          <Alert>{errorMessage(proposal.error, 'The purchase order could not be loaded')}</Alert>
          <div className="mt-4">
            <ButtonLink to={backTo} variant="secondary">
              Back to Supplier Bills
            </ButtonLink>
          </div>
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} description={`From ${proposal.data.purchaseOrder.supplierName}`} />
      {children(proposal.data)}
    </>
  );
}

/** The blank bill is made once per order: a refetch of the proposal does not reset what is typed. */
function NewBillForm({ proposal, today }: { proposal: SupplierBillProposal; today: string }) {
  const [defaults] = useState(() => blankSupplierBill(proposal, today));
  return <SupplierBillEditor proposal={proposal} defaults={defaults} />;
}

/** `/supplier-bills/new[?purchaseOrderId=]`: the supplier and order pickers, then a draft from the order. */
function NewFromQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useMemo(() => todayIn(), []);
  const purchaseOrderId = searchParams.get('purchaseOrderId');
  if (!purchaseOrderId) {
    return (
      <>
        <PageHeader
          title="New Supplier Bill"
          description="Choose the supplier, then the purchase order the bill is against"
        />
        <BillOrderPicker onPick={(id) => setSearchParams({ purchaseOrderId: id })} />
      </>
    );
  }
  return (
    <WithProposal purchaseOrderId={purchaseOrderId} billDate={today} title="New Supplier Bill" backTo="/supplier-bills">
      {(proposal) => <NewBillForm key={proposal.purchaseOrder.id} proposal={proposal} today={today} />}
    </WithProposal>
  );
}

/** The draft's values are read once: saving keeps the form as typed and only moves the version on. */
function EditDraft({ document: bill }: { document: SupplierBill }) {
  const [defaults] = useState(() => supplierBillFormValues(bill));
  return (
    <WithProposal
      purchaseOrderId={bill.purchaseOrderId ?? ''}
      billDate={defaults.billDate}
      title="Edit Supplier Bill"
      backTo={`/supplier-bills/view/${bill.id}`}
    >
      {(proposal) => <SupplierBillEditor bill={bill} proposal={proposal} defaults={defaults} />}
    </WithProposal>
  );
}

/** New and edit draft, on `/supplier-bills/new?purchaseOrderId=` and `/supplier-bills/edit/:id`. */
export function SupplierBillFormPage() {
  return <DocumentFormPage screens={supplierBillScreens} New={NewFromQuery} Edit={EditDraft} />;
}
