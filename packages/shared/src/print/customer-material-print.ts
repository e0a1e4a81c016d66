import { formatIndianNumber } from '../money/indian-format.js';
import type { CustomerMaterial } from '../schemas/customer-material.js';
import { dated, field, fields, present, printDate } from './print-format.js';
import { letterheadOf, signingFor } from './print-letterhead.js';
import type { PrintMark, PrintModel, PrintTable } from './print-model.js';

/*
 * The receipt of a customer's material as printed: what came in, whose it is, against which of
 * their challans; kept with the customer's challan and sent back with the parts made from it.
 */

function markOf(receipt: CustomerMaterial): PrintMark | null {
  if (receipt.status === 'draft') return { text: 'DRAFT — not yet received into stock', tone: 'draft' };
  if (receipt.status === 'cancelled') {
    return { text: `CANCELLED${receipt.cancelReason ? ` — ${receipt.cancelReason}` : ''}`, tone: 'void' };
  }
  return null;
}

/** Kilograms to the gram: 512.400. */
const kg = (value: number) => formatIndianNumber(value, 3);

function linesTable(receipt: CustomerMaterial): PrintTable {
  return {
    kind: 'table',
    label: 'Bars received',
    title: null,
    columns: [
      { key: 'lineNumber', header: '#', width: 18, kind: 'count', align: 'right' },
      { key: 'grade', header: 'Grade', width: 70, kind: 'text', align: 'left' },
      { key: 'rodSize', header: 'Rod size', width: 60, kind: 'text', align: 'left' },
      { key: 'heatNumber', header: 'Heat No.', width: 80, kind: 'text', align: 'left' },
      { key: 'quantity', header: 'Weight (kg)', width: 70, kind: 'quantity', align: 'right' },
      { key: 'bars', header: 'Bars', width: 44, kind: 'count', align: 'right' },
      { key: 'remarks', header: 'Remarks', width: 0, flex: true, kind: 'text', align: 'left' },
    ],
    rows: receipt.lines.map((line) => ({
      key: line.id,
      label: `Line ${line.lineNumber}`,
      cells: [
        { text: String(line.lineNumber) },
        { text: line.grade },
        { text: line.rodSize },
        { text: line.heatNumber },
        { text: kg(line.quantity) },
        { text: line.bars === null ? '' : String(line.bars) },
        { text: line.remarks ?? '' },
      ],
    })),
    foot: [
      {
        key: 'total',
        strong: true,
        cells: [
          { text: 'Total', span: 4 },
          { text: kg(receipt.totalKg) },
          { text: String(receipt.totalBars) },
          { text: '' },
        ],
      },
    ],
  };
}

/** The receipt as printed, with the company (its letterhead and `logo`) as who received. */
export function customerMaterialPrint(receipt: CustomerMaterial, logo: string | null): PrintModel {
  return {
    name: 'Customer material receipt',
    title: "Receipt of Customer's Material",
    file: {
      title: receipt.receiptNumber ?? 'Draft customer material receipt',
      subject: `Material received from ${receipt.customerName}`,
      author: receipt.company.name ?? '',
    },
    copies: ['Held for the customer, not our stock'],
    mark: markOf(receipt),
    watermark: receipt.status === 'draft' ? 'DRAFT' : null,
    letterhead: letterheadOf('Received by', receipt.company, logo),
    particulars: {
      label: 'Receipt',
      fields: fields(
        field('Receipt No.', receipt.receiptNumber ?? 'Draft (numbered when received)'),
        field('Receipt date', printDate(receipt.receiptDate)),
        field('Customer', receipt.customerName),
        field('Their challan', dated(receipt.customerChallanNumber, receipt.customerChallanDate)),
      ),
    },
    band: null,
    parties: [],
    body: [
      linesTable(receipt),
      ...(receipt.remarks ? [{ kind: 'section' as const, label: 'Remarks', lines: present(receipt.remarks) }] : []),
    ],
    foot: {
      sections: [],
      signatures: [{ over: signingFor(receipt.company), under: 'Stores' }],
      note: 'This is a computer-generated receipt.',
    },
  };
}
