import { formatIndianNumber, type OpenOrderLine } from '@lathe/shared';
import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { ACTIONS_KEY, type Column } from '../../components/data-table/types';
import { CustomerLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { PdiCell, StockCell } from './desk-cells';
import { LateBadge } from './order-badges';
import { orderViewPath } from './order-format';

interface DeskColumns {
  /** The user may record dispatches: each line offers Dispatch. */
  canDispatch: boolean;
  /** The user may see inspections: the PDI opens its report. */
  canOpenPdi: boolean;
  /** Where Dispatch goes for a line: the desk with its dialog open. */
  dispatchTo: (line: OpenOrderLine) => string;
}

/** The open lines' columns: the planner's (order, part, pending, due, machine hours), the desk's stock and PDI, and Dispatch. */
export function openLineColumns({ canDispatch, canOpenPdi, dispatchTo }: DeskColumns): Column<OpenOrderLine>[] {
  const columns: Column<OpenOrderLine>[] = [
    {
      key: 'orderNumber',
      header: 'Order #',
      sortKey: 'orderNumber',
      className: 'whitespace-nowrap font-medium',
      cell: (line) => (
        <>
          <Link to={orderViewPath(line.orderId)} className="text-brand-600 hover:underline dark:text-brand-400">
            {line.orderNumber}
          </Link>
          {/* A phone leaves the customer's column out: its code stays under the order. */}
          <span className="block font-normal text-gray-600 text-xs sm:hidden dark:text-gray-400">
            {line.customerPartyCode}
          </span>
        </>
      ),
    },
    {
      key: 'customer',
      header: 'Customer',
      sortKey: 'customerName',
      secondary: true,
      cell: (line) => (
        <>
          <span className="block font-medium text-gray-800 dark:text-white/90">{line.customerPartyCode}</span>
          <CustomerLink
            id={line.customerId}
            className="block text-xs"
            plainClassName="text-gray-600 dark:text-gray-400"
          >
            {line.customerName}
          </CustomerLink>
        </>
      ),
    },
    {
      key: 'part',
      header: 'Part',
      sortKey: 'drawingNumber',
      cell: (line) => (
        <>
          <span className="block font-medium text-gray-800 dark:text-white/90">
            #{line.lineNumber} {line.drawingNumber}
          </span>
          <span className="block text-gray-600 text-xs dark:text-gray-400">{line.description}</span>
        </>
      ),
    },
    {
      key: 'pendingQuantity',
      header: 'Pending',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (line) => (
        <>
          <span className="block font-medium">{count(line.pendingQuantity)}</span>
          <span className="block text-gray-600 text-xs dark:text-gray-400">of {count(line.quantity)}</span>
        </>
      ),
    },
    {
      key: 'dueDate',
      header: 'Due',
      sortKey: 'dueDate',
      className: 'whitespace-nowrap',
      cell: (line) => (
        <span className="flex flex-col items-start gap-1">
          {line.dueDate ? formatDate(line.dueDate) : '—'}
          {line.late && <LateBadge />}
        </span>
      ),
    },
    {
      key: 'stockOnHand',
      header: 'In stock',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (line) => <StockCell line={line} />,
    },
    {
      key: 'pdi',
      header: 'PDI',
      className: 'whitespace-nowrap',
      cell: (line) => <PdiCell line={line} canOpen={canOpenPdi} />,
    },
    {
      key: 'machiningHours',
      header: 'Machining (h)',
      className: 'whitespace-nowrap text-right tabular-nums',
      secondary: true,
      cell: (line) => formatIndianNumber(line.machiningHours, 2),
    },
  ];
  if (!canDispatch) return columns;
  return [
    ...columns,
    {
      key: ACTIONS_KEY,
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (line) => (
        // A truck, as the other rows' edit pencil; its word too where the screen has room.
        <Link
          to={dispatchTo(line)}
          aria-label={`Dispatch #${line.lineNumber} ${line.drawingNumber} of ${line.orderNumber}`}
          title={`Dispatch #${line.lineNumber} ${line.drawingNumber}`}
          className="inline-flex items-center gap-1 rounded-lg p-2 font-medium text-brand-600 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400 dark:hover:bg-gray-800"
        >
          <Truck aria-hidden="true" className="size-4" />
          <span className="hidden 2xl:inline">Dispatch</span>
        </Link>
      ),
    },
  ];
}
