import {
  type CompanySettings,
  formatIndianNumber,
  INSPECTION_RESULT_LABELS,
  type Inspection,
  type InspectionReading,
  indianDate,
  measureText,
  toleranceText,
} from '@lathe/shared';
import { fill, LEFT, letterhead, lines, PAD, type PdfLayout, renderPdf, WIDTH } from '../../lib/pdf-layout.js';
import { drawSignedFoot } from '../../lib/tax-document-pdf.js';

/*
 * An inspection's report as a PDF, on the documents' page kit (the letterhead with the logo,
 * Noto Sans, boxed blocks and a table that repeats its header on a new page): the pre-dispatch
 * inspection (PDI) report that goes to the customer with the invoice — the dispatch, order and
 * invoice, the product and drawing, the quantity sent, the work orders and the heats of their
 * bar, the sample, each characteristic with its nominal, tolerance, every measured value, the
 * least and most measured and its result, the inspector and the verdict — and the first-piece
 * inspection report of a work order.
 */

const pieces = (quantity: number | null) => (quantity === null ? '' : `${formatIndianNumber(quantity, 0)} nos`);
const resultText = (result: Inspection['result']) => INSPECTION_RESULT_LABELS[result].toUpperCase();

/** The invoices that billed the dispatch: "INV/2026-27/0012 dated 27/11/2026". */
const invoiceLines = (inspection: Inspection) =>
  inspection.invoices.length
    ? inspection.invoices.map(
        (invoice) => `Invoice No.: ${invoice.invoiceNumber} dated ${indianDate(invoice.invoiceDate)}`,
      )
    : ['Invoice No.: not invoiced yet'];

function particulars(inspection: Inspection) {
  if (inspection.kind === 'first_piece') {
    return lines(
      `Work order: ${inspection.workOrderNumber ?? '-'}`,
      `Inspected on: ${indianDate(inspection.inspectedOn)}`,
      `Order quantity: ${pieces(inspection.lotQuantity)}`,
      `Result: ${resultText(inspection.result)}`,
    );
  }
  return lines(
    `Challan No.: ${inspection.challanNumber ?? '-'}`,
    inspection.dispatchDate && `Dispatch date: ${indianDate(inspection.dispatchDate)}`,
    ...invoiceLines(inspection),
    `Inspected on: ${indianDate(inspection.inspectedOn)}`,
    `Result: ${resultText(inspection.result)}`,
  );
}

/** Two boxed blocks side by side, as tall as the taller. */
function blockPair(
  layout: PdfLayout,
  left: { label: string; body: string[] },
  right: { label: string; body: string[] },
) {
  const half = WIDTH / 2;
  // The first line of each is set larger than blockHeight reckons: a few points to spare.
  layout.ensure(
    Math.max(
      layout.blockHeight(half - 2 * PAD, left.label, left.body),
      layout.blockHeight(half - 2 * PAD, right.label, right.body),
    ) + 4,
  );
  const top = layout.y;
  const height = Math.max(
    layout.block(LEFT, top, half, left.label, left.body, { boldFirst: true }),
    layout.block(LEFT + half, top, half, right.label, right.body, { boldFirst: true }),
  );
  layout.box(LEFT, top, half, height);
  layout.box(LEFT + half, top, half, height);
  layout.y = top + height;
}

/** A boxed block across the page. */
function wideBlock(layout: PdfLayout, block: { label: string; body: string[] }) {
  const height = layout.blockHeight(WIDTH - 2 * PAD, block.label, block.body);
  layout.ensure(height);
  layout.block(LEFT, layout.y, WIDTH, block.label, block.body);
  layout.box(LEFT, layout.y, WIDTH, height);
  layout.y += height;
}

/** The product and the lot: drawing, description, what was sent (or ordered) and the sample measured. */
function productBlock(inspection: Inspection) {
  return {
    label: 'Product',
    body: lines(
      `${inspection.drawingNumber} — ${inspection.productDescription}`,
      `Party code: ${inspection.partyCode}`,
      inspection.kind === 'pdi'
        ? `Quantity dispatched: ${pieces(inspection.lotQuantity)}`
        : `Work order quantity: ${pieces(inspection.lotQuantity)}`,
      `Sample size: ${formatIndianNumber(inspection.sampleSize, 0)} ${inspection.sampleSize === 1 ? 'piece' : 'pieces'}`,
    ),
  };
}

/** Each work order with the heats of its bar: "WO/2026-27/0004 — Heat No. H2291, H2307". */
function traceBlock(inspection: Inspection) {
  const body = inspection.workOrders.length
    ? inspection.workOrders.map(
        (order) =>
          `${order.woNumber ?? 'Work order'} — ${
            order.heatNumbers.length ? `Heat No. ${order.heatNumbers.join(', ')}` : 'no heat recorded'
          }`,
      )
    : ['No work order recorded for these pieces'];
  return { label: 'Made in (work order — heat of the bar)', body };
}

