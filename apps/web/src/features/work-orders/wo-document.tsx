import {
  formatIndianNumber,
  OPERATION_KIND_LABELS,
  rodSizeLabel,
  shortByText,
  toMakeText,
  type WorkOrder,
} from '@lathe/shared';
import { Link } from 'react-router';
import { Particular } from '../../components/document/document-parts';
import { Alert } from '../../components/ui/alert';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { ProgressBar } from '../../components/ui/progress-bar';
import { TableHead } from '../../components/ui/table-head';
import { useCompanySettings } from '../../lib/company-settings';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';

const th = 'border border-gray-300 px-2 py-1.5 text-left font-semibold';
const td = 'border border-gray-300 px-2 py-1.5 align-top';
const num = `${td} text-right tabular-nums whitespace-nowrap`;
const right = (label: string) => ({ label, align: 'right' as const });
const link = 'text-brand-600 underline print:text-inherit print:no-underline';
const kg = (value: number) => `${formatIndianNumber(value, 3)} kg`;

/** Draft and closed-short work orders say so on screen and on paper. */
function StateBanner({ order }: { order: WorkOrder }) {
  if (order.status === 'draft') {
    return (
      <p
        role="note"
        className="mb-4 border-2 border-gray-800 border-dashed px-3 py-2 text-center font-bold tracking-wide"
      >
        DRAFT — not to be made until released
      </p>
    );
  }
  if (order.status === 'closed_short') {
    return (
      <p role="note" className="mb-4 border-2 border-red-700 px-3 py-2 text-center font-bold text-red-700">
        CLOSED SHORT{order.statusReason ? ` — ${order.statusReason}` : ''}
      </p>
    );
  }
  return null;
}

/** Whom the pieces are for: the customer with the sales order, or stock. */
function ForWhom({ order }: { order: WorkOrder }) {
  const sale = order.salesOrder;
  if (!sale) return <>Stock</>;
  return (
    <>
      {sale.customerName ?? 'Customer'} —{' '}
      <Link to={`/sales-orders/view/${sale.id}`} className={link}>
        {sale.orderNumber ?? 'sales order'}
      </Link>
      {sale.lineNumber ? `, line ${sale.lineNumber}` : ''}
    </>
  );
}

/** How many are made and how many are left: "8,200 to make". */
function Progress({ order }: { order: WorkOrder }) {
  return (
    <section aria-label="Progress" className="grid gap-3 border border-gray-300 p-3 text-sm">
      <p className="font-semibold text-lg">{toMakeText(order.leftToMake)}</p>
      <dl className="grid gap-x-8 gap-y-1 sm:grid-cols-3">
        <Particular label="Quantity">{count(order.quantity)}</Particular>
        <Particular label="Good">{count(order.goodQuantity)}</Particular>
        <Particular label="Rejected">{count(order.rejectedQuantity)}</Particular>
      </dl>
      {order.status !== 'draft' && (
        <div className="print:hidden">
          <ProgressBar
            label={`${count(order.goodQuantity)} of ${count(order.quantity)} good`}
            value={order.goodQuantity}
            max={order.quantity}
          />
        </div>
      )}
    </section>
  );
}

/** An operation's transfer time from the one before: its own, else the plant's; none before the first. */
function transferText(operation: WorkOrder['operations'][number], plant: number | undefined) {
  if (operation.seq === 1) return '—';
  if (operation.transferMinutes !== null) return `${count(operation.transferMinutes)} min`;
  return plant === undefined ? 'Plant default' : `${count(plant)} min (plant)`;
}

