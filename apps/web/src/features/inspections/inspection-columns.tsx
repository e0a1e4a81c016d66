import { INSPECTION_KIND_LABELS, type InspectionSummary, isLotPdi } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { ResultBadge } from './result-badge';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/**
 * The inspections list's columns, sortable where INSPECTION_SORTABLE allows: the date opens the
 * report; what was inspected is the dispatch's challan (a dispatch's PDI) or the work order (a
 * first piece, an in-process inspection, a lot's PDI).
 */
export function inspectionColumns(): Column<InspectionSummary>[] {
  return [
    {
      key: 'inspectedOn',
      header: 'Date',
      sortKey: 'inspectedOn',
      className: 'font-medium whitespace-nowrap',
      cell: (i) => (
        <Link
          to={`/inspections/view/${i.id}`}
          className={link}
          aria-label={`${INSPECTION_KIND_LABELS[i.kind]} inspection of ${i.drawingNumber} on ${formatDate(i.inspectedOn)}`}
        >
          {formatDate(i.inspectedOn)}
        </Link>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      sortKey: 'kind',
      className: 'whitespace-nowrap',
      cell: (i) => (isLotPdi(i) ? 'PDI of a lot' : INSPECTION_KIND_LABELS[i.kind]),
    },
    {
      key: 'product',
      header: 'Product',
      cell: (i) => (
        <>
          <span className="font-medium">{i.drawingNumber}</span>
          <span className="block text-gray-600 text-xs dark:text-gray-400">{i.productDescription}</span>
        </>
      ),
    },
    {
      key: 'reference',
      secondary: true,
      header: 'Work order / Challan',
      className: 'whitespace-nowrap',
      cell: (i) => i.challanNumber ?? i.workOrderNumber ?? '—',
    },
    {
      key: 'result',
      header: 'Result',
      sortKey: 'result',
      cell: (i) => <ResultBadge result={i.result} />,
    },
    {
      key: 'sampleSize',
      secondary: true,
      header: 'Sample',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (i) => count(i.sampleSize),
    },
    {
      key: 'inspectorName',
      secondary: true,
      header: 'Inspected by',
      cell: (i) => i.inspectorName ?? '—',
    },
  ];
}
