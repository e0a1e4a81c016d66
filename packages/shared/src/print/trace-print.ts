import { formatIndianNumber } from '../money/indian-format.js';
import { STOCK_MOVEMENT_KIND_LABELS, type StockMovementKind } from '../schemas/stock.js';
import {
  HEAT_SOURCE_LABELS,
  type HeatSource,
  RECALL_CONSERVATIVE,
  type Recall,
  TRACE_INSPECTION_LABELS,
  TRACE_TRIGGER_LABELS,
  type Trace,
  type TraceBox,
  type TraceInspection,
  type TraceProduct,
  type TraceWorkOrder,
} from '../schemas/traceability.js';
import { field, fields, printDate } from './print-format.js';
import { letterheadOf, type PrintCompany } from './print-letterhead.js';
import type { PrintBlock, PrintColumn, PrintGroup, PrintModel, PrintRow, PrintTable } from './print-model.js';

/*
 * Traceability on paper (issue 31), for an auditor's file: the backward trace of a dispatch, an
 * invoice or a box (per product, each work order with its production entries, the heats of its
 * bar with the goods receipts and mill certificates they came in on, and its inspections; the
 * dispatches' PDI reports and the boxes), and a heat's recall list (where it came from, what is
 * left, and every work order, dispatch, invoice and customer it reached). Long tables run over
 * pages with their header repeated; the screen draws the same figures from the same answers.
 */

/** Pieces: "2,000 nos". */
export const tracePieces = (quantity: number) => `${formatIndianNumber(quantity, 0)} nos`;
/** Kilograms to the gram: "180.000 kg". */
export const traceKg = (value: number) => `${formatIndianNumber(value, 3)} kg`;
/** A bar: "EN8 Ø25"; null when the heat names none. */
export const barText = (grade: string | null, rodSize: string | null) =>
  [grade, rodSize].filter((part) => part?.trim()).join(' ') || null;

/** "WO/2026-27/0004", or what a draft is called. */
export const workOrderName = (order: Pick<TraceWorkOrder, 'woNumber'>) => order.woNumber ?? 'Draft work order';

/** "GRN/2026-27/0003 dated 02/01/2026 from Tata Steel": how a heat came in. */
export const heatSourceText = (source: HeatSource) =>
  [
    source.number ?? HEAT_SOURCE_LABELS[source.kind],
    `dated ${printDate(source.date)}`,
    source.party ? `from ${source.party}` : null,
  ]
    .filter(Boolean)
    .join(' ');

