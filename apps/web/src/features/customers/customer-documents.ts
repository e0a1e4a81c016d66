import type { CustomerDispatch, InvoiceSummary, NoteSummary } from '@lathe/shared';
import { NOTE_KIND_LABELS } from '@lathe/shared';
import type { PartyDocument } from '../../components/parties/party-documents';

interface ShownRecords {
  customerId: string;
  partyCode: string;
  /** Each list as far as the page shows it; undefined where the user may not see it. */
  invoices?: InvoiceSummary[] | undefined;
  notes?: NoteSummary[] | undefined;
  dispatches?: CustomerDispatch[] | undefined;
  /** Whether the user may see the statement (invoices: view). */
  statement: boolean;
}

/**
 * The PDFs of what the customer page shows: the statement of the year to date, then each
 * numbered invoice, note and delivery challan (a draft is no document yet), newest first.
 */
export function customerDocuments({
  customerId,
  partyCode,
  invoices = [],
  notes = [],
  dispatches = [],
  statement,
}: ShownRecords): PartyDocument[] {
  const dated: PartyDocument[] = [
    ...invoices.flatMap((i) =>
      i.invoiceNumber
        ? [{ kind: 'Tax invoice', name: i.invoiceNumber, date: i.invoiceDate, path: `invoices/${i.id}/pdf` }]
        : [],
    ),
    ...notes.flatMap((n) =>
      n.noteNumber
        ? [{ kind: NOTE_KIND_LABELS[n.kind], name: n.noteNumber, date: n.noteDate, path: `notes/${n.id}/pdf` }]
        : [],
    ),
    ...dispatches.flatMap((d) =>
      d.challanNumber
        ? [
            {
              kind: 'Delivery challan',
              name: d.challanNumber,
              date: d.dispatchDate,
              path: `sales-orders/${d.orderId}/dispatches/${d.id}/pdf`,
            },
          ]
        : [],
    ),
  ].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  const year = statement
    ? [{ kind: 'Statement of account', name: `Statement ${partyCode}`, path: `customers/${customerId}/statement/pdf` }]
    : [];
  return [...year, ...dated];
}
