import { type Box, boxOfText } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/** Where the box went: its challan (opening the sales order) and date, or still in the stores. */
function Dispatched({ box }: { box: Box }) {
  if (!box.dispatchId) return <span className="text-gray-600 dark:text-gray-400">In stores</span>;
  const challan = box.challanNumber ?? 'Dispatch';
  return (
    <>
      {box.salesOrderId ? (
        <Link to={`/sales-orders/view/${box.salesOrderId}`} className={`${link} font-medium`}>
          {challan}
        </Link>
      ) : (
        <span className="font-medium">{challan}</span>
      )}
      {box.dispatchDate && (
        <span className="block text-gray-600 text-xs dark:text-gray-400">{formatDate(box.dispatchDate)}</span>
      )}
    </>
  );
}

/** The boxes list's columns: code, part, work order, quantity, box n of N, heat, packing date and the challan it went on. */
export function boxColumns(): Column<Box>[] {
  return [
    {
      key: 'code',
      header: 'Box',
      sortKey: 'createdAt',
      className: 'font-medium whitespace-nowrap tabular-nums',
      cell: (b) => b.code,
    },
    {
      key: 'part',
      header: 'Part',
      cell: (b) => (
        <>
          <span className="font-medium">{b.drawingNumber}</span>
          <span className="block text-gray-600 text-xs dark:text-gray-400">{b.description}</span>
        </>
      ),
    },
    {
      key: 'woNumber',
      header: 'Work Order',
      className: 'whitespace-nowrap',
      cell: (b) => (
        <Link to={`/work-orders/view/${b.workOrderId}`} className={link}>
          {b.woNumber ?? 'Work order'}
        </Link>
      ),
    },
    {
      key: 'quantity',
      header: 'Qty',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (b) => count(b.quantity),
    },
    {
      key: 'boxNo',
      secondary: true,
      header: 'Box No.',
      className: 'whitespace-nowrap',
      cell: (b) => boxOfText(b),
    },
    { key: 'heatNumbers', secondary: true, header: 'Heat', cell: (b) => b.heatNumbers || '—' },
    {
      key: 'packedOn',
      secondary: true,
      header: 'Packed On',
      className: 'whitespace-nowrap',
      cell: (b) => formatDate(b.packedOn),
    },
    { key: 'dispatch', header: 'Dispatched', className: 'whitespace-nowrap', cell: (b) => <Dispatched box={b} /> },
  ];
}
