import {
  barText,
  HEAT_SOURCE_LABELS,
  indianDate,
  movementQuantity,
  RECALL_CONSERVATIVE,
  type Recall,
  type RecallMovement,
  recallPdfName,
  STOCK_MOVEMENT_KIND_LABELS,
  type StockMovementKind,
  traceKg,
  tracePath,
} from '@lathe/shared';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { Alert } from '../../components/ui/alert';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { count } from '../../lib/format-figures';
import { pdfPathOf, useRecall } from './api';
import { cell, Fact, FigureTable, figureCell, MaybeLink, mutedClass } from './trace-parts';

/*
 * `/traceability/heat/:heatNumber`: a heat's recall list. Where it came from (the goods receipts
 * and mill certificates), how much came in and is left, the customers it reached with their
 * totals, every work order that drew it with the dispatches and invoices its pieces went out on,
 * and what of it left otherwise (job work, a hand issue, a dispatch of the bar). The page says
 * that a recall counts conservatively; the PDF prints the same.
 */

/** The screen of the document that moved the heat, where it has one. */
const DOCUMENT_SCREENS: Record<string, { path: string; scope: 'job-work' | 'goods-receipts' | 'work-orders' }> = {
  job_work_challan: { path: '/job-work/view/', scope: 'job-work' },
  customer_material: { path: '/customer-materials/view/', scope: 'goods-receipts' },
  goods_receipt: { path: '/goods-receipts/view/', scope: 'goods-receipts' },
  work_order: { path: '/work-orders/view/', scope: 'work-orders' },
};

function MovementDocument({ movement }: { movement: RecallMovement }) {
  const number = movement.sourceNumber ?? '—';
  const screen = movement.sourceType ? DOCUMENT_SCREENS[movement.sourceType] : undefined;
  if (!screen || !movement.sourceId) return <>{number}</>;
  return (
    <MaybeLink to={`${screen.path}${movement.sourceId}`} scope={screen.scope}>
      {number}
    </MaybeLink>
  );
}

function Totals({ recall }: { recall: Recall }) {
  return (
    <Card className="p-4 sm:p-5">
      <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <Fact label="Bar">{barText(recall.grade, recall.rodSize) ?? '—'}</Fact>
        <Fact label="Received">{traceKg(recall.receivedKg)}</Fact>
        <Fact label="Issued to work orders">{traceKg(recall.issuedKg)}</Fact>
        <Fact label="Sent out otherwise">{traceKg(recall.otherKg)}</Fact>
        <Fact label="In stock now">{traceKg(recall.inStockKg)}</Fact>
      </dl>
    </Card>
  );
}

function Customers({ recall }: { recall: Recall }) {
  const sum = (pick: (customer: Recall['customers'][number]) => number) =>
    recall.customers.reduce((total, customer) => total + pick(customer), 0);
  return (
    <Card className="pb-4">
      <FigureTable
        title="Customers reached"
        rows={recall.customers.length}
        empty="No customer has received anything of this heat."
        columns={[
          'Customer',
          { label: 'Work orders', align: 'right' },
          { label: 'Dispatches', align: 'right' },
          { label: 'Pieces', align: 'right' },
          { label: 'Invoices', align: 'right' },
          { label: 'Bar sent direct', align: 'right' },
        ]}
      >
        {recall.customers.map((customer) => (
          <tr key={customer.customerId}>
            <td className={`${cell} font-medium`}>{customer.customerName}</td>
            <td className={figureCell}>{count(customer.workOrders)}</td>
            <td className={figureCell}>{count(customer.dispatches)}</td>
            <td className={figureCell}>{count(customer.pieces)}</td>
            <td className={figureCell}>{count(customer.invoices)}</td>
            <td className={figureCell}>{customer.directKg ? traceKg(customer.directKg) : '—'}</td>
          </tr>
        ))}
        <tr className="font-medium">
          <td className={cell}>Total</td>
          <td className={figureCell} />
          <td className={figureCell}>{count(sum((c) => c.dispatches))}</td>
          <td className={figureCell}>{count(sum((c) => c.pieces))}</td>
          <td className={figureCell}>{count(sum((c) => c.invoices))}</td>
          <td className={figureCell}>{traceKg(sum((c) => c.directKg))}</td>
        </tr>
      </FigureTable>
    </Card>
  );
}

function Sources({ recall }: { recall: Recall }) {
  return (
    <Card className="pb-4">
      <FigureTable
        title="Came in on"
        rows={recall.sources.length}
        empty="No goods receipt of this heat recorded."
        columns={['Received by', 'Document', 'Date', 'From', { label: 'Accepted', align: 'right' }, 'Mill certificate']}
      >
        {recall.sources.map((source, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a heat's sources have no id of their own
          <tr key={i}>
            <td className={cell}>{HEAT_SOURCE_LABELS[source.kind]}</td>
            <td className={`${cell} whitespace-nowrap`}>
              {source.id && source.kind === 'goods_receipt' ? (
                <MaybeLink to={`/goods-receipts/view/${source.id}`} scope="goods-receipts">
                  {source.number}
                </MaybeLink>
              ) : (
                (source.number ?? '—')
              )}
            </td>
            <td className={`${cell} whitespace-nowrap`}>{indianDate(source.date)}</td>
            <td className={cell}>{source.party ?? '—'}</td>
            <td className={figureCell}>{traceKg(source.quantity)}</td>
            <td className={cell}>{source.certificate?.fileName ?? <span className={mutedClass}>None on file</span>}</td>
          </tr>
        ))}
      </FigureTable>
    </Card>
  );
}

