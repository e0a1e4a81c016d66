import { type Inspection, inspectionPrint } from '@lathe/shared';
import { useMemo } from 'react';
import type { PrintDecorations } from '../../components/print/print-decorations';
import { linkWithin, PrintLink } from '../../components/print/print-link';
import { PrintView } from '../../components/print/print-view';
import { useCompanySettings } from '../../lib/company-settings';

/**
 * The inspection report as printed, drawn from the same print model as its PDF: the company, the
 * dispatch with its order, invoice and customer (a PDI) or the work order (a first piece), the
 * product and the lot, the work orders and heats, each characteristic with every measured value,
 * the verdict, the inspector and the signature. On screen the sales order and each work order
 * open from their numbers.
 */
export function InspectionDocument({ inspection }: { inspection: Inspection }) {
  const logo = useCompanySettings().data?.logo ?? null;
  const model = useMemo(() => inspectionPrint(inspection, logo), [inspection, logo]);
  const { salesOrderId, workOrderId } = inspection;
  const decorate: PrintDecorations = {
    fields: {
      ...(salesOrderId && {
        salesOrder: (value: string) => <PrintLink to={`/sales-orders/view/${salesOrderId}`}>{value}</PrintLink>,
      }),
      ...(workOrderId && {
        workOrder: (value: string) => <PrintLink to={`/work-orders/view/${workOrderId}`}>{value}</PrintLink>,
      }),
    },
    sections: {
      workOrders: {
        line: (i, text) => {
          const order = inspection.workOrders[i];
          return order ? linkWithin(text, order.woNumber ?? 'Work order', `/work-orders/view/${order.id}`) : text;
        },
      },
    },
  };
  return <PrintView model={model} decorate={decorate} />;
}
