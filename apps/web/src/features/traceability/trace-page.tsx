import {
  barText,
  boxOf,
  HEAT_SOURCE_LABELS,
  type HeatSource,
  indianDate,
  inspectionDetail,
  type Trace,
  type TraceBox,
  type TraceInspection,
  type TraceProduct,
  type TraceWorkOrder,
  traceKg,
  tracePdfName,
  tracePieces,
  workOrderName,
} from '@lathe/shared';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { TraceLink } from '../../components/trace-link';
import { Alert } from '../../components/ui/alert';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { count } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';
import { pdfPathOf, type TracedKind, useTrace } from './api';
import { cell, Fact, FigureTable, figureCell, InspectionLink, MaybeLink, mutedClass, Result } from './trace-parts';

/*
 * The backward trace of a dispatch, an invoice or a box (`/traceability/{dispatch|invoice}/:id`,
 * `/traceability/box/:code`): what it is and who it went to, then per product each work order the
 * pieces were made in, with its production entries (date, shift, machine, operator, operation,
 * good, rejected), the heats of its bar (a heat opens its recall list; the goods receipt it came
 * in on, its mill certificate to download) and its inspections; the dispatches' PDI reports and
 * the boxes. The PDF prints the same.
 */

const NOUNS: Record<TracedKind, string> = { dispatch: 'delivery challan', invoice: 'invoice', box: 'box' };

function Certificate({ source }: { source: HeatSource }) {
  const may = useCan('goods-receipts', 'view');
  const { certificate } = source;
  if (!certificate) return <span className={mutedClass}>None on file</span>;
  if (!may) return <span>{certificate.fileName}</span>;
  return (
    <DownloadButton
      path={`material-certificates/${certificate.id}`}
      fallbackName={certificate.fileName}
      label={certificate.fileName}
      ariaLabel={`Download the mill test certificate ${certificate.fileName}`}
      failure="Failed to download the certificate"
      variant="ghost"
      className="h-7 max-w-56 truncate px-1 text-xs"
    />
  );
}

/** "GRN/2026-27/0003 dated 02/01/2026 from Tata Steel", the receipt opening its screen. */
function Source({ source }: { source: HeatSource }) {
  const number = source.number ?? HEAT_SOURCE_LABELS[source.kind];
  const path =
    source.id && source.kind === 'goods_receipt'
      ? { to: `/goods-receipts/view/${source.id}`, scope: 'goods-receipts' as const }
      : source.id && source.kind === 'customer_material'
        ? { to: `/customer-materials/view/${source.id}`, scope: 'goods-receipts' as const }
        : null;
  return (
    <div>
      {path ? (
        <MaybeLink to={path.to} scope={path.scope}>
          {number}
        </MaybeLink>
      ) : (
        number
      )}{' '}
      dated {indianDate(source.date)}
      {source.party && ` from ${source.party}`}
      <span className={`block ${mutedClass}`}>{traceKg(source.quantity)} in</span>
    </div>
  );
}

function Entries({ order }: { order: TraceWorkOrder }) {
  const good = order.entries.reduce((sum, entry) => sum + entry.goodQuantity, 0);
  const rejected = order.entries.reduce((sum, entry) => sum + entry.rejectedQuantity, 0);
  return (
    <FigureTable
      title={`Production of ${workOrderName(order)}`}
      level={4}
      rows={order.entries.length}
      empty="No production recorded."
      columns={[
        'Date',
        { label: 'Shift', align: 'right' },
        'Machine',
        'Operator',
        'Operation',
        { label: 'Good', align: 'right' },
        { label: 'Rejected', align: 'right' },
      ]}
    >
      {order.entries.map((entry) => (
        <tr key={entry.id}>
          <td className={`${cell} whitespace-nowrap`}>{indianDate(entry.entryDate)}</td>
          <td className={figureCell}>{entry.shift}</td>
          <td className={cell}>
            {entry.machineNo}
            {entry.machineName && <span className={`block ${mutedClass}`}>{entry.machineName}</span>}
          </td>
          <td className={cell}>{entry.operatorName}</td>
          <td className={cell}>{entry.operation}</td>
          <td className={figureCell}>{count(entry.goodQuantity)}</td>
          <td className={figureCell}>{count(entry.rejectedQuantity)}</td>
        </tr>
      ))}
      <tr className="font-medium">
        <td className={cell} colSpan={5}>
          Total
        </td>
        <td className={figureCell}>{count(good)}</td>
        <td className={figureCell}>{count(rejected)}</td>
      </tr>
    </FigureTable>
  );
}

