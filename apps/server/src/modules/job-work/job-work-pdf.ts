import {
  type CompanySettings,
  formatIndianNumber,
  indianDate,
  JOB_WORK_CHALLAN_COPIES,
  JOB_WORK_CHALLAN_DECLARATION,
  JOB_WORK_STATUS_LABELS,
  type JobWorkChallan,
  type JobWorkChallanLine,
  stateCodeOf,
} from '@lathe/shared';
import {
  fill,
  LEFT,
  lines,
  money,
  PAD,
  type PdfLayout,
  renderPdf,
  stateWithCode,
  WIDTH,
} from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';

/*
 * The job-work delivery challan as a PDF (CGST rule 55(1)(c)): the consigner's and the job
 * worker's names, addresses and GSTINs, the challan's number and date, the purpose, and each
 * line's description, HSN, quantity, unit and taxable value with the rate of tax. A sent
 * challan prints in its three copies (rule 55(2)), each from a new page; a draft or a cancelled
 * one once, saying so.
 */

/** The line under the title: the copy of a sent challan, or what a draft or cancelled one is. */
function noteOf(challan: JobWorkChallan, copy: string) {
  if (challan.status === 'draft') return 'DRAFT - not valid as a delivery challan until sent';
  if (challan.status === 'cancelled') return `CANCELLED${challan.statusReason ? `: ${challan.statusReason}` : ''}`;
  return copy;
}

const quantityText = (value: number) => formatIndianNumber(value, Number.isInteger(value) ? 0 : 3);

function partyBlocks(layout: PdfLayout, challan: JobWorkChallan, seller: CompanySettings) {
  const half = WIDTH / 2;
  const top = layout.y;
  const consigner = lines(
    seller.name,
    seller.address,
    seller.gstin ? `GSTIN: ${seller.gstin}` : null,
    seller.state && `State: ${stateWithCode(seller.state, seller.stateCode)}`,
  );
  const particulars = lines(
    `Challan No.: ${challan.challanNumber ?? 'Draft (numbered when sent)'}`,
    `Challan Date: ${indianDate(challan.challanDate)}`,
    `Purpose: ${challan.process} (job work)`,
    challan.expectedReturnDate && `Expected back by: ${indianDate(challan.expectedReturnDate)}`,
    `Vehicle No.: ${challan.vehicleNumber ?? '-'}`,
    `Status: ${JOB_WORK_STATUS_LABELS[challan.status]}`,
  );
  const height = Math.max(
    layout.block(LEFT, top, half, 'Consigner (principal)', consigner, { boldFirst: true }),
    layout.block(LEFT + half, top, half, 'Delivery challan', particulars),
  );
  layout.box(LEFT, top, half, height);
  layout.box(LEFT + half, top, half, height);
  layout.y = top + height;
  const jobWorker = lines(
    challan.jobWorkerName,
    challan.jobWorkerAddress,
    challan.jobWorkerGstin ? `GSTIN: ${challan.jobWorkerGstin}` : 'GSTIN: Unregistered',
    challan.jobWorkerState &&
      `State: ${stateWithCode(challan.jobWorkerState, stateCodeOf(challan.jobWorkerState) ?? null)}`,
  );
  const toHeight = layout.block(LEFT, layout.y, WIDTH, 'Consignee (job worker)', jobWorker, { boldFirst: true });
  layout.box(LEFT, layout.y, WIDTH, toHeight);
  layout.y += toHeight + 6;
}

function lineTable(layout: PdfLayout, challan: JobWorkChallan) {
  type Row = JobWorkChallanLine | 'total';
  layout.table(
    fill<Row>([
      { header: '#', width: 18, align: 'right', value: (l) => (l === 'total' ? '' : String(l.lineNumber)) },
      {
        header: 'Description of goods',
        width: 0,
        flex: true,
        value: (l) =>
          l === 'total' ? 'Total taxable value' : `${l.description}${l.heatNumber ? `\nHeat No. ${l.heatNumber}` : ''}`,
      },
      { header: 'HSN', width: 52, value: (l) => (l === 'total' ? '' : (l.hsnCode ?? '')) },
      { header: 'Quantity', width: 60, align: 'right', value: (l) => (l === 'total' ? '' : quantityText(l.quantity)) },
      { header: 'Unit', width: 34, value: (l) => (l === 'total' ? '' : l.unit) },
      { header: 'GST rate', width: 44, align: 'right', value: (l) => (l === 'total' ? '' : `${l.gstRate}%`) },
      {
        header: 'Taxable value (₹)',
        width: 82,
        align: 'right',
        value: (l) => money(l === 'total' ? challan.totalValue : l.value),
      },
    ]),
    [...challan.lines, 'total'],
    { strong: (l) => l === 'total' },
  );
}

function drawCopy(layout: PdfLayout, challan: JobWorkChallan, seller: CompanySettings, note: string) {
  layout.text(note, LEFT, layout.y, WIDTH, { bold: true, size: 7, align: 'right' });
  layout.text('DELIVERY CHALLAN FOR JOB WORK', LEFT, layout.y, WIDTH, { bold: true, size: 14, align: 'center' });
  layout.y += 24;
  partyBlocks(layout, challan, seller);
  lineTable(layout, challan);
  layout.y += 6;
  layout.y = layout.text(JOB_WORK_CHALLAN_DECLARATION, LEFT, layout.y, WIDTH, { size: 7.5 }) + 4;
  if (challan.remarks) layout.y = layout.text(`Remarks: ${challan.remarks}`, LEFT, layout.y, WIDTH) + 6;
  layout.ensure(70);
  const sign = WIDTH / 2;
  const signTop = layout.y;
  layout.box(LEFT, signTop, sign, 60);
  layout.box(LEFT + sign, signTop, sign, 60);
  layout.text('Received the goods above for job work', LEFT + PAD, signTop + PAD, sign - 2 * PAD);
  layout.text("Job worker's signature and seal", LEFT + PAD, signTop + 46, sign - 2 * PAD);
  layout.text(`For ${seller.name ?? ''}`, LEFT + sign + PAD, signTop + PAD, sign - 2 * PAD, {
    bold: true,
    align: 'right',
  });
  layout.text('Authorised Signatory', LEFT + sign + PAD, signTop + 46, sign - 2 * PAD, { align: 'right' });
  layout.y = signTop + 66;
  layout.text('This is a computer-generated delivery challan.', LEFT, layout.y, WIDTH, { size: 6.5, align: 'center' });
}

/** The challan as a PDF: three copies of a sent challan, one page each; a draft or cancelled one once. */
export function renderJobWorkPdf(challan: JobWorkChallan, seller: CompanySettings): Promise<Buffer> {
  const once = challan.status === 'draft' || challan.status === 'cancelled';
  const copies = once ? JOB_WORK_CHALLAN_COPIES.slice(0, 1) : JOB_WORK_CHALLAN_COPIES;
  return renderPdf(
    {
      Title: challan.challanNumber ?? 'Draft job-work challan',
      Subject: `Job-work challan to ${challan.jobWorkerName}`,
      Author: seller.name ?? '',
    },
    (layout, doc) => {
      copies.forEach((copy, i) => {
        if (i > 0) {
          doc.addPage();
          layout.y = doc.page.margins.top;
        }
        drawCopy(layout, challan, seller, noteOf(challan, copy));
      });
    },
  );
}

/** The PDF's file name: the challan's number, or a draft's id. */
export const jobWorkPdfName = (challan: Pick<JobWorkChallan, 'id' | 'challanNumber'>) =>
  pdfFileName(challan.challanNumber ?? `draft-challan-${challan.id.slice(0, 8)}`);
