import type { Invoice } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { EWayBillPanel } from '../../components/e-way-bill/e-way-bill-panel';
import { useCan } from '../../lib/use-can';
import { invoicesResource } from './api';

/**
 * The invoice's "e-Way Bill" panel (`?action=e-way-bill`): its JSON with the transport typed for
 * it (whoever sees the invoice), and the e-way bill the portal generated, recorded by whoever
 * issues invoices (invoice-status: create).
 */
export function InvoiceEWayBillPanel({ invoice }: { invoice: Invoice }) {
  const client = useQueryClient();
  const canRecord = useCan('invoice-status', 'create');
  const number = invoice.invoiceNumber ?? '';
  return (
    <EWayBillPanel
      target={{
        path: `invoices/${encodeURIComponent(invoice.id)}/e-way-bill`,
        history: { entity: 'invoices', id: invoice.id },
        store: (answer) => {
          client.setQueryData(invoicesResource.keys.detail(invoice.id), answer as Invoice);
          void client.invalidateQueries({ queryKey: invoicesResource.keys.lists() });
        },
      }}
      what={`invoice ${number}`}
      fallbackName={`e-way-bill-${number.replaceAll('/', '-')}.json`}
      recorded={invoice}
      vehicleReference={invoice.vehicleReference}
      canRecord={canRecord}
      closeTo={`/invoices/view/${invoice.id}`}
    />
  );
}
