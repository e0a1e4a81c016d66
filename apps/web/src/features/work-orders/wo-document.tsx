import { type WorkOrder, workOrderPrint } from '@lathe/shared';
import { useMemo } from 'react';
import type { PrintDecorations } from '../../components/print/print-decorations';
import { linkWithin } from '../../components/print/print-link';
import { PrintView } from '../../components/print/print-view';
import { ProgressBar } from '../../components/ui/progress-bar';
import { useCompanySettings } from '../../lib/company-settings';
import { count } from '../../lib/format-figures';

/**
 * The work order as the shop floor reads it (its job card), drawn from the same print model as
 * its PDF: what to make, how many and by when, for whom; how far it has come; its operations with
 * machine hours; the bar reserved by heat; the remarks. On screen the sales order's number opens
 * it and a released order's progress shows as a bar.
 */
export function WorkOrderDocument({ order }: { order: WorkOrder }) {
  const settings = useCompanySettings().data;
  const logo = settings?.logo ?? null;
  const plant = settings?.transferMinutes ?? null;
  const model = useMemo(() => workOrderPrint(order, logo, plant), [order, logo, plant]);
  const sale = order.salesOrder;
  const decorate: PrintDecorations = {
    fields: sale
      ? { for: (value) => linkWithin(value, sale.orderNumber ?? 'sales order', `/sales-orders/view/${sale.id}`) }
      : {},
    sections:
      order.status === 'draft'
        ? {}
        : {
            progress: {
              after: (
                <ProgressBar
                  label={`${count(order.goodQuantity)} of ${count(order.quantity)} good`}
                  value={order.goodQuantity}
                  max={order.quantity}
                />
              ),
            },
          },
  };
  return <PrintView model={model} decorate={decorate} />;
}
