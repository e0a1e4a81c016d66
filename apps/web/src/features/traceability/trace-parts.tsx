import { type Scope, TRACE_INSPECTION_LABELS, type TraceInspection } from '@lathe/shared';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { type HeadColumn, TableHead } from '../../components/ui/table-head';
import { useCan } from '../../lib/use-can';

/*
 * What the trace and recall screens share: headed blocks, small tables of figures, links that
 * open another screen only for whoever may see it, and an inspection's result.
 */

export const linkClass = 'text-brand-600 hover:underline dark:text-brand-400';
export const cell = tdClass;
export const figureCell = `${tdClass} text-right tabular-nums whitespace-nowrap`;
export const mutedClass = 'text-gray-600 text-xs dark:text-gray-400';

/** A link to `to` for whoever may view `scope`; the text alone for anyone else. */
export function MaybeLink({ to, scope, children }: { to: string; scope: Scope; children: ReactNode }) {
  const may = useCan(scope, 'view');
  return may ? (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  ) : (
    children
  );
}

/** A headed table: its caption is the heading a screen reader announces it by. */
export function FigureTable({
  title,
  columns,
  children,
  empty,
  rows,
  level = 3,
}: {
  title: string;
  columns: (HeadColumn | string)[];
  children: ReactNode;
  empty: string;
  rows: number;
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="mt-4">
      <Heading className="mb-2 px-4 font-medium text-gray-800 text-sm sm:px-5 dark:text-white/90">{title}</Heading>
      {rows === 0 ? (
        <p className={clsx('px-4 sm:px-5', mutedClass, 'text-sm')}>{empty}</p>
      ) : (
        <HorizontalScroll label={title}>
          <table className="min-w-full">
            <caption className="sr-only">{title}</caption>
            <TableHead columns={columns} />
            <tbody className={tbodyClass}>{children}</tbody>
          </table>
        </HorizontalScroll>
      )}
    </div>
  );
}

const RESULT_TONES = {
  pass: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  fail: 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300',
} as const;

/** Pass in green, Fail in red. */
export function Result({ result }: { result: 'pass' | 'fail' }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs',
        RESULT_TONES[result],
      )}
    >
      {result === 'pass' ? 'Pass' : 'Fail'}
    </span>
  );
}

/** The inspection's kind, opening its report for whoever may view inspections. */
export const InspectionLink = ({ inspection }: { inspection: TraceInspection }) => (
  <MaybeLink to={`/inspections/view/${inspection.id}`} scope="inspection">
    {TRACE_INSPECTION_LABELS[inspection.kind]}
  </MaybeLink>
);

/** A labelled value of a summary. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-gray-600 text-xs uppercase tracking-wide dark:text-gray-400">{label}</dt>
      <dd className="mt-0.5 text-gray-800 text-sm dark:text-white/90">{children}</dd>
    </div>
  );
}
