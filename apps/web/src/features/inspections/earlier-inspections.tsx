import type { InspectionResult } from '@lathe/shared';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { ResultBadge } from './result-badge';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

interface Earlier {
  id: string;
  inspectedOn: string;
  result: InspectionResult;
  /** What else tells it apart: "1. Single setup on CNC-07 · Setup". */
  detail?: string;
}

/**
 * A work order's earlier inspections of one kind, latest first, each opening its report; the
 * latest may be said to decide (`latestNote`).
 */
export function EarlierInspections({
  title,
  items,
  latestNote,
}: {
  title: string;
  items: Earlier[];
  latestNote?: string;
}) {
  if (!items.length) return null;
  return (
    <Card className="p-4 text-sm sm:p-5">
      <h2 className="mb-2 font-medium text-gray-800 dark:text-white/90">{title}</h2>
      <ul className="grid gap-1">
        {items.map((item, i) => (
          <li key={item.id} className="flex flex-wrap items-center gap-2">
            <Link to={`/inspections/view/${item.id}`} className={link}>
              {formatDate(item.inspectedOn)}
            </Link>
            <ResultBadge result={item.result} />
            {item.detail && <span className="text-gray-700 dark:text-gray-300">{item.detail}</span>}
            {i === 0 && latestNote && <span className="text-gray-600 dark:text-gray-400">{latestNote}</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
