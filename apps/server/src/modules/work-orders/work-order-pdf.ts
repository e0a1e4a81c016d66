import {
  type CompanySettings,
  formatIndianNumber,
  indianDate,
  OPERATION_KIND_LABELS,
  rodSizeLabel,
  shortByText,
  toMakeText,
  WORK_ORDER_STATUS_LABELS,
  type WorkOrder,
  type WorkOrderMaterial,
  type WorkOrderOperation,
} from '@lathe/shared';
import { fill, LEFT, letterhead, lines, type PdfLayout, renderPdf, WIDTH } from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';

/*
 * The work order as the shop floor gets it (a job card): what to make, how many and by when,
 * for which order; each operation with its cycle time, pieces an hour and hours for the
 * quantity; the bar reserved by heat and any shortfall; progress so far and the remarks.
 */

const pieces = (value: number) => formatIndianNumber(value, 0);
const kgText = (value: number) => `${formatIndianNumber(value, 3)} kg`;

/** The line under the title: a draft is not released yet; a closed one says why. */
function noteOf(order: WorkOrder) {
  if (order.status === 'draft') return 'DRAFT - not to be made until released';
  if (order.status === 'closed_short') {
    return `CLOSED SHORT${order.statusReason ? `: ${order.statusReason}` : ''}`;
  }
  return 'Job card for the shop floor';
}

function productBlock(layout: PdfLayout, order: WorkOrder) {
  const body = lines(
    order.productDescription,
    order.drawingNumber && `Drawing No.: ${order.drawingNumber}`,
    order.product.grade &&
      `Material: ${order.product.grade} ${order.product.rodSize ? rodSizeLabel(order.product.rodSize) : ''}`,
    `Quantity: ${pieces(order.quantity)} pieces`,
    `Good: ${pieces(order.goodQuantity)}  ·  Rejected: ${pieces(order.rejectedQuantity)}  ·  ${toMakeText(order.leftToMake)}`,
  );
  const top = layout.y;
  const height = layout.block(LEFT, top, WIDTH, 'Product', body, { boldFirst: true });
  layout.box(LEFT, top, WIDTH, height);
  layout.y = top + height + 6;
}

function operationsTable(layout: PdfLayout, order: WorkOrder) {
  layout.y = layout.text('Operations', LEFT, layout.y, WIDTH, { bold: true, size: 9 }) + 2;
  layout.table(
    fill<WorkOrderOperation>([
      { header: '#', width: 18, align: 'right', value: (o) => String(o.seq) },
      { header: 'Operation', width: 0, flex: true, value: (o) => o.label },
      { header: 'Machine', width: 64, value: (o) => OPERATION_KIND_LABELS[o.kind] },
      { header: 'Cycle time (s)', width: 58, align: 'right', value: (o) => formatIndianNumber(o.cycleTimeSec, 1) },
      {
        header: 'Pieces / hour',
        width: 56,
        align: 'right',
        value: (o) => (o.piecesPerHour === null ? '-' : pieces(o.piecesPerHour)),
      },
      { header: 'Hours', width: 52, align: 'right', value: (o) => formatIndianNumber(o.hoursForQuantity, 2) },
      { header: 'Good', width: 52, align: 'right', value: (o) => pieces(o.goodQuantity) },
      { header: 'Rejected', width: 52, align: 'right', value: (o) => pieces(o.rejectedQuantity) },
    ]),
    order.operations,
  );
  layout.y += 6;
}

function materialTable(layout: PdfLayout, order: WorkOrder) {
  const need = order.materialNeed;
  layout.ensure(60);
  layout.y = layout.text('Bar reserved and issued', LEFT, layout.y, WIDTH, { bold: true, size: 9 }) + 2;
  if (order.materials.length > 0) {
    layout.table(
      fill<WorkOrderMaterial>([
        {
          header: 'Bar',
          width: 0,
          flex: true,
          value: (m) => `${m.grade ?? ''} ${m.rodSize ?? ''}`.trim() || m.itemKey,
        },
        { header: 'Heat No.', width: 110, value: (m) => m.heatNumber || '(no heat)' },
        { header: 'Reserved', width: 80, align: 'right', value: (m) => kgText(m.reservedQuantity) },
        { header: 'Issued', width: 80, align: 'right', value: (m) => kgText(m.issuedQuantity) },
      ]),
      order.materials,
    );
    layout.y += 4;
  }
  const summary = lines(
    need.note,
    need.neededKg !== null && `Needed ${kgText(need.neededKg)}; reserved ${kgText(need.reservedKg)}`,
    need.shortKg ? shortByText(need.shortKg) : null,
    order.status === 'draft' && need.neededKg !== null ? 'Bar is reserved when the work order is released' : null,
  );
  for (const line of summary) layout.y = layout.text(line, LEFT, layout.y, WIDTH) + 2;
  layout.y += 6;
}

/** The work order as a PDF, with the company's letterhead. */
export function renderWorkOrderPdf(order: WorkOrder, company: CompanySettings): Promise<Buffer> {
  const particulars = lines(
    `WO No.: ${order.woNumber ?? 'Draft (numbered on release)'}`,
    `WO Date: ${indianDate(order.woDate)}`,
    `Due by: ${indianDate(order.dueDate)}`,
    `Status: ${WORK_ORDER_STATUS_LABELS[order.status]}`,
    order.salesOrder
      ? `For: ${order.salesOrder.orderNumber ?? 'sales order'}${order.salesOrder.customerName ? `, ${order.salesOrder.customerName}` : ''}`
      : 'For: stock',
  );
  return renderPdf(
    {
      Title: order.woNumber ?? 'Draft work order',
      Subject: `Work order for ${order.productDescription}`,
      Author: company.name ?? '',
    },
    (layout, doc) => {
      letterhead(layout, doc, {
        title: 'WORK ORDER',
        note: noteOf(order),
        seller: company,
        sellerLabel: 'Company',
        label: 'Work order',
        particulars,
      });
      layout.y += 6;
      productBlock(layout, order);
      operationsTable(layout, order);
      materialTable(layout, order);
      if (order.remarks) layout.y = layout.text(`Remarks: ${order.remarks}`, LEFT, layout.y, WIDTH) + 6;
    },
  );
}

/** The PDF's file name: the work order's number, or a draft's id. */
export const workOrderPdfName = (order: Pick<WorkOrder, 'id' | 'woNumber'>) =>
  pdfFileName(order.woNumber ?? `draft-work-order-${order.id.slice(0, 8)}`);
