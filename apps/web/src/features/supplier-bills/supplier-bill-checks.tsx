import {
  describeMismatch,
  formatRupees,
  type Mismatch,
  type SupplierBillProposal,
  TDS_SECTION_LABELS,
  type Tds,
} from '@lathe/shared';

interface SupplierBillChecksProps {
  proposal: SupplierBillProposal;
  mismatches: readonly Mismatch[] | null;
  tds: Tds | null;
  /** Each form line's unit, for the mismatches' words. */
  units: readonly string[];
}

/**
 * What booking the bill now would do, by the server's own rules: whether it matches its order and
 * receipts (or is held, and why), and the TDS it would deduct.
 */
export function SupplierBillChecks({ proposal, mismatches, tds, units }: SupplierBillChecksProps) {
  const unitOf = (line: number | null) => (line === null ? '' : (units[line - 1] ?? ''));
  return (
    <section
      aria-label="Match and TDS"
      className="grid gap-3 rounded-xl border border-gray-200 p-4 text-sm dark:border-gray-800"
    >
      <div role="status">
        <h3 className="font-medium text-gray-800 dark:text-white/90">Three-way match</h3>
        {mismatches === null ? (
          <p className="text-gray-600 dark:text-gray-400">Fill every line and the invoice total to see the match.</p>
        ) : mismatches.length === 0 ? (
          <p className="text-green-700 dark:text-green-400">
            Matches the purchase order and goods receipts: it will be booked.
          </p>
        ) : (
          <>
            <p className="text-amber-800 dark:text-amber-300">Does not match: booking will hold it for approval.</p>
            <ul className="mt-1 list-disc pl-5 text-amber-800 dark:text-amber-300">
              {mismatches.map((m) => (
                <li key={`${m.line}-${m.field}`}>{describeMismatch(m, unitOf(m.line))}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div>
        <h3 className="font-medium text-gray-800 dark:text-white/90">TDS</h3>
        {tds?.section ? (
          <p>
            {TDS_SECTION_LABELS[tds.section]}: <strong className="tabular-nums">{formatRupees(tds.amount)}</strong>{' '}
            <span className="text-gray-600 dark:text-gray-400">({tds.note})</span>
          </p>
        ) : (
          <p className="text-gray-600 dark:text-gray-400">None: {tds?.note ?? 'fill the lines to see it'}.</p>
        )}
        <p className="text-gray-600 text-xs dark:text-gray-400">
          Worked when it is booked, from the supplier's bills of {proposal.tds.financialYear}.
        </p>
      </div>
    </section>
  );
}