function Heats({ order }: { order: TraceWorkOrder }) {
  return (
    <FigureTable
      title={`Heats of the bar ${workOrderName(order)} drew`}
      level={4}
      rows={order.heats.length}
      empty="No heat of bar recorded."
      columns={[
        'Heat No.',
        'Bar',
        { label: 'Reserved', align: 'right' },
        { label: 'Issued', align: 'right' },
        'Came in on',
        'Mill certificate',
      ]}
    >
      {order.heats.map((heat) => (
        <tr key={heat.heatNumber}>
          <td className={`${cell} whitespace-nowrap font-medium`}>
            {heat.heatNumber}
            <TraceLink kind="heat" id={heat.heatNumber} label={`Recall list of heat ${heat.heatNumber}`} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{barText(heat.grade, heat.rodSize) ?? '—'}</td>
          <td className={figureCell}>{traceKg(heat.reservedKg)}</td>
          <td className={figureCell}>{traceKg(heat.issuedKg)}</td>
          <td className={cell}>
            {heat.sources.length
              ? heat.sources.map((source, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a heat's sources have no id of their own
                  <Source key={i} source={source} />
                ))
              : 'Not recorded'}
          </td>
          <td className={cell}>
            {heat.sources.some((source) => source.certificate) ? (
              heat.sources.map((source, i) =>
                source.certificate ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <Certificate key={i} source={source} />
                ) : null,
              )
            ) : (
              <span className={mutedClass}>None on file</span>
            )}
          </td>
        </tr>
      ))}
    </FigureTable>
  );
}

function Inspections({ title, inspections, empty }: { title: string; inspections: TraceInspection[]; empty: string }) {
  return (
    <FigureTable
      title={title}
      level={4}
      rows={inspections.length}
      empty={empty}
      columns={['Date', 'Inspection', 'Result', 'Inspector', 'Details']}
    >
      {inspections.map((inspection) => (
        <tr key={inspection.id}>
          <td className={`${cell} whitespace-nowrap`}>{indianDate(inspection.inspectedOn)}</td>
          <td className={`${cell} whitespace-nowrap`}>
            <InspectionLink inspection={inspection} />
          </td>
          <td className={cell}>
            <Result result={inspection.result} />
          </td>
          <td className={cell}>{inspection.inspectorName ?? 'Not named'}</td>
          <td className={cell}>{inspectionDetail(inspection) || '—'}</td>
        </tr>
      ))}
    </FigureTable>
  );
}

function WorkOrder({ order }: { order: TraceWorkOrder }) {
  return (
    <section
      aria-label={`Work order ${workOrderName(order)}`}
      className="border-gray-200 border-t pt-4 pb-2 dark:border-gray-800"
    >
      <h3 className="px-4 font-medium text-gray-800 sm:px-5 dark:text-white/90">
        Work order{' '}
        <MaybeLink to={`/work-orders/view/${order.id}`} scope="work-orders">
          {workOrderName(order)}
        </MaybeLink>{' '}
        <span className="font-normal text-gray-600 text-sm dark:text-gray-400">
          dated {indianDate(order.woDate)} — {tracePieces(order.quantity)} ordered, {count(order.goodQuantity)} made,{' '}
          {count(order.rejectedQuantity)} rejected{order.orderNumber ? `; for ${order.orderNumber}` : ''}
        </span>
      </h3>
      <Entries order={order} />
      <Heats order={order} />
      <Inspections
        title={`Inspections of ${workOrderName(order)}`}
        inspections={order.inspections}
        empty="No first-piece, in-process or lot inspection recorded."
      />
    </section>
  );
}

function Boxes({ boxes }: { boxes: TraceBox[] }) {
  if (!boxes.length) return null;
  return (
    <FigureTable
      title="Boxes"
      rows={boxes.length}
      empty=""
      columns={[
        'Box',
        'Box n of N',
        { label: 'Quantity', align: 'right' },
        'Packed on',
        'Heats',
        'Work order',
        'Challan',
      ]}
    >
      {boxes.map((box) => (
        <tr key={box.id}>
          <td className={`${cell} whitespace-nowrap font-medium`}>
            {box.code}
            <TraceLink kind="box" id={box.code} label={`Trace box ${box.code}`} />
          </td>
          <td className={cell}>{boxOf(box)}</td>
          <td className={figureCell}>{count(box.quantity)}</td>
          <td className={`${cell} whitespace-nowrap`}>{indianDate(box.packedOn)}</td>
          <td className={cell}>{box.heatNumbers || '—'}</td>
          <td className={`${cell} whitespace-nowrap`}>{box.woNumber ?? '—'}</td>
          <td className={`${cell} whitespace-nowrap`}>{box.challanNumber ?? 'Not dispatched'}</td>
        </tr>
      ))}
    </FigureTable>
  );
}

