import { formatIndianNumber } from '../money/indian-format.js';
import {
  INSPECTION_RESULT_LABELS,
  type Inspection,
  type InspectionReading,
  measureText,
  toleranceText,
} from '../schemas/inspection.js';
import { field, fields, printDate } from './print-format.js';
import { letterheadOf, signingFor } from './print-letterhead.js';
import type { PrintColumn, PrintModel, PrintNote, PrintSection, PrintTable } from './print-model.js';

/*
 * An inspection's report as printed: the pre-dispatch inspection (PDI) report that goes to the
 * customer with the invoice (the dispatch, its order and invoices, the customer, the product and
 * the quantity sent) or the first-piece inspection report of a work order; the work orders and
 * the heats of their bar; the sample; each characteristic with its nominal, tolerance, every
 * measured value, the least and most measured and its result; the verdict; the inspector and the
 * company's signature.
 */

const TITLES = { pdi: 'Pre-Dispatch Inspection Report', first_piece: 'First-Piece Inspection Report' } as const;

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
        { text: INSPECTION_RESULT_LABELS[r.result] },
      ],
    })),
    foot: [],
  };
}

/** "PDI DC/2026-27/0007", "First piece WO/2026-27/0004": the report's PDF is titled so. */
const fileTitle = (inspection: Inspection) =>
  inspection.kind === 'pdi'
    ? `PDI ${inspection.challanNumber ?? ''}`.trim()
    : `First piece ${inspection.workOrderNumber ?? ''}`.trim();

/** The report as printed, with the company (its letterhead and `logo`) as the supplier. */
export function inspectionPrint(inspection: Inspection, logo: string | null): PrintModel {
  const pdi = inspection.kind === 'pdi';
  const title = TITLES[inspection.kind];
  return {
    name: title,
    title,
    subtitle: pdi
      ? `Goods sent under challan ${inspection.challanNumber ?? ''}`.trim()
      : 'The first piece against the drawing, before production',
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
        ...(pdi
          ? [
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
            ]
          : [field('Work order', inspection.workOrderId && (inspection.workOrderNumber ?? 'Work order'), 'workOrder')]),
        field('Inspected on', printDate(inspection.inspectedOn)),
        field('Product', `${inspection.drawingNumber} — ${inspection.productDescription}`),
        field('Party code', inspection.partyCode),
        field(pdi ? 'Quantity dispatched' : 'Work order quantity', pieces(inspection.lotQuantity)),
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
