import { INVOICE_COPIES, type Invoice, type Seller } from '@lathe/shared';
import type { ReactNode } from 'react';
import { Particular, Party, SellerBlock, stateWithCode } from '../../components/document/document-parts';
import { GstLinesTable, GstTotals, HsnSummaryTable } from '../../components/document/gst-tables';
import { eWayBillLine } from '../../components/e-way-bill/e-way-bill-panel';
import { formatDate } from '../../lib/format-date';
import { IrnBlock } from './irn-block';

const lines = (text: string | null | undefined) => text && <span className="whitespace-pre-line">{text}</span>;

function BankDetails({ seller }: { seller: Seller }) {
  if (!seller.bankName && !seller.bankAccountNumber) return null;
  return (
    <section aria-label="Bank details" className="text-sm">
      <h3 className="mb-1 font-semibold">Bank details</h3>
      <dl className="grid gap-0.5">
        <Particular label="Bank">{seller.bankName}</Particular>
        <Particular label="Account name">{seller.bankAccountName}</Particular>
        <Particular label="Account no.">{seller.bankAccountNumber}</Particular>
        <Particular label="IFSC">{seller.bankIfsc}</Particular>
        <Particular label="Branch">{seller.bankBranch}</Particular>
      </dl>
    </section>
  );
}

/** Draft and cancelled invoices say so on screen and on paper. */
function StateBanner({ invoice }: { invoice: Invoice }) {
  if (invoice.status === 'draft') {
    return (
      <p
        role="note"
        className="mb-4 border-2 border-gray-800 border-dashed px-3 py-2 text-center font-bold tracking-wide"
      >
        DRAFT — not a tax invoice until issued
      </p>
    );
  }
  if (invoice.status === 'cancelled') {
    return (
      <p role="note" className="mb-4 border-2 border-red-700 px-3 py-2 text-center font-bold text-red-700">
        CANCELLED{invoice.cancelReason ? ` — ${invoice.cancelReason}` : ''}
      </p>
    );
  }
  return null;
}

/**
 * The GST tax invoice as printed (CGST Rule 46): the seller, number and dates, buyer and consignee
 * with GSTIN and state code, place of supply, the lines with their tax, totals, the amount in words,
 * the HSN-wise summary, bank details, terms and the signature block. It is a sheet of paper in either
 * theme (black on white), so what is seen is what prints; a draft carries a watermark.
 *
 * An issued invoice prints in three copies (CGST Rule 48(4)), as its PDF does: the screen shows the
 * original, and the print repeats the document for the duplicate and the triplicate, each from a
 * new page. Those two are print-only and hidden from assistive technology, which has the original.
 * A draft or a cancelled invoice prints once.
 */
export function InvoiceDocument({ invoice, irnActions }: { invoice: Invoice; irnActions?: ReactNode }) {
  const [original, ...others] = INVOICE_COPIES;
  const once = invoice.status === 'draft' || invoice.status === 'cancelled';
  return (
    <>
      <InvoiceCopy invoice={invoice} copy={original} irnActions={irnActions} />
      {!once && (
        <div aria-hidden="true" data-testid="invoice-print-copies" className="hidden print:block">
          {others.map((copy) => (
            <div key={copy} className="break-before-page">
              <InvoiceCopy invoice={invoice} copy={copy} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/** One copy of the invoice, marked with whom it is for; the screen's IRN actions go with the original only. */
function InvoiceCopy({ invoice, copy, irnActions }: { invoice: Invoice; copy: string; irnActions?: ReactNode }) {
  const { seller } = invoice;
  const isDraft = invoice.status === 'draft';
  return (
    <article
      aria-label="Tax invoice"
      className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white p-4 text-gray-900 shadow-theme-xs sm:p-8 dark:border-gray-700 print:overflow-visible print:rounded-none print:border-0 print:p-0.5 print:shadow-none"
    >
      {isDraft && (
        <div
          aria-hidden="true"
          className="-translate-x-1/2 -translate-y-1/2 -rotate-30 pointer-events-none absolute top-1/2 left-1/2 select-none font-black text-8xl text-gray-900/[0.06] tracking-widest print:fixed"
        >
          DRAFT
        </div>
      )}
      <StateBanner invoice={invoice} />
      <header className="flex flex-wrap items-start justify-between gap-4 border-gray-300 border-b pb-4">
        <SellerBlock seller={seller} />
        <div className="text-sm sm:text-right">
          <h2 className="font-bold text-2xl uppercase tracking-wide">Tax Invoice</h2>
          <p className="text-gray-600 text-xs">{copy}</p>
        </div>
      </header>
      <IrnBlock invoice={invoice} actions={irnActions} />

      <dl className="grid gap-x-8 gap-y-1 border-gray-300 border-b py-3 text-sm sm:grid-cols-2">
        <Particular label="Invoice No.">{invoice.invoiceNumber ?? 'Draft'}</Particular>
        <Particular label="Invoice date">{formatDate(invoice.invoiceDate)}</Particular>
        <Particular label="Due date">{formatDate(invoice.dueDate)}</Particular>
        <Particular label="Place of supply">
          {stateWithCode(invoice.placeOfSupply, invoice.placeOfSupplyCode) ?? 'Not known'}
        </Particular>
        <Particular label="Customer PO">
          {invoice.customerPoNumber &&
            `${invoice.customerPoNumber}${invoice.customerPoDate ? ` dated ${formatDate(invoice.customerPoDate)}` : ''}`}
        </Particular>
        <Particular label="Sales order">{invoice.salesOrderNumber}</Particular>
        <Particular label="Vehicle / LR">{invoice.vehicleReference}</Particular>
        <Particular label="e-Way Bill No.">{eWayBillLine(invoice)}</Particular>
        <Particular label="Tax">
          {invoice.taxType === 'intra' ? 'CGST + SGST (intra-state)' : 'IGST (inter-state)'}
        </Particular>
      </dl>

      <div className="grid gap-3 py-4 sm:grid-cols-2">
        <Party title="Bill to" party={invoice} address={invoice.billingAddress} />
        <Party title="Ship to" party={invoice} address={invoice.shippingAddress ?? invoice.billingAddress} />
      </div>

      <GstLinesTable document={invoice} label="Invoice lines" />

      <div className="mt-4 grid gap-4 break-inside-avoid sm:grid-cols-[1fr_minmax(16rem,22rem)]">
        <div className="text-sm">
          <p className="text-gray-600">Amount in words</p>
          <p className="font-semibold">{invoice.amountInWords}</p>
          {invoice.notes && (
            <p className="mt-3">
              <span className="text-gray-600">Notes: </span>
              {lines(invoice.notes)}
            </p>
          )}
        </div>
        <GstTotals document={invoice} label="Invoice totals" />
      </div>

      <div className="mt-6 break-inside-avoid">
        <HsnSummaryTable document={invoice} />
      </div>

      <footer className="mt-6 grid gap-6 break-inside-avoid sm:grid-cols-2">
        <div className="grid gap-4">
          <BankDetails seller={seller} />
          {seller.invoiceTerms && (
            <section aria-label="Terms" className="text-sm">
              <h3 className="mb-1 font-semibold">Terms and conditions</h3>
              {lines(seller.invoiceTerms)}
            </section>
          )}
        </div>
        <div className="flex flex-col items-end justify-between gap-12 text-sm">
          <p className="font-semibold">For {seller.name ?? 'the company'}</p>
          <p className="border-gray-400 border-t pt-1">Authorised Signatory</p>
        </div>
      </footer>
    </article>
  );
}
