import { formatIndianNumber } from '../money/indian-format.js';
import {
  IN_PROCESS_TRIGGER_LABELS,
  INSPECTION_RESULT_LABELS,
  type Inspection,
  type InspectionReading,
  isLotPdi,
  measureText,
  toleranceText,
} from '../schemas/inspection.js';
import { field, fields, printDate } from './print-format.js';
import { letterheadOf, signingFor } from './print-letterhead.js';
import type { PrintColumn, PrintModel, PrintNote, PrintSection, PrintTable } from './print-model.js';

/*
 * An inspection's report as printed: the pre-dispatch inspection (PDI) report that goes to the
 * customer with the invoice (the dispatch, its order and invoices, the customer, the product and
 * the quantity sent), the PDI of a work order's lot before dispatch, the first-piece inspection
 * report of a work order, or an in-process inspection of an operation on its machine (what called
 * for it); the work orders and the heats of their bar; the sample; each characteristic with its
 * nominal, tolerance, every measured value, the least and most measured, the gauge it was
 * measured with and its result; the verdict; the inspector and the company's signature.
 */

const TITLES = {
  pdi: 'Pre-Dispatch Inspection Report',
  first_piece: 'First-Piece Inspection Report',
  in_process: 'In-Process Inspection Report',
} as const;

/** Pieces as the report counts them: "2,000 nos". */
const pieces = (quantity: number | null) => (quantity === null ? null : `${formatIndianNumber(quantity, 0)} nos`);

/** The verdict across the page: PASS, or FAIL with the characteristics out. */
function verdict(inspection: Inspection): PrintNote {
  if (inspection.result === 'pass') {
    return { kind: 'note', tone: 'good', text: 'VERDICT: PASS — every characteristic within its tolerance' };
  }
  const failed = inspection.readings.filter((r) => r.result === 'fail').map((r) => r.characteristic);
  return {
    kind: 'note',
    tone: 'bad',
    text: `VERDICT: FAIL — ${failed.join(', ')} ${failed.length === 1 ? 'is' : 'are'} out`,
  };
}

/** Each work order the pieces were made in with the heats of its bar: "WO/2026-27/0004 — Heat No. H2291, H2307". */
function traceSection(inspection: Inspection): PrintSection {
  return {
    kind: 'section',
    key: 'workOrders',
    label: 'Made in (work order — heat of the bar)',
    lines: inspection.workOrders.length
      ? inspection.workOrders.map(
          (order) =>
            `${order.woNumber ?? 'Work order'} — ${
              order.heatNumbers.length ? `Heat No. ${order.heatNumbers.join(', ')}` : 'no heat recorded'
            }`,
        )
      : ['No work order recorded for these pieces'],
  };
}

const figure = (key: string, header: string, width: number): PrintColumn => ({
  key,
  header,
  width,
  kind: 'quantity',
  align: 'right',
});

function readingsTable(inspection: Inspection): PrintTable {
  const one = inspection.sampleSize === 1;
  const judged = (r: InspectionReading, text: string) => (r.nominal === null ? '' : text);
  // A gauge column only where a characteristic names its gauge: older reports print as they did.
  const gauged = inspection.readings.some((r) => r.gaugeCode !== null);
  return {
    kind: 'table',
    label: 'Characteristics',
    title: null,
    columns: [
      { key: 'seq', header: '#', width: 18, kind: 'count', align: 'right' },
      { key: 'characteristic', header: 'Characteristic', width: 104, kind: 'text', align: 'left' },
      figure('nominal', 'Nominal', 50),
      figure('tolerance', 'Tolerance', 50),
      { key: 'unit', header: 'Unit', width: 28, kind: 'text', align: 'left' },
      {
        key: 'measured',
        header: one ? 'Measured' : `Measured (pieces 1–${inspection.sampleSize})`,
        width: 0,
        flex: true,
        kind: 'text',
        align: 'left',
      },
      ...(one ? [] : [figure('min', 'Min', 44), figure('max', 'Max', 44)]),
      ...(gauged ? [{ key: 'gauge', header: 'Gauge', width: 50, kind: 'text' as const, align: 'left' as const }] : []),
      { key: 'result', header: 'Result', width: 40, kind: 'text', align: 'center' },
    ],
    rows: inspection.readings.map((r) => ({
      key: String(r.seq),
      label: `Characteristic ${r.seq}`,
      strong: r.result === 'fail',
      cells: [
        { text: String(r.seq) },
        { text: r.characteristic },
        { text: measureText(r.nominal) },
        { text: judged(r, `${toleranceText(r.upperTolerance)}\n${toleranceText(r.lowerTolerance)}`) },
        { text: judged(r, r.unit) },
        { text: r.nominal === null ? 'Visual' : r.measured.map(measureText).join('   ') },
        ...(one ? [] : [{ text: measureText(r.min) }, { text: measureText(r.max) }]),
        ...(gauged ? [{ text: r.gaugeCode ?? '' }] : []),
        { text: INSPECTION_RESULT_LABELS[r.result] },
      ],
    })),
    foot: [],
  };
}