function WorkOrders({ recall }: { recall: Recall }) {
  return (
    <Card className="pb-4">
      <FigureTable
        title="Work orders that drew the heat"
        rows={recall.workOrders.length}
        empty="No work order has drawn this heat."
        columns={[
          'Work order',
          'Product',
          'Made for',
          { label: 'Heat drawn', align: 'right' },
          { label: 'Made', align: 'right' },
          'All heats',
          'Dispatched on',
        ]}
      >
        {recall.workOrders.map((order) => (
          <tr key={order.id} className="align-top">
            <td className={`${cell} whitespace-nowrap`}>
              <MaybeLink to={`/work-orders/view/${order.id}`} scope="work-orders">
                {order.woNumber ?? 'Draft work order'}
              </MaybeLink>
              <span className={`block ${mutedClass}`}>{indianDate(order.woDate)}</span>
            </td>
            <td className={cell}>
              {order.drawingNumber}
              <span className={`block ${mutedClass}`}>{order.description}</span>
            </td>
            <td className={cell}>
              {order.customerName ?? 'Stock'}
              {order.orderNumber && <span className={`block ${mutedClass}`}>{order.orderNumber}</span>}
            </td>
            <td className={figureCell}>{traceKg(order.kg)}</td>
            <td className={figureCell}>
              {count(order.goodQuantity)}
              <span className={`block ${mutedClass}`}>of {count(order.quantity)}</span>
            </td>
            <td className={cell}>
              {order.heatNumbers.map((heat) => (
                <span key={heat} className="block whitespace-nowrap">
                  {heat === recall.heatNumber ? (
                    <strong>{heat}</strong>
                  ) : (
                    <MaybeLink to={tracePath({ kind: 'heat', id: heat })} scope="traceability">
                      {heat}
                    </MaybeLink>
                  )}
                </span>
              ))}
            </td>
            <td className={cell}>
              {order.dispatches.length === 0 ? (
                <span className={mutedClass}>Not dispatched</span>
              ) : (
                <ul className="grid gap-1">
                  {order.dispatches.map((dispatch) => (
                    <li key={dispatch.id}>
                      <MaybeLink to={`/traceability/dispatch/${dispatch.id}`} scope="traceability">
                        {dispatch.challanNumber ?? 'Dispatch'}
                      </MaybeLink>{' '}
                      {indianDate(dispatch.dispatchDate)} · {dispatch.customerName} · {count(dispatch.quantity)} nos
                      <span className={`block ${mutedClass}`}>
                        {dispatch.invoices.length
                          ? dispatch.invoices.map((invoice) => invoice.invoiceNumber).join(', ')
                          : 'Not invoiced'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </FigureTable>
    </Card>
  );
}

function Movements({ recall }: { recall: Recall }) {
  if (!recall.movements.length) return null;
  return (
    <Card className="pb-4">
      <FigureTable
        title="Other movements of the heat"
        rows={recall.movements.length}
        empty=""
        columns={['Date', 'Movement', 'Document', 'To / from', { label: 'Quantity', align: 'right' }]}
      >
        {recall.movements.map((movement) => (
          <tr key={movement.id}>
            <td className={`${cell} whitespace-nowrap`}>{indianDate(movement.date)}</td>
            <td className={cell}>
              {STOCK_MOVEMENT_KIND_LABELS[movement.kind as StockMovementKind] ?? movement.kind}
              {movement.reason && <span className={`block ${mutedClass}`}>{movement.reason}</span>}
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              <MovementDocument movement={movement} />
            </td>
            <td className={cell}>{movement.party ?? '—'}</td>
            <td className={figureCell}>{movementQuantity(movement.quantity, movement.unit)}</td>
          </tr>
        ))}
      </FigureTable>
    </Card>
  );
}

function RecallView({ recall }: { recall: Recall }) {
  return (
    <div className="grid gap-4">
      <PageHeader
        title={`Recall list of heat ${recall.heatNumber}`}
        description="Everywhere this heat of bar went: work orders, dispatches, invoices and customers."
        actions={<DownloadButton path={pdfPathOf('heat', recall.heatNumber)} fallbackName={recallPdfName(recall)} />}
      />
      <Totals recall={recall} />
      <Alert tone="info">{RECALL_CONSERVATIVE}</Alert>
      <Customers recall={recall} />
      <Sources recall={recall} />
      <WorkOrders recall={recall} />
      <Movements recall={recall} />
    </div>
  );
}

export function RecallPage() {
  const heatNumber = useParams().heatNumber ?? '';
  const recall = useRecall(heatNumber);
  return (
    <LoadState
      query={recall}
      notFoundText={`No heat ${heatNumber} is recorded`}
      backTo="/traceability"
      backLabel="Back to Traceability"
    >
      {(loaded) => <RecallView recall={loaded} />}
    </LoadState>
  );
}
