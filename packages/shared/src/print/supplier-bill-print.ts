import { SUPPLIER_BILL_STATUS_LABELS } from '../documents/supplier-bill-flow.js';
import { describeMismatch } from '../payables/three-way-match.js';
import { purchaseQuantityText } from '../schemas/purchase-order.js';
import { ITC_STATUS_LABELS, type SupplierBill, type SupplierBillLine } from '../schemas/supplier-bill.js';
import { field, fields, present, printDate, printRupees } from './print-format.js';
import { gstLinesTable, gstTotals, hsnSummaryTable, taxField } from './print-gst.js';
import { letterheadOf, signingFor } from './print-letterhead.js';
import type { PrintBlock, PrintMark, PrintModel, PrintTotals } from './print-model.js';

/*
 * A supplier's bill as the plant keeps it on file (a purchase voucher): the company as the buyer,
 * our bill number beside the supplier's invoice, the lines with their input tax and its credit,
 * the totals as the invoice printed them, the TDS and what is owed, and the three-way match: a
 * held bill says what does not match, an approved one why it stands.
 */

function markOf(bill: SupplierBill): PrintMark | null {
  if (bill.status === 'draft') return { text: 'DRAFT — not booked', tone: 'draft' };
  if (bill.status === 'cancelled') {
    return { text: `CANCELLED${bill.statusReason ? ` — ${bill.statusReason}` : ''}`, tone: 'void' };
  }
  return null;
}

/** Under a line's description: the receipt it bills and its credit when not eligible. */
const details = (line: SupplierBillLine) =>
  present(
    line.grnNumber && `Against ${line.grnNumber}`,
    line.itcStatus !== 'eligible' &&
      `ITC ${ITC_STATUS_LABELS[line.itcStatus].toLowerCase()}${line.itcReason ? `: ${line.itcReason}` : ''}`,
  ).join(' · ');

/** The invoice's totals, then the TDS deducted, what has been paid and what is owed. */
function totalsOf(bill: SupplierBill): PrintTotals {
  const totals = gstTotals(bill, 'Bill totals');
  const tds = bill.tdsSection ? `Less TDS u/s ${bill.tdsSection} @ ${bill.tdsRate}%` : null;
  return {
    ...totals,
    rows: [
      ...totals.rows,
      ...(tds ? [{ label: tds, value: printRupees(-bill.tdsAmount) }] : []),
      ...(bill.amountPaid > 0 ? [{ label: 'Paid', value: printRupees(-bill.amountPaid) }] : []),
      ...(bill.status === 'draft' || bill.status === 'cancelled'
        ? []
        : [{ label: 'Owed', value: printRupees(bill.owed), strong: true }]),
    ],
  };
}

/** The match as it stands: what does not match (held, or a draft that would be), or that it matched. */
function matchBlocks(bill: SupplierBill): PrintBlock[] {
  if (bill.mismatches.length === 0) {
    return [{ kind: 'note', text: 'Matches its purchase order and goods receipts', tone: 'good' }];
  }
  const unitOf = new Map(bill.lines.map((line) => [line.lineNumber, line.unit]));
  const heading =
    bill.status === 'held'
      ? 'Held for approval: does not match its purchase order and goods receipts'
      : bill.status === 'draft'
        ? 'Does not match its purchase order and goods receipts: booking will hold it for approval'
        : `Booked with ${bill.mismatches.length === 1 ? 'a mismatch' : 'mismatches'} approved`;
  return [
    { kind: 'note', text: heading, tone: bill.status === 'held' || bill.status === 'draft' ? 'warning' : 'plain' },
    {
      kind: 'section',
      key: 'mismatches',
      label: 'Three-way match',
      lines: bill.mismatches.map((m) => describeMismatch(m, m.line === null ? '' : (unitOf.get(m.line) ?? ''))),
    },
  ];
}

/** The bill as kept on file, with the company (its letterhead and `logo`) as the buyer. */
export function supplierBillPrint(bill: SupplierBill, logo: string | null): PrintModel {
  const { buyer } = bill;
  return {
    name: 'Supplier bill',
    title: 'Purchase Bill',
    file: {
      title: bill.billNumber ?? 'Draft supplier bill',
      subject: `Bill ${bill.supplierInvoiceNumber} from ${bill.supplierName}`,
      author: buyer.name ?? '',
    },
    copies: [],
    mark: markOf(bill),
    watermark: bill.status === 'draft' ? 'DRAFT' : null,
    letterhead: letterheadOf('Buyer', buyer, logo),
    particulars: {
      label: 'Purchase Bill',
      fields: fields(
        field('Bill No.', bill.billNumber ?? 'Draft (numbered when booked)'),
        field('Bill date', printDate(bill.billDate)),
        field('Status', SUPPLIER_BILL_STATUS_LABELS[bill.status]),
        field('Supplier invoice', bill.supplierInvoiceNumber),
        field('Invoice date', printDate(bill.supplierInvoiceDate)),
        field('Due date', bill.dueDate && printDate(bill.dueDate)),
        field('PO No.', bill.poNumber),
        [taxField(bill.taxType)],
        field('Reverse charge', bill.reverseCharge ? 'Yes' : null),
      ),
    },
    band: null,
    parties: [
      {
        label: 'Supplier',
        name: bill.supplierName,
        address: bill.supplierAddress,
        fields: fields(
          field('GSTIN', bill.supplierGstin ?? 'Unregistered'),
          field('State', bill.supplierState),
          field('Supplier code', bill.supplierCode),
        ),
      },
    ],
    body: [
      gstLinesTable(bill.taxType, bill.lines, {
        label: 'Bill lines',
        describe: (line) => ({ text: line.description, ...(details(line) ? { detail: details(line) } : {}) }),
        quantity: purchaseQuantityText,
        quantityWidth: 50,
      }),
      totalsOf(bill),
      hsnSummaryTable(bill),
      ...matchBlocks(bill),
    ],
    foot: {
      sections: [
        {
          kind: 'section',
          label: 'Input tax credit',
          lines: present(
            `Eligible ${printRupees(bill.itc.eligible)}`,
            bill.itc.ineligible > 0 && `Ineligible ${printRupees(bill.itc.ineligible)}`,
            bill.itc.reversed > 0 && `Reversed ${printRupees(bill.itc.reversed)}`,
            bill.reverseCharge && 'Tax payable by us under reverse charge',
          ),
        },
        ...(bill.approvedAt || bill.remarks
          ? [
              {
                kind: 'section' as const,
                label: 'Remarks',
                lines: present(
                  bill.approvedAt &&
                    bill.status !== 'cancelled' &&
                    `Approved${bill.approvedByName ? ` by ${bill.approvedByName}` : ''}: ${bill.statusReason ?? ''}`,
                  bill.remarks,
                ),
              },
            ]
          : []),
      ],
      signatures: [{ over: signingFor(buyer), under: 'Authorised Signatory' }],
      note: 'This is a computer-generated purchase bill.',
    },
  };
}
