import { AGEING_BUCKETS, type AgeingBucket } from '@lathe/shared';
import type { ReactNode } from 'react';
import { days, rupees } from '../../lib/format-figures';
import { Card } from '../ui/card';
import { HorizontalScroll } from '../ui/horizontal-scroll';
import { reportThClass, tbodyClass, reportTdClass as tdClass } from '../ui/table-cells';
import { TableHead } from '../ui/table-head';

const num = `${tdClass} whitespace-nowrap text-right tabular-nums`;

/** A figure of the table: rupees, or a dash for nothing. */
export const ageingFigure = (amount: number) => (amount ? rupees(amount) : '—');

/** A money column after the buckets: its heading, each row's figure and the total's. */
export interface AgeingColumn<R> {
  label: string;
  value: (row: R) => number;
  total: number;
  /** Printed bold, as a balance is. */
  strong?: true;
}

interface AgeingTableProps<R extends Record<AgeingBucket, number> & { oldestDaysOverdue: number }> {
  /** What the table says to a screen reader: "What each customer owes by days past due". */
  caption: string;
  /** The party column's heading and each row's cell (its name opening its account). */
  partyLabel: string;
  party: (row: R) => ReactNode;
  rowKey: (row: R) => string;
  rows: readonly R[];
  /** The buckets' totals. */
  totals: Record<AgeingBucket, number>;
  columns: readonly AgeingColumn<R>[];
}

/**
 * The ageing report's table, whichever side it is kept from: each party's balance by days past the
 * due date in the shared buckets, the money columns the side adds (a customer's total; a supplier's
 * owed, advance and net), the oldest overdue, and the totals row. Receivables and payables age alike.
 */
export function AgeingTable<R extends Record<AgeingBucket, number> & { oldestDaysOverdue: number }>({
  caption,
  partyLabel,
  party,
  rowKey,
  rows,
  totals,
  columns,
}: AgeingTableProps<R>) {
  return (
    <Card>
      <HorizontalScroll label="Ageing">
        <table className="min-w-full">
          <caption className="sr-only">{caption}</caption>
          <TableHead
            cellClass={reportThClass}
            columns={[
              { label: partyLabel, className: 'min-w-36' },
              ...AGEING_BUCKETS.map((b) => ({ label: b.label, align: 'right' as const })),
              ...columns.map((c) => ({ label: c.label, align: 'right' as const })),
              { label: 'Oldest overdue', align: 'right' },
            ]}
          />
          <tbody className={tbodyClass}>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <th scope="row" className={`${tdClass} text-left font-normal`}>
                  {party(row)}
                </th>
                {AGEING_BUCKETS.map((bucket) => (
                  <td key={bucket.key} className={num}>
                    {ageingFigure(row[bucket.key])}
                  </td>
                ))}
                {columns.map((c) => (
                  <td key={c.label} className={c.strong ? `${num} font-semibold` : num}>
                    {c.strong ? rupees(c.value(row)) : ageingFigure(c.value(row))}
                  </td>
                ))}
                <td className={num}>{row.oldestDaysOverdue > 0 ? days(row.oldestDaysOverdue) : '—'}</td>
              </tr>
            ))}
            <tr className="bg-gray-50 font-semibold dark:bg-white/[0.03]">
              <th scope="row" className={`${tdClass} text-left`}>
                Total
              </th>
              {AGEING_BUCKETS.map((bucket) => (
                <td key={bucket.key} className={num}>
                  {rupees(totals[bucket.key])}
                </td>
              ))}
              {columns.map((c) => (
                <td key={c.label} className={num}>
                  {rupees(c.total)}
                </td>
              ))}
              <td className={num} />
            </tr>
          </tbody>
        </table>
      </HorizontalScroll>
    </Card>
  );
}