/** The operations in the order they run, with pieces an hour, hours for the quantity and the transfer time before each. */
function OperationsTable({ order }: { order: WorkOrder }) {
  const plant = useCompanySettings().data?.transferMinutes;
  return (
    <HorizontalScroll label="Operations" className="print:overflow-visible">
      <table className="w-full min-w-[640px] border-collapse text-xs print:min-w-0">
        <caption className="sr-only">Operations</caption>
        <TableHead
          className="bg-gray-100 print:bg-transparent"
          cellClass={th}
          columns={[
            '#',
            'Operation',
            'Machine',
            right('Cycle time (s)'),
            right('Pieces / hour'),
            right(`Hours for ${count(order.quantity)}`),
            right('Good'),
            right('Rejected'),
            right('Transfer before'),
          ]}
        />
        <tbody>
          {order.operations.map((operation) => (
            <tr key={operation.id} className="break-inside-avoid">
              <td className={td}>{operation.seq}</td>
              <td className={td}>{operation.label}</td>
              <td className={td}>{OPERATION_KIND_LABELS[operation.kind]}</td>
              <td className={num}>{formatIndianNumber(operation.cycleTimeSec, 1)}</td>
              <td className={num}>{operation.piecesPerHour === null ? '—' : count(operation.piecesPerHour)}</td>
              <td className={num}>{formatIndianNumber(operation.hoursForQuantity, 2)}</td>
              <td className={num}>{count(operation.goodQuantity)}</td>
              <td className={num}>{count(operation.rejectedQuantity)}</td>
              <td className={num}>{transferText(operation, plant)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

/** The bar reserved heat by heat (oldest first) against what the quantity needs, and any shortfall. */
function BarReserved({ order }: { order: WorkOrder }) {
  const need = order.materialNeed;
  const bar = need.grade && need.rodSize ? `${need.grade} ${rodSizeLabel(need.rodSize)}` : null;
  return (
    <section aria-label="Bar reserved and issued" className="grid gap-3 text-sm">
      <h3 className="font-semibold text-gray-600 text-xs uppercase tracking-wide">Bar reserved and issued</h3>
      {need.note && <Alert tone="warning">{need.note}. Add it to the product to reserve bar.</Alert>}
      {order.materials.length > 0 && (
        <table className="w-full border-collapse text-xs">
          <caption className="sr-only">Bar reserved and issued by heat</caption>
          <TableHead
            className="bg-gray-100 print:bg-transparent"
            cellClass={th}
            columns={['Bar', 'Heat No.', right('Reserved'), right('Issued')]}
          />
          <tbody>
            {order.materials.map((material) => (
              <tr key={`${material.itemKey}|${material.heatNumber}`}>
                <td className={td}>{`${material.grade ?? ''} ${material.rodSize ?? ''}`.trim() || material.itemKey}</td>
                <td className={td}>{material.heatNumber || 'No heat number'}</td>
                <td className={num}>{kg(material.reservedQuantity)}</td>
                <td className={num}>{kg(material.issuedQuantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {need.neededKg !== null && (
        <p>
          {order.status === 'draft'
            ? `Needs ${kg(need.neededKg)}${bar ? ` of ${bar}` : ''}; reserved from stock when released.`
            : `Needed ${kg(need.neededKg)}${bar ? ` of ${bar}` : ''}; reserved ${kg(need.reservedKg)}.`}
        </p>
      )}
      {!!need.shortKg && ['released', 'in_progress'].includes(order.status) && (
        <Alert tone="warning">
          {shortByText(need.shortKg)}: buy or receive more bar, then issue it to this work order.
        </Alert>
      )}
    </section>
  );
}

/**
 * The work order as the shop floor reads it: what to make, how many and by when, for whom; how
 * far it has come; its operations with machine hours; the bar reserved by heat; the remarks.
 */
export function WorkOrderDocument({ order }: { order: WorkOrder }) {
  return (
    <article
      aria-label="Work order"
      className="relative grid gap-4 overflow-hidden rounded-2xl border border-gray-200 bg-white p-4 text-gray-900 shadow-theme-xs sm:p-8 dark:border-gray-700 print:overflow-visible print:rounded-none print:border-0 print:p-0.5 print:shadow-none"
    >
      <StateBanner order={order} />
      <header className="flex flex-wrap items-start justify-between gap-4 border-gray-300 border-b pb-4">
        <div>
          <h2 className="font-bold text-2xl uppercase tracking-wide">Work Order</h2>
          <p className="mt-1 font-medium">{order.woNumber ?? 'Draft'}</p>
        </div>
        <dl className="grid gap-1 text-sm sm:text-right">
          <Particular label="WO date">{formatDate(order.woDate)}</Particular>
          <Particular label="Due by">{formatDate(order.dueDate)}</Particular>
        </dl>
      </header>

      <dl className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
        <Particular label="Product">{order.productDescription}</Particular>
        <Particular label="Drawing No.">{order.drawingNumber}</Particular>
        <Particular label="Material">
          {order.product.grade
            ? `${order.product.grade} ${order.product.rodSize ? rodSizeLabel(order.product.rodSize) : ''}`
            : null}
        </Particular>
        <Particular label="For">
          <ForWhom order={order} />
        </Particular>
      </dl>

      <Progress order={order} />
      <OperationsTable order={order} />
      <BarReserved order={order} />

      {order.remarks && (
        <section aria-label="Remarks" className="text-sm">
          <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">Remarks</h3>
          <p className="whitespace-pre-line">{order.remarks}</p>
        </section>
      )}
    </article>
  );
}