/** "PDI DC/2026-27/0007", "PDI lot WO/2026-27/0004", "First piece WO/2026-27/0004": the report's PDF is titled so. */
function fileTitle(inspection: Inspection) {
  const order = inspection.workOrderNumber ?? '';
  if (inspection.kind === 'first_piece') return `First piece ${order}`.trim();
  if (inspection.kind === 'in_process') return `In-process ${order}`.trim();
  return isLotPdi(inspection) ? `PDI lot ${order}`.trim() : `PDI ${inspection.challanNumber ?? ''}`.trim();
}

function subtitleOf(inspection: Inspection) {
  if (inspection.kind === 'first_piece') return 'The first piece against the drawing, before production';
  if (inspection.kind === 'in_process') return 'The operation on its machine, during production';
  if (!isLotPdi(inspection)) return `Goods sent under challan ${inspection.challanNumber ?? ''}`.trim();
  return inspection.workOrderNumber
    ? `The lot of work order ${inspection.workOrderNumber}, before dispatch`
    : 'A lot before dispatch';
}

/** What the report says of its subject: the dispatch with its order, or the work order (and the operation on its machine). */
function subjectFields(inspection: Inspection) {
  const workOrder = field(
    'Work order',
    inspection.workOrderId && (inspection.workOrderNumber ?? 'Work order'),
    'workOrder',
  );
  if (inspection.kind === 'in_process') {
    return [
      workOrder,
      field('Operation', inspection.operationLabel),
      field('Machine', inspection.machineNo && `${inspection.machineNo} — ${inspection.machineName ?? ''}`.trim()),
      field('Inspected at', inspection.trigger && IN_PROCESS_TRIGGER_LABELS[inspection.trigger]),
    ];
  }
  if (inspection.kind === 'first_piece' || isLotPdi(inspection)) return [workOrder];
  return [
    field('Challan No.', inspection.challanNumber),
    field('Dispatch date', inspection.dispatchDate && printDate(inspection.dispatchDate)),
    field(
      'Invoice No.',
      inspection.invoices.length
        ? inspection.invoices
            .map((invoice) => `${invoice.invoiceNumber} dated ${printDate(invoice.invoiceDate)}`)
            .join(', ')
        : 'Not invoiced yet',
    ),
    field('Customer', inspection.customerName),
    field('Sales order', inspection.salesOrderId && (inspection.orderNumber ?? 'Sales order'), 'salesOrder'),
    field('Customer PO', inspection.customerPoNumber),
  ];
}

/** The pieces the report stands for: those dispatched, the lot's, or the work order's. */
function quantityLabel(inspection: Inspection) {
  if (inspection.kind !== 'pdi') return 'Work order quantity';
  return isLotPdi(inspection) ? 'Lot quantity' : 'Quantity dispatched';
}

/** The report as printed, with the company (its letterhead and `logo`) as the supplier. */
export function inspectionPrint(inspection: Inspection, logo: string | null): PrintModel {
  const title = TITLES[inspection.kind];
  return {
    name: title,
    title,
    subtitle: subtitleOf(inspection),
    file: {
      title: fileTitle(inspection),
      subject: `${title.toLowerCase()} of ${inspection.drawingNumber}`,
      author: inspection.company.name ?? '',
    },
    copies: [],
    mark: null,
    watermark: null,
    letterhead: letterheadOf('Supplier', inspection.company, logo),
    particulars: {
      label: 'Inspection',
      fields: fields(
        ...subjectFields(inspection),
        field('Inspected on', printDate(inspection.inspectedOn)),
        field('Product', `${inspection.drawingNumber} — ${inspection.productDescription}`),
        field('Party code', inspection.partyCode),
        field(quantityLabel(inspection), pieces(inspection.lotQuantity)),
        field(
          'Sample size',
          `${formatIndianNumber(inspection.sampleSize, 0)} ${inspection.sampleSize === 1 ? 'piece' : 'pieces'}`,
        ),
      ),
    },
    band: null,
    parties: [],
    body: [traceSection(inspection), readingsTable(inspection), verdict(inspection)],
    foot: {
      sections: [
        {
          kind: 'section',
          label: 'Inspected by',
          lines: [inspection.inspectorName ?? 'Not named', `On ${printDate(inspection.inspectedOn)}`],
        },
        ...(inspection.remarks ? [{ kind: 'section' as const, label: 'Remarks', lines: [inspection.remarks] }] : []),
      ],
      signatures: [{ over: signingFor(inspection.company), under: 'Authorised Signatory' }],
      note: 'This is a computer-generated inspection report.',
    },
  };
}
