import { type Invoice, invoicePrint } from '@lathe/shared';
import { type ReactNode, useMemo } from 'react';
import { PrintView } from '../../components/print/print-view';

/**
 * The GST tax invoice, drawn from the same print model as its PDF: the original on screen, the
 * duplicate and the triplicate repeated for the browser's print once issued; `irnActions` (the
 * screen's own, never printed) under the IRN, on the original only.
 */
export function InvoiceDocument({ invoice, irnActions }: { invoice: Invoice; irnActions?: ReactNode }) {
  const model = useMemo(() => invoicePrint(invoice), [invoice]);
  return <PrintView model={model} bandActions={irnActions} />;
}
