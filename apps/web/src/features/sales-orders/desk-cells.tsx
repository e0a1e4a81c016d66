import type { OpenOrderLine } from '@lathe/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { Muted } from './order-badges';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

/**
 * The product's finished pieces in stock: what the line can send now; "Short by …" when fewer
 * than it still needs. A product that keeps no stock has none to show.
 */
export function StockCell({ line }: { line: OpenOrderLine }) {
  if (line.stockOnHand === null) return <Muted>Not kept</Muted>;
  const short = line.pendingQuantity - line.stockOnHand;
  return (
    <>
      <span className="block font-medium">{count(line.stockOnHand)}</span>
      {short > 0 && <span className="block text-amber-700 text-xs dark:text-amber-400">Short by {count(short)}</span>}
    </>
  );
}

const PDI = {
  pass: { label: 'Passed', tone: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300' },
  fail: { label: 'Failed', tone: 'bg-red-600 text-white dark:bg-red-500' },
} as const;

/**
 * The product's PDI on record: its latest report, Passed or Failed with its date (the report
 * one click away for whoever may see inspections), or "No PDI". Only Passed lets a dispatch go
 * without the override.
 */
export function PdiCell({ line, canOpen }: { line: OpenOrderLine; canOpen: boolean }) {
  const { pdi } = line;
  if (!pdi)
    return (
      <span className={clsx(pill, 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300')}>No PDI</span>
    );
  const badge = <span className={clsx(pill, PDI[pdi.result].tone)}>{PDI[pdi.result].label}</span>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      {canOpen ? (
        <Link
          to={`/inspections/view/${pdi.inspectionId}`}
          aria-label={`PDI report of ${line.drawingNumber}: ${PDI[pdi.result].label}`}
          className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {badge}
        </Link>
      ) : (
        badge
      )}
      <span className="text-gray-600 text-xs dark:text-gray-400">{formatDate(pdi.inspectedOn)}</span>
    </span>
  );
}
