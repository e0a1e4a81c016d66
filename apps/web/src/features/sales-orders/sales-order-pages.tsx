import type { SalesOrder } from '@lathe/shared';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { FlowActionRow } from '../../components/document/flow-actions';
import { RecordHistory } from '../../components/history/record-history';
import { PageHeader } from '../../components/ui/card';
import { StatusWithLate } from './order-badges';
import { SalesOrderForm } from './order-form';
import { PlantNeedsTable } from './plant-needs';
import { salesOrderScreens } from './sales-order-screens';

/*
 * The order's form pages: a new draft and a draft's edit. The read-only page (with dispatches,
 * e-way bills and PDI reports) is a chunk of its own, sales-order-view-page.tsx, so neither screen
 * loads the other's code.
 */

/** `/sales-orders/new`: an empty draft. */
export function NewSalesOrderPage() {
  return (
    <>
      <PageHeader title="New Sales Order" />
      <SalesOrderForm />
    </>
  );
}

/** The draft's form, with what else can be done to it (cancel, delete) above and the plant's needs, as saved, below. */
function DraftPage({ document: order }: { document: SalesOrder }) {
  return (
    <>
      <PageHeader title="Edit Sales Order" description={<StatusWithLate status={order.status} late={false} />} />
      <div className="grid grid-cols-1 gap-6">
        <FlowActionRow screens={salesOrderScreens} document={order} onForm />
        <SalesOrderForm order={order} />
        <PlantNeedsTable order={order} />
      </div>
      <RecordHistory entity="sales-orders" id={order.id} />
    </>
  );
}

/**
 * `/sales-orders/new` and `/sales-orders/edit/:id`: a new draft, or a draft's form; any other order
 * moves to its read-only page, keeping `?action=`.
 */
export function SalesOrderEditPage() {
  return <DocumentFormPage screens={salesOrderScreens} New={NewSalesOrderPage} Edit={DraftPage} />;
}
