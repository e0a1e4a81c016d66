import { NOTE_KIND_LABELS, NOTE_REASON_LABELS, type Note } from '@lathe/shared';
import {
  Particular,
  Party,
  SellerBlock,
  SignatureBlock,
  stateWithCode,
} from '../../components/document/document-parts';
import { GstLinesTable, GstTotals, HsnSummaryTable } from '../../components/document/gst-tables';
import { formatDate } from '../../lib/format-date';
import { kindNoun } from './note-texts';

/** Draft and cancelled notes say so on screen and on paper. */
function StateBanner({ note }: { note: Note }) {
  if (note.status === 'draft') {
    return (
      <p
        role="note"
        className="mb-4 border-2 border-gray-800 border-dashed px-3 py-2 text-center font-bold tracking-wide"
      >
        DRAFT — not a {kindNoun(note.kind)} until issued
      </p>
    );
  }
  if (note.status === 'cancelled') {
    return (
      <p role="note" className="mb-4 border-2 border-red-700 px-3 py-2 text-center font-bold text-red-700">
        CANCELLED{note.cancelReason ? ` — ${note.cancelReason}` : ''}
      </p>
    );
  }
  return null;
}

/**
 * The credit or debit note as printed (CGST Rule 53(1A)): the seller with GSTIN, the nature of
 * the document, its number and date, the invoice it adjusts with that invoice's date, the
 * recipient with GSTIN and place of supply, why, the lines with their tax as the invoice charged
 * it, totals with the round-off, the amount in words, the HSN-wise summary and the signature. A
 * sheet of paper in either theme, printed once; a draft carries a watermark.
 */
export function NoteDocument({ note }: { note: Note }) {
  const { seller } = note;
  const title = NOTE_KIND_LABELS[note.kind];
  return (
    <article
      aria-label={title}
      className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white p-4 text-gray-900 shadow-theme-xs sm:p-8 dark:border-gray-700 print:overflow-visible print:rounded-none print:border-0 print:p-0.5 print:shadow-none"
    >
      {note.status === 'draft' && (
        <div
          aria-hidden="true"
          className="-translate-x-1/2 -translate-y-1/2 -rotate-30 pointer-events-none absolute top-1/2 left-1/2 select-none font-black text-8xl text-gray-900/[0.06] tracking-widest print:fixed"
        >
          DRAFT
        </div>
      )}
      <StateBanner note={note} />
      <header className="flex flex-wrap items-start justify-between gap-4 border-gray-300 border-b pb-4">
        <SellerBlock seller={seller} />
        <div className="text-sm sm:text-right">
          <h2 className="font-bold text-2xl uppercase tracking-wide">{title}</h2>
          <p className="text-gray-600 text-xs">Under section 34 of the CGST Act</p>
        </div>
      </header>

      <dl className="grid gap-x-8 gap-y-1 border-gray-300 border-b py-3 text-sm sm:grid-cols-2">
        <Particular label="Note No.">{note.noteNumber ?? 'Draft'}</Particular>
        <Particular label="Note date">{formatDate(note.noteDate)}</Particular>
        <Particular label="Against Invoice No.">
          {`${note.invoiceNumber} dated ${formatDate(note.invoiceDate)}`}
        </Particular>
        <Particular label="Place of supply">
          {stateWithCode(note.placeOfSupply, note.placeOfSupplyCode) ?? 'Not known'}
        </Particular>
        <Particular label="Reason">{NOTE_REASON_LABELS[note.reason]}</Particular>
        <Particular label="Tax">
          {note.taxType === 'intra' ? 'CGST + SGST (intra-state)' : 'IGST (inter-state)'}
        </Particular>
      </dl>

      <div className="grid gap-3 py-4 sm:grid-cols-2">
        <Party title="Recipient" party={note} address={note.billingAddress} />
        {note.remarks && (
          <section aria-label="Remarks" className="text-sm">
            <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">Remarks</h3>
            <p className="whitespace-pre-line">{note.remarks}</p>
          </section>
        )}
      </div>

      <GstLinesTable document={note} label="Note lines" />

      <div className="mt-4 grid gap-4 break-inside-avoid sm:grid-cols-[1fr_minmax(16rem,22rem)]">
        <div className="text-sm">
          <p className="text-gray-600">Amount in words</p>
          <p className="font-semibold">{note.amountInWords}</p>
        </div>
        <GstTotals document={note} label="Note totals" />
      </div>

      <div className="mt-6 break-inside-avoid">
        <HsnSummaryTable document={note} />
      </div>

      <footer className="mt-6 flex justify-end break-inside-avoid">
        <SignatureBlock seller={seller} />
      </footer>
    </article>
  );
}
