import {
  type CompanySettings,
  type CustomerMaterial,
  type CustomerMaterialLine,
  formatIndianNumber,
  indianDate,
} from '@lathe/shared';
import { fill, LEFT, lines, PAD, renderPdf, stateWithCode, WIDTH } from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';

/*
 * The receipt of a customer's material as a PDF: what came in, whose it is, against which of
 * their challans; kept with the customer's challan and sent back with the parts made from it.
 */

const kg = (value: number) => formatIndianNumber(value, 3);

function noteOf(receipt: CustomerMaterial) {
  if (receipt.status === 'draft') return 'DRAFT - not yet received into stock';
  if (receipt.status === 'cancelled') return `CANCELLED${receipt.cancelReason ? `: ${receipt.cancelReason}` : ''}`;
  return "Customer's material: held for the customer, not our stock";
}

/** The receipt as a PDF, one page (or more, for many lines). */
export function renderCustomerMaterialPdf(receipt: CustomerMaterial, company: CompanySettings): Promise<Buffer> {
  return renderPdf(
    {
      Title: receipt.receiptNumber ?? 'Draft customer material receipt',
      Subject: `Material received from ${receipt.customerName}`,
      Author: company.name ?? '',
    },
    (layout) => {
      layout.text(noteOf(receipt), LEFT, layout.y, WIDTH, { bold: true, size: 7, align: 'right' });
      layout.text("RECEIPT OF CUSTOMER'S MATERIAL", LEFT, layout.y, WIDTH, { bold: true, size: 14, align: 'center' });
      layout.y += 24;
      const half = WIDTH / 2;
      const top = layout.y;
      const height = Math.max(
        layout.block(
          LEFT,
          top,
          half,
          'Received by',
          lines(
            company.name,
            company.address,
            company.gstin && `GSTIN: ${company.gstin}`,
            company.state && `State: ${stateWithCode(company.state, company.stateCode)}`,
          ),
          { boldFirst: true },
        ),
        layout.block(
          LEFT + half,
          top,
          half,
          'Receipt',
          lines(
            `Receipt No.: ${receipt.receiptNumber ?? 'Draft (numbered when received)'}`,
            `Receipt Date: ${indianDate(receipt.receiptDate)}`,
            `From: ${receipt.customerName}`,
            `Their challan: ${receipt.customerChallanNumber}${receipt.customerChallanDate ? ` dated ${indianDate(receipt.customerChallanDate)}` : ''}`,
          ),
        ),
      );
      layout.box(LEFT, top, half, height);
      layout.box(LEFT + half, top, half, height);
      layout.y = top + height + 6;
      type Row = CustomerMaterialLine | 'total';
      layout.table(
        fill<Row>([
          { header: '#', width: 18, align: 'right', value: (l) => (l === 'total' ? '' : String(l.lineNumber)) },
          { header: 'Grade', width: 70, value: (l) => (l === 'total' ? 'Total' : l.grade) },
          { header: 'Rod size', width: 60, value: (l) => (l === 'total' ? '' : l.rodSize) },
          { header: 'Heat No.', width: 80, value: (l) => (l === 'total' ? '' : l.heatNumber) },
          {
            header: 'Weight (kg)',
            width: 70,
            align: 'right',
            value: (l) => kg(l === 'total' ? receipt.totalKg : l.quantity),
          },
          {
            header: 'Bars',
            width: 44,
            align: 'right',
            value: (l) => (l === 'total' ? String(receipt.totalBars) : l.bars === null ? '' : String(l.bars)),
          },
          { header: 'Remarks', width: 0, flex: true, value: (l) => (l === 'total' ? '' : (l.remarks ?? '')) },
        ]),
        [...receipt.lines, 'total'],
        { strong: (l) => l === 'total' },
      );
      layout.y += 6;
      if (receipt.remarks) layout.y = layout.text(`Remarks: ${receipt.remarks}`, LEFT, layout.y, WIDTH) + 6;
      layout.ensure(60);
      const signTop = layout.y;
      layout.box(LEFT, signTop, WIDTH, 50);
      layout.text(`For ${company.name ?? ''}`, LEFT + PAD, signTop + PAD, WIDTH - 2 * PAD, {
        bold: true,
        align: 'right',
      });
      layout.text('Stores', LEFT + PAD, signTop + 36, WIDTH - 2 * PAD, { align: 'right' });
      layout.y = signTop + 56;
      layout.text('This is a computer-generated receipt.', LEFT, layout.y, WIDTH, { size: 6.5, align: 'center' });
    },
  );
}

export const customerMaterialPdfName = (receipt: Pick<CustomerMaterial, 'id' | 'receiptNumber'>) =>
  pdfFileName(receipt.receiptNumber ?? `draft-material-${receipt.id.slice(0, 8)}`);
