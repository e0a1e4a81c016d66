import {
  type CompanySettings,
  formatIndianNumber,
  indianDate,
  JOB_WORK_CHALLAN_COPIES,
  JOB_WORK_CHALLAN_DECLARATION,
  JOB_WORK_STATUS_LABELS,
  type JobWorkChallan,
  type JobWorkChallanLine,
} from '@lathe/shared';
import {
  consigneeLines,
  drawChallanParties,
  drawChallanSignatures,
  drawChallanTitle,
  drawCopies,
} from '../../lib/challan-pdf.js';
import { fill, LEFT, lines, money, type PdfLayout, renderPdf, WIDTH } from '../../lib/pdf-layout.js';
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

/** The company as consigner (the principal) and the job worker as consignee, with the particulars. */
function partyBlocks(layout: PdfLayout, challan: JobWorkChallan, seller: CompanySettings) {
  drawChallanParties(layout, seller, {
    consignerLabel: 'Consigner (principal)',
    particularsLabel: 'Delivery challan',
    particulars: lines(
      `Challan No.: ${challan.challanNumber ?? 'Draft (numbered when sent)'}`,
      `Challan Date: ${indianDate(challan.challanDate)}`,
      `Purpose: ${challan.process} (job work)`,
      challan.expectedReturnDate && `Expected back by: ${indianDate(challan.expectedReturnDate)}`,
      `Vehicle No.: ${challan.vehicleNumber ?? '-'}`,
      `Status: ${JOB_WORK_STATUS_LABELS[challan.status]}`,
    ),
    consigneeLabel: 'Consignee (job worker)',
    consignee: consigneeLines({
      name: challan.jobWorkerName,
      address: challan.jobWorkerAddress,
      gstin: challan.jobWorkerGstin,
      state: challan.jobWorkerState,
    }),
  });
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
  drawChallanTitle(layout, 'DELIVERY CHALLAN FOR JOB WORK', note);
  partyBlocks(layout, challan, seller);
  lineTable(layout, challan);
  layout.y += 6;
  layout.y = layout.text(JOB_WORK_CHALLAN_DECLARATION, LEFT, layout.y, WIDTH, { size: 7.5 }) + 4;
  if (challan.remarks) layout.y = layout.text(`Remarks: ${challan.remarks}`, LEFT, layout.y, WIDTH) + 6;
  drawChallanSignatures(layout, seller, 'Received the goods above for job work', "Job worker's signature and seal");
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
    (layout, doc) =>
      drawCopies(layout, doc, copies, (copy) => drawCopy(layout, challan, seller, noteOf(challan, copy))),
  );
}

/** The PDF's file name: the challan's number, or a draft's id. */
export const jobWorkPdfName = (challan: Pick<JobWorkChallan, 'id' | 'challanNumber'>) =>
  pdfFileName(challan.challanNumber ?? `draft-challan-${challan.id.slice(0, 8)}`);
