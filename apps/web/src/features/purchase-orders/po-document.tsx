import { type PurchaseOrder, purchaseOrderPrint } from '@lathe/shared';
import { useMemo } from 'react';
import { PrintView } from '../../components/print/print-view';
import { useCompanySettings } from '../../lib/company-settings';

/**
 * The purchase order as the supplier receives it, drawn from the same print model as its PDF:
 * the company's letterhead (with the logo, which every signed-in user may read) as the buyer.
 */
export function PurchaseOrderDocument({ order }: { order: PurchaseOrder }) {
  const logo = useCompanySettings().data?.logo ?? null;
  const model = useMemo(() => purchaseOrderPrint(order, logo), [order, logo]);
  return <PrintView model={model} />;
}