function readingsTable(layout: PdfLayout, inspection: Inspection) {
  const one = inspection.sampleSize === 1;
  layout.table(
    fill<InspectionReading>([
      { header: '#', width: 18, align: 'right', value: (r) => String(r.seq) },
      { header: 'Characteristic', width: 104, value: (r) => r.characteristic },
      { header: 'Nominal', width: 50, align: 'right', value: (r) => measureText(r.nominal) },
      {
        header: 'Tolerance',
        width: 50,
        align: 'right',
        value: (r) =>
          r.nominal === null ? '' : `${toleranceText(r.upperTolerance)}\n${toleranceText(r.lowerTolerance)}`,
      },
      { header: 'Unit', width: 28, value: (r) => (r.nominal === null ? '' : r.unit) },
      {
        header: one ? 'Measured' : `Measured (pieces 1–${inspection.sampleSize})`,
        width: 0,
        flex: true,
        value: (r) => (r.nominal === null ? 'Visual' : r.measured.map(measureText).join('   ')),
      },
      ...(one
        ? []
        : [
            { header: 'Min', width: 44, align: 'right' as const, value: (r: InspectionReading) => measureText(r.min) },
            { header: 'Max', width: 44, align: 'right' as const, value: (r: InspectionReading) => measureText(r.max) },
          ]),
      { header: 'Result', width: 40, align: 'center', value: (r) => INSPECTION_RESULT_LABELS[r.result] },
    ]),
    inspection.readings,
    { strong: (r) => r.result === 'fail' },
  );
}

/** The verdict across the page: PASS, or FAIL with the characteristics out. */
function verdict(layout: PdfLayout, inspection: Inspection) {
  const failed = inspection.readings.filter((r) => r.result === 'fail').map((r) => r.characteristic);
  const text =
    inspection.result === 'pass'
      ? 'VERDICT: PASS — every characteristic within its tolerance'
      : `VERDICT: FAIL — ${failed.join(', ')} ${failed.length === 1 ? 'is' : 'are'} out`;
  const height = layout.heightOf(text, WIDTH - 2 * PAD, { bold: true, size: 10 }) + 2 * PAD;
  layout.ensure(height + 4);
  layout.box(LEFT, layout.y, WIDTH, height, inspection.result === 'pass' ? '#e8f5e9' : '#fdecea');
  layout.text(text, LEFT + PAD, layout.y + PAD, WIDTH - 2 * PAD, { bold: true, size: 10 });
  layout.y += height + 6;
}

function foot(layout: PdfLayout, inspection: Inspection, company: CompanySettings) {
  const inspected = lines(inspection.inspectorName ?? 'Not named', `On ${indianDate(inspection.inspectedOn)}`);
  const blocks = [{ label: 'Inspected by', body: inspected, width: WIDTH * 0.3 }];
  if (inspection.remarks) blocks.push({ label: 'Remarks', body: [inspection.remarks], width: WIDTH * 0.38 });
  drawSignedFoot(layout, blocks, company.name, 'inspection report');
}

const TITLES = { pdi: 'PRE-DISPATCH INSPECTION REPORT', first_piece: 'FIRST-PIECE INSPECTION REPORT' } as const;

/** The title the PDF's document info carries: "PDI DC/2026-27/0007", "First piece WO/2026-27/0004". */
export const inspectionTitle = (inspection: Inspection) =>
  inspection.kind === 'pdi'
    ? `PDI ${inspection.challanNumber ?? ''}`.trim()
    : `First piece ${inspection.workOrderNumber ?? ''}`.trim();

/** The report as a PDF, with the company's letterhead. */
export function renderInspectionPdf(inspection: Inspection, company: CompanySettings): Promise<Buffer> {
  return renderPdf(
    {
      Title: inspectionTitle(inspection),
      Subject: `${TITLES[inspection.kind].toLowerCase()} of ${inspection.drawingNumber}`,
      Author: company.name ?? '',
    },
    (layout, doc) => {
      letterhead(layout, doc, {
        title: TITLES[inspection.kind],
        note:
          inspection.kind === 'pdi'
            ? `Pre-dispatch inspection of the goods sent under challan ${inspection.challanNumber ?? ''}`
            : 'Inspection of the first piece against the drawing before production',
        seller: company,
        sellerLabel: 'Supplier',
        label: 'Inspection',
        particulars: particulars(inspection),
      });
      if (inspection.kind === 'pdi') {
        const customer = lines(
          inspection.customerName,
          inspection.orderNumber && `Sales order: ${inspection.orderNumber}`,
          inspection.customerPoNumber && `Customer PO: ${inspection.customerPoNumber}`,
        );
        blockPair(layout, { label: 'Customer', body: customer }, productBlock(inspection));
        wideBlock(layout, traceBlock(inspection));
      } else {
        blockPair(layout, productBlock(inspection), traceBlock(inspection));
      }
      layout.y += 6;
      readingsTable(layout, inspection);
      layout.y += 6;
      verdict(layout, inspection);
      foot(layout, inspection, company);
    },
  );
}
