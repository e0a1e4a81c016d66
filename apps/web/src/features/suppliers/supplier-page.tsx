import { goodsQuantityText, type Supplier } from '@lathe/shared';
import { BookOpen, Pencil } from 'lucide-react';
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
import { suppliersResource } from './api';
import { supplierDocuments } from './supplier-documents';
import { useOpenPurchaseOrders, useRecentChallans, useRecentReceipts } from './supplier-page-api';
import { challanColumns, openPurchaseOrderColumns, receiptColumns } from './supplier-page-columns';

const contactLink = 'text-brand-600 hover:underline dark:text-brand-400';

/** Who the supplier is, whom to call, what it supplies and how soon. */
function SupplierDetails({ supplier }: { supplier: Supplier }) {
  return (
    <PartyDetails
      facts={[
        { label: 'Contact Person', value: supplier.contactPerson },
        {
          label: 'Phone',
          value: supplier.phone && (
            <a href={`tel:${supplier.phone.replace(/\s/g, '')}`} className={contactLink}>
              {supplier.phone}
            </a>
          ),
        },
        {
          label: 'Email',
          value: supplier.email && (
            <a href={`mailto:${supplier.email}`} className={contactLink}>
              {supplier.email}
            </a>
          ),
        },
        { label: 'GSTIN', value: supplier.gstin && <span className="font-mono">{supplier.gstin}</span> },
        { label: 'State', value: supplier.state },
        { label: 'Lead Time', value: days(supplier.leadTimeDays) },
        {
          label: 'Minimum Order',
          value: supplier.minimumOrderKg ? `${goodsQuantityText(supplier.minimumOrderKg)} kg` : null,
        },
        { label: 'Address', value: supplier.address, wide: true },
        { label: 'Materials Supplied', value: supplier.materials, wide: true },
      ]}
    />
  );
}

/**
 * The supplier on one page: details, then each of its records the user may view (open purchase
 * orders, goods receipts, job-work challans, each by its own scope), their PDFs, and its history.
 * A section the user may not view is left out.
 */
function SupplierOverview({ supplier }: { supplier: Supplier }) {
  const canEdit = useCan('suppliers', 'edit');
  const seesOrders = useCan('purchase-orders', 'view');
  const seesReceipts = useCan('goods-receipts', 'view');
  const seesChallans = useCan('job-work', 'view');
  // The supplier's ledger: what it billed, what was paid, what is owed (the payables' view).
  const seesLedger = useCan('supplier-payments', 'view');
  const id = supplier.id;
  const orders = useOpenPurchaseOrders(id, seesOrders);
  const receipts = useRecentReceipts(id, seesReceipts);
  const challans = useRecentChallans(id, seesChallans);
  const documents = supplierDocuments({
    orders: seesOrders ? orders.data?.data : undefined,
    receipts: seesReceipts ? receipts.data?.data : undefined,
    challans: seesChallans ? challans.data?.data : undefined,
  });
  return (
    <>
      <PageHeader
        title={supplier.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {supplier.supplierCode && <span className="font-medium">{supplier.supplierCode}</span>}
            <StatusBadge active={supplier.isActive} />
          </span>
        }
        actions={
          (canEdit || seesLedger) && (
            <>
              {seesLedger && (
                <ButtonLink to={`/payables/ledger/${id}`} variant="secondary">
                  <BookOpen aria-hidden="true" className="size-4" />
                  Ledger
                </ButtonLink>
              )}
              {canEdit && (
                <ButtonLink to={`/supplier/edit/${id}`} variant="secondary">
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </ButtonLink>
              )}
            </>
          )
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <SupplierDetails supplier={supplier} />
        {seesOrders && (
          <PartySection
            title="Open Purchase Orders"
            query={orders}
            columns={openPurchaseOrderColumns}
            rowKey={(o) => o.id}
            emptyText="No purchase orders awaiting goods"
            allTo={`/purchase-orders?supplierId=${id}`}
          />
        )}
        {seesReceipts && (
          <PartySection
            title="Goods Receipts"
            query={receipts}
            columns={receiptColumns}
            rowKey={(r) => r.id}
            emptyText="No goods received yet"
            allTo={`/goods-receipts?supplierId=${id}`}
          />
        )}
        {seesChallans && (
          <PartySection
            title="Job Work Challans"
            query={challans}
            columns={challanColumns}
            rowKey={(c) => c.id}
            emptyText="Nothing sent for job work"
            allTo={`/job-work?supplierId=${id}`}
          />
        )}
        {(seesOrders || seesReceipts || seesChallans) && <PartyDocuments documents={documents} />}
      </div>
      <RecordHistory entity="suppliers" id={id} />
    </>
  );
}

/** `/supplier/view/:id`: a supplier read-only, for whoever may view suppliers. */
export function SupplierPage() {
  const { id } = useParams();
  const supplier = useResourceItem(suppliersResource, id);
  return (
    <LoadState query={supplier} notFoundText="Supplier not found" backTo="/suppliers" backLabel="Back to Suppliers">
      {(loaded) => <SupplierOverview supplier={loaded} />}
    </LoadState>
  );
}
