import type { TaxType } from '@lathe/shared';
import { amountInWords, formatRupees } from '@lathe/shared';
import { type ReactNode, useId } from 'react';
import type { GstPreview } from '../../lib/gst-preview';

function Figure({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-gray-200 border-t pt-2 font-semibold text-base text-gray-900 dark:border-gray-700 dark:text-white'
          : 'flex justify-between gap-4 text-gray-700 dark:text-gray-300'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

interface GstTotalsPanelProps {
  preview: GstPreview | null;
  taxType: TaxType | null;
  /** Why the tax type is not known yet, or what to fix before issuing. */
  note?: string | undefined;
  /** What the panel says while some line is left out of the totals. */
  incompleteText?: string;
}

/**
 * A draft's totals as it is typed, from the same computeGst the server stores with: taxable value,
 * CGST and SGST (within the company's state) or IGST, the round-off to whole rupees, the grand total
 * and the amount in words.
 */
export function GstTotalsPanel({
  preview,
  taxType,
  note,
  incompleteText = 'Lines still missing a valid quantity, rate or GST rate are left out.',
}: GstTotalsPanelProps) {
  const totals = preview?.totals;
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="w-full rounded-xl border border-gray-200 bg-gray-50 p-4 md:ml-auto md:max-w-md dark:border-gray-800 dark:bg-white/[0.03]"
    >
      <h2 id={titleId} className="mb-3 font-medium text-gray-800 text-sm dark:text-white/90">
        Totals
      </h2>
      {!totals ? (
        <p className="text-red-700 text-sm dark:text-red-400">The amounts are too large to add up.</p>
      ) : (
        <>
          <dl className="grid gap-1.5 text-sm">
            <Figure label="Taxable value">{formatRupees(totals.taxableTotal)}</Figure>
            {taxType === 'intra' && (
              <>
                <Figure label="CGST">{formatRupees(totals.cgstTotal)}</Figure>
                <Figure label="SGST">{formatRupees(totals.sgstTotal)}</Figure>
              </>
            )}
            {taxType === 'inter' && <Figure label="IGST">{formatRupees(totals.igstTotal)}</Figure>}
            {taxType && (
              <>
                <Figure label="Round off">{formatRupees(totals.roundOff)}</Figure>
                <Figure label="Grand Total" strong>
                  {formatRupees(totals.grandTotal)}
                </Figure>
              </>
            )}
          </dl>
          {taxType && (
            <p className="mt-3 text-gray-700 text-sm dark:text-gray-300">
              <span className="text-gray-600 dark:text-gray-400">Amount in words: </span>
              <span data-testid="amount-in-words">{amountInWords(totals.grandTotal)}</span>
            </p>
          )}
          {/* Only worth saying once some line counts: the totals are then partial. */}
          {preview.incomplete && preview.lines.some((figures) => figures !== null) && (
            <p className="mt-2 text-gray-600 text-xs dark:text-gray-400">{incompleteText}</p>
          )}
        </>
      )}
      {note && <p className="mt-2 text-amber-700 text-xs dark:text-amber-400">{note}</p>}
    </section>
  );
}