function Product({ product, index }: { product: TraceProduct; index: number }) {
  const titleId = `trace-product-${index}`;
  return (
    <Card className="pb-4">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="px-4 pt-4 font-semibold text-base text-gray-800 sm:px-5 dark:text-white/90">
          {product.drawingNumber} — {product.description}
          <span className="ml-2 font-normal text-gray-600 text-sm dark:text-gray-400">
            {tracePieces(product.quantity)}
          </span>
        </h2>
        <div className="mt-3 grid gap-2">
          {product.workOrders.length ? (
            product.workOrders.map((order) => <WorkOrder key={order.id} order={order} />)
          ) : (
            <Alert tone="warning" className="mx-4 sm:mx-5">
              No work order recorded for these pieces.
            </Alert>
          )}
        </div>
        <Inspections
          title="Pre-dispatch inspection"
          inspections={product.pdis}
          empty="No PDI report of the dispatch recorded."
        />
        <Boxes boxes={product.boxes} />
      </section>
    </Card>
  );
}

function Summary({ trace }: { trace: Trace }) {
  return (
    <Card className="p-4 sm:p-5">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Customer">{trace.customer?.name ?? 'Not known'}</Fact>
        <Fact label={trace.subject.kind === 'box' ? 'Packed on' : 'Date'}>
          {trace.subject.date ? indianDate(trace.subject.date) : '—'}
        </Fact>
        <Fact label="Dispatched on">
          {trace.dispatches.length
            ? trace.dispatches.map((dispatch) => (
                <span key={dispatch.id} className="block">
                  <MaybeLink to={`/sales-orders/view/${dispatch.salesOrderId}`} scope="sales-orders">
                    {dispatch.challanNumber ?? 'Dispatch'}
                  </MaybeLink>{' '}
                  dated {indianDate(dispatch.dispatchDate)}
                  {dispatch.orderNumber && <span className={`block ${mutedClass}`}>Order {dispatch.orderNumber}</span>}
                </span>
              ))
            : 'Not dispatched'}
        </Fact>
        <Fact label="Invoiced on">
          {trace.invoices.length
            ? trace.invoices.map((invoice) => (
                <span key={invoice.id} className="block">
                  <MaybeLink to={`/invoices/view/${invoice.id}`} scope="invoices">
                    {invoice.invoiceNumber}
                  </MaybeLink>{' '}
                  dated {indianDate(invoice.invoiceDate)}
                </span>
              ))
            : 'Not invoiced yet'}
        </Fact>
      </dl>
    </Card>
  );
}

function TraceView({ kind, trace, pdfKey }: { kind: TracedKind; trace: Trace; pdfKey: string }) {
  return (
    <div className="grid gap-4">
      <PageHeader
        title={`Trace of ${NOUNS[kind]} ${trace.subject.label}`}
        description="Where its parts came from: work orders, machines, operators, heats of bar and inspections."
        actions={<DownloadButton path={pdfPathOf(kind, pdfKey)} fallbackName={tracePdfName(trace)} />}
      />
      <Summary trace={trace} />
      {trace.products.length ? (
        trace.products.map((product, i) => <Product key={product.productId} product={product} index={i} />)
      ) : (
        <Alert tone="warning">Nothing of a product is recorded on it.</Alert>
      )}
    </div>
  );
}

/** `/traceability/dispatch/:id`, `/traceability/invoice/:id`, `/traceability/box/:code`. */
export function TracePage({ kind }: { kind: TracedKind }) {
  const params = useParams();
  const key = (kind === 'box' ? params.code : params.id) ?? '';
  const trace = useTrace(kind, key);
  return (
    <LoadState
      query={trace}
      notFoundText={`No ${NOUNS[kind]} found to trace`}
      backTo="/traceability"
      backLabel="Back to Traceability"
    >
      {(loaded) => <TraceView kind={kind} trace={loaded} pdfKey={key} />}
    </LoadState>
  );
}

export const DispatchTracePage = () => <TracePage kind="dispatch" />;
export const InvoiceTracePage = () => <TracePage kind="invoice" />;
export const BoxTracePage = () => <TracePage kind="box" />;