/** "In-process, op 1. Single setup on CNC-3 at tool change", "Lot PDI of 500 nos, 5 sampled". */
export function inspectionDetail(inspection: TraceInspection) {
  if (inspection.kind === 'in_process') {
    return [
      inspection.operation,
      inspection.machineNo && `on ${inspection.machineNo}`,
      inspection.trigger && `at ${TRACE_TRIGGER_LABELS[inspection.trigger] ?? inspection.trigger}`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  const sample = `${formatIndianNumber(inspection.sampleSize, 0)} sampled`;
  if (inspection.kind === 'first_piece') return '';
  const lot = inspection.lotQuantity === null ? sample : `${tracePieces(inspection.lotQuantity)}, ${sample}`;
  return inspection.kind === 'pdi' && inspection.challanNumber ? `${inspection.challanNumber}: ${lot}` : lot;
}

const text = (key: string, header: string, width: number, flex = false): PrintColumn => ({
  key,
  header,
  width,
  kind: 'text',
  align: 'left',
  ...(flex ? { flex: true } : {}),
});
const quantity = (key: string, header: string, width: number): PrintColumn => ({
  key,
  header,
  width,
  kind: 'quantity',
  align: 'right',
});

const table = (label: string, columns: PrintColumn[], rows: PrintRow[], foot: PrintRow[] = []): PrintTable => ({
  kind: 'table',
  label,
  title: label,
  columns,
  rows,
  foot,
});

function entriesTable(order: TraceWorkOrder): PrintBlock {
  if (!order.entries.length) return { kind: 'note', tone: 'plain', text: 'No production recorded.' };
  const good = order.entries.reduce((sum, entry) => sum + entry.goodQuantity, 0);
  const rejected = order.entries.reduce((sum, entry) => sum + entry.rejectedQuantity, 0);
  return table(
    `Production of ${workOrderName(order)}`,
    [
      text('date', 'Date', 56),
      quantity('shift', 'Shift', 30),
      text('machine', 'Machine', 90),
      text('operator', 'Operator', 110),
      text('operation', 'Operation', 0, true),
      quantity('good', 'Good', 52),
      quantity('rejected', 'Rejected', 52),
    ],
    order.entries.map((entry) => ({
      key: entry.id,
      cells: [
        { text: printDate(entry.entryDate) },
        { text: String(entry.shift) },
        { text: entry.machineNo, ...(entry.machineName ? { detail: entry.machineName } : {}) },
        { text: entry.operatorName },
        { text: entry.operation },
        { text: formatIndianNumber(entry.goodQuantity, 0) },
        { text: formatIndianNumber(entry.rejectedQuantity, 0) },
      ],
    })),
    [
      {
        key: 'total',
        strong: true,
        cells: [
          { text: 'Total', span: 5 },
          { text: formatIndianNumber(good, 0) },
          { text: formatIndianNumber(rejected, 0) },
        ],
      },
    ],
  );
}

function heatsTable(order: TraceWorkOrder): PrintBlock {
  if (!order.heats.length) return { kind: 'note', tone: 'plain', text: 'No heat of bar recorded.' };
  return table(
    `Heats of the bar ${workOrderName(order)} drew`,
    [
      text('heat', 'Heat No.', 70),
      text('bar', 'Bar', 60),
      quantity('reserved', 'Reserved', 62),
      quantity('issued', 'Issued', 62),
      text('source', 'Came in on', 0, true),
      text('certificate', 'Mill certificate', 100),
    ],
    order.heats.map((heat) => ({
      key: heat.heatNumber,
      cells: [
        { text: heat.heatNumber },
        { text: barText(heat.grade, heat.rodSize) ?? '' },
        { text: traceKg(heat.reservedKg) },
        { text: traceKg(heat.issuedKg) },
        { text: heat.sources.length ? heat.sources.map(heatSourceText).join('\n') : 'Not recorded' },
        {
          text:
            heat.sources.flatMap((source) => (source.certificate ? [source.certificate.fileName] : [])).join('\n') ||
            'None on file',
        },
      ],
    })),
  );
}

function inspectionsTable(label: string, inspections: TraceInspection[], empty: string): PrintBlock {
  if (!inspections.length) return { kind: 'note', tone: 'plain', text: empty };
  return table(
    label,
    [
      text('date', 'Date', 56),
      text('kind', 'Inspection', 70),
      text('result', 'Result', 40),
      text('inspector', 'Inspector', 110),
      text('detail', 'Details', 0, true),
    ],
    inspections.map((inspection) => ({
      key: inspection.id,
      strong: inspection.result === 'fail',
      cells: [
        { text: printDate(inspection.inspectedOn) },
        { text: TRACE_INSPECTION_LABELS[inspection.kind] },
        { text: inspection.result === 'pass' ? 'Pass' : 'Fail' },
        { text: inspection.inspectorName ?? 'Not named' },
        { text: inspectionDetail(inspection) },
      ],
    })),
  );
}

/** "box 2 of 5". */
export const boxOf = (box: Pick<TraceBox, 'boxNo' | 'boxCount'>) => `${box.boxNo} of ${box.boxCount}`;

function boxesTable(boxes: TraceBox[]): PrintTable {
  return table(
    'Boxes',
    [
      text('code', 'Box', 70),
      text('of', 'Box n of N', 60),
      quantity('quantity', 'Quantity', 60),
      text('packed', 'Packed on', 56),
      text('heats', 'Heats', 0, true),
      text('workOrder', 'Work order', 90),
      text('challan', 'Challan', 90),
    ],
    boxes.map((box) => ({
      key: box.id,
      cells: [
        { text: box.code },
        { text: boxOf(box) },
        { text: formatIndianNumber(box.quantity, 0) },
        { text: printDate(box.packedOn) },
        { text: box.heatNumbers },
        { text: box.woNumber ?? '' },
        { text: box.challanNumber ?? 'Not dispatched' },
      ],
    })),
  );
}

/** "WO/2026-27/0004 — 1,000 nos ordered, 980 made, 12 rejected; for SO/2026-27/0031". */
export const workOrderHeading = (order: TraceWorkOrder) =>
  `Work order ${workOrderName(order)} dated ${printDate(order.woDate)} — ${tracePieces(order.quantity)} ordered, ${formatIndianNumber(
    order.goodQuantity,
    0,
  )} made, ${formatIndianNumber(order.rejectedQuantity, 0)} rejected${order.orderNumber ? `; for ${order.orderNumber}` : ''}`;

function workOrderGroup(order: TraceWorkOrder): PrintGroup {
  return {
    kind: 'group',
    label: workOrderHeading(order),
    blocks: [
      entriesTable(order),
      heatsTable(order),
      inspectionsTable(
        `Inspections of ${workOrderName(order)}`,
        order.inspections,
        'No first-piece, in-process or lot inspection recorded.',
      ),
    ],
  };
}

/** "DRG-118 — Plunger sleeve: 2,000 nos". */
export const productHeading = (product: TraceProduct) =>
  `${product.drawingNumber} — ${product.description}: ${tracePieces(product.quantity)}`;

function productGroup(product: TraceProduct): PrintGroup {
  return {
    kind: 'group',
    label: productHeading(product),
    blocks: [
      ...(product.workOrders.length
        ? product.workOrders.map(workOrderGroup)
        : [{ kind: 'note' as const, tone: 'warning' as const, text: 'No work order recorded for these pieces.' }]),
      inspectionsTable('Pre-dispatch inspection', product.pdis, 'No PDI report of the dispatch recorded.'),
      ...(product.boxes.length ? [boxesTable(product.boxes)] : []),
    ],
  };
}

const SUBJECT_TITLES = { dispatch: 'delivery challan', invoice: 'invoice', box: 'box' } as const;

/** The backward trace as printed, with the company (its letterhead and `logo`) at the head. */
export function tracePrint(trace: Trace, company: PrintCompany, logo: string | null): PrintModel {
  const what = SUBJECT_TITLES[trace.subject.kind];
  return {
    name: 'Traceability report',
    title: 'Traceability Report',
    subtitle: `Where the parts of ${what} ${trace.subject.label} came from`,
    file: {
      title: `Trace ${trace.subject.label}`,
      subject: `Traceability of ${what} ${trace.subject.label}`,
      author: company.name ?? '',
    },
    copies: [],
    mark: null,
    watermark: null,
    letterhead: letterheadOf('Supplier', company, logo),
    particulars: {
      label: 'Trace',
      fields: fields(
        field(
          trace.subject.kind === 'box' ? 'Box' : trace.subject.kind === 'invoice' ? 'Invoice No.' : 'Challan No.',
          trace.subject.label,
        ),
        field(trace.subject.kind === 'box' ? 'Packed on' : 'Date', trace.subject.date && printDate(trace.subject.date)),
        field('Customer', trace.customer?.name),
        field(
          'Challan No.',
          trace.subject.kind === 'dispatch'
            ? null
            : trace.dispatches.length
              ? trace.dispatches
                  .map((d) => `${d.challanNumber ?? 'Dispatch'} dated ${printDate(d.dispatchDate)}`)
                  .join(', ')
              : 'Not dispatched',
        ),
        field(
          'Invoice No.',
          trace.subject.kind === 'invoice'
            ? null
            : trace.invoices.length
              ? trace.invoices.map((i) => `${i.invoiceNumber} dated ${printDate(i.invoiceDate)}`).join(', ')
              : 'Not invoiced yet',
        ),
        field(
          'Sales order',
          [...new Set(trace.dispatches.flatMap((d) => (d.orderNumber ? [d.orderNumber] : [])))].join(', '),
        ),
        field(
          'Customer PO',
          [...new Set(trace.dispatches.flatMap((d) => (d.customerPoNumber ? [d.customerPoNumber] : [])))].join(', '),
        ),
      ),
    },
    band: null,
    parties: [],
    body: trace.products.length
      ? trace.products.map(productGroup)
      : [{ kind: 'note', tone: 'warning', text: 'Nothing of a product is recorded on it.' }],
    foot: { sections: [], signatures: [], note: 'This is a computer-generated traceability report.' },
  };
}

// ---------------------------------------------------------------------------------------------
// The recall list

const movementLabel = (kind: string) => STOCK_MOVEMENT_KIND_LABELS[kind as StockMovementKind] ?? kind;

/** A signed quantity with its unit: "−120.000 kg", "+40 nos". */
export const movementQuantity = (value: number, unit: 'kg' | 'nos') =>
  unit === 'kg' ? traceKg(value) : tracePieces(value);

function sourcesTable(recall: Recall): PrintBlock {
  if (!recall.sources.length) return { kind: 'note', tone: 'plain', text: 'No goods receipt of this heat recorded.' };
  return table(
    'Came in on',
    [
      text('kind', 'Received by', 90),
      text('number', 'Document', 100),
      text('date', 'Date', 56),
      text('party', 'From', 0, true),
      quantity('quantity', 'Accepted', 70),
      text('certificate', 'Mill certificate', 100),
    ],
    recall.sources.map((source, i) => ({
      key: String(i),
      cells: [
        { text: HEAT_SOURCE_LABELS[source.kind] },
        { text: source.number ?? '' },
        { text: printDate(source.date) },
        { text: source.party ?? '' },
        { text: traceKg(source.quantity) },
        { text: source.certificate?.fileName ?? 'None on file' },
      ],
    })),
  );
}

function customersTable(recall: Recall): PrintBlock {
  if (!recall.customers.length)
    return { kind: 'note', tone: 'good', text: 'No customer has received anything of this heat.' };
  const total = (pick: (c: Recall['customers'][number]) => number) =>
    recall.customers.reduce((sum, c) => sum + pick(c), 0);
  return table(
    'Customers reached',
    [
      text('customer', 'Customer', 0, true),
      quantity('workOrders', 'Work orders', 60),
      quantity('dispatches', 'Dispatches', 60),
      quantity('pieces', 'Pieces', 70),
      quantity('invoices', 'Invoices', 52),
      quantity('directKg', 'Bar sent direct', 80),
    ],
    recall.customers.map((customer) => ({
      key: customer.customerId,
      cells: [
        { text: customer.customerName },
        { text: formatIndianNumber(customer.workOrders, 0) },
        { text: formatIndianNumber(customer.dispatches, 0) },
        { text: formatIndianNumber(customer.pieces, 0) },
        { text: formatIndianNumber(customer.invoices, 0) },
        { text: customer.directKg ? traceKg(customer.directKg) : '' },
      ],
    })),
    [
      {
        key: 'total',
        strong: true,
        cells: [
          { text: 'Total' },
          { text: '' },
          {
            text: formatIndianNumber(
              total((c) => c.dispatches),
              0,
            ),
          },
          {
            text: formatIndianNumber(
              total((c) => c.pieces),
              0,
            ),
          },
          {
            text: formatIndianNumber(
              total((c) => c.invoices),
              0,
            ),
          },
          { text: traceKg(total((c) => c.directKg)) },
        ],
      },
    ],
  );
}

function workOrdersTable(recall: Recall): PrintBlock {
  if (!recall.workOrders.length) return { kind: 'note', tone: 'plain', text: 'No work order has drawn this heat.' };
  return table(
    'Work orders that drew the heat',
    [
      text('wo', 'Work order', 86),
      text('date', 'Date', 52),
      text('product', 'Product', 0, true),
      text('for', 'Made for', 96),
      quantity('kg', 'Heat drawn', 66),
      quantity('made', 'Made', 50),
      text('heats', 'All heats', 60),
    ],
    recall.workOrders.map((order) => ({
      key: order.id,
      cells: [
        { text: order.woNumber ?? 'Draft', detail: order.status.replace('_', ' ') },
        { text: printDate(order.woDate) },
        { text: order.drawingNumber ?? '', detail: order.description },
        { text: order.customerName ?? 'Stock', ...(order.orderNumber ? { detail: order.orderNumber } : {}) },
        { text: traceKg(order.kg) },
        { text: formatIndianNumber(order.goodQuantity, 0), detail: `of ${formatIndianNumber(order.quantity, 0)}` },
        { text: order.heatNumbers.join(', ') },
      ],
    })),
  );
}

function dispatchesTable(recall: Recall): PrintBlock {
  const rows = recall.workOrders.flatMap((order) => order.dispatches.map((dispatch) => ({ order, dispatch })));
  if (!rows.length)
    return { kind: 'note', tone: 'plain', text: 'None of those work orders’ pieces has been dispatched.' };
  return table(
    'Dispatches reached',
    [
      text('wo', 'Work order', 86),
      text('challan', 'Challan', 96),
      text('date', 'Date', 52),
      text('customer', 'Customer', 0, true),
      quantity('pieces', 'Pieces', 56),
      text('invoices', 'Invoices', 96),
    ],
    rows.map(({ order, dispatch }) => ({
      key: `${order.id}:${dispatch.id}`,
      cells: [
        { text: order.woNumber ?? 'Draft' },
        {
          text: dispatch.challanNumber ?? 'Dispatch',
          ...(dispatch.orderNumber ? { detail: dispatch.orderNumber } : {}),
        },
        { text: printDate(dispatch.dispatchDate) },
        { text: dispatch.customerName },
        { text: formatIndianNumber(dispatch.quantity, 0) },
        { text: dispatch.invoices.map((invoice) => invoice.invoiceNumber).join('\n') || 'Not invoiced' },
      ],
    })),
  );
}

function movementsTable(recall: Recall): PrintBlock | null {
  if (!recall.movements.length) return null;
  return table(
    'Other movements of the heat',
    [
      text('date', 'Date', 52),
      text('kind', 'Movement', 100),
      text('document', 'Document', 100),
      text('party', 'To / from', 0, true),
      quantity('quantity', 'Quantity', 80),
    ],
    recall.movements.map((movement) => ({
      key: String(movement.id),
      cells: [
        { text: printDate(movement.date) },
        { text: movementLabel(movement.kind), ...(movement.reason ? { detail: movement.reason } : {}) },
        { text: movement.sourceNumber ?? '' },
        { text: movement.party ?? '' },
        { text: movementQuantity(movement.quantity, movement.unit) },
      ],
    })),
  );
}

/** The recall list as printed. */
export function recallPrint(recall: Recall, company: PrintCompany, logo: string | null): PrintModel {
  const others = movementsTable(recall);
  return {
    name: 'Recall list',
    title: 'Recall List',
    subtitle: `Everywhere heat ${recall.heatNumber} went`,
    file: {
      title: `Recall ${recall.heatNumber}`,
      subject: `Recall list of heat ${recall.heatNumber}`,
      author: company.name ?? '',
    },
    copies: [],
    mark: null,
    watermark: null,
    letterhead: letterheadOf('Supplier', company, logo),
    particulars: {
      label: 'Heat',
      fields: fields(
        field('Heat No.', recall.heatNumber),
        field('Bar', barText(recall.grade, recall.rodSize)),
        field('Received', traceKg(recall.receivedKg)),
        field('Issued to work orders', traceKg(recall.issuedKg)),
        field('Sent out otherwise', traceKg(recall.otherKg)),
        field('In stock now', traceKg(recall.inStockKg)),
      ),
    },
    band: null,
    parties: [],
    body: [
      sourcesTable(recall),
      customersTable(recall),
      workOrdersTable(recall),
      dispatchesTable(recall),
      ...(others ? [others] : []),
      { kind: 'note', tone: 'plain', text: RECALL_CONSERVATIVE },
    ],
    foot: { sections: [], signatures: [], note: 'This is a computer-generated recall list.' },
  };
}
