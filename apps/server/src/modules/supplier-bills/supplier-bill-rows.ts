import {
  amountInWords,
  type CompanySettings,
  companyLetterhead,
  formatRupees,
  fromPaise,
  type ItcStatus,
  type Mismatch,
  owedOnBill,
  type SupplierBill,
  type SupplierBillLine,
  type SupplierBillStatus,
  type SupplierBillSummary,
  sumPaise,
  type TdsSection,
  tdsFor,
  toPaise,
} from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { supplierBills, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { hsnSummaryOf } from '../../lib/tax-document-totals.js';
import type { SupplierBillLineRecord, SupplierBillRecord } from './supplier-bill-lock.js';
import { linesTotalOf, matchBill } from './supplier-bill-match.js';
import { orderLines, receiptLines } from './supplier-bill-sources.js';
import { billLinesOf } from './supplier-bill-steps.js';
import { tdsBasisOf } from './supplier-bill-tds.js';

/*
 * A supplier bill as the API answers it: the list row, and the whole bill with its lines beside
 * what was ordered and received, its mismatches, its input tax credit by status, HSN summary and
 * the company as the buyer. A draft shows the match and the TDS it would be booked with now.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;
const UNPAYABLE: readonly SupplierBillStatus[] = ['draft', 'cancelled'];

export function toSupplierBillSummary(row: SupplierBillRecord): SupplierBillSummary {
  const status = row.status as SupplierBillStatus;
  const mismatches = (row.mismatches ?? []) as Mismatch[];
  return {
    id: row.id,
    billNumber: row.billNumber,
    status,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    supplierCode: row.supplierCode,
    supplierGstin: row.supplierGstin,
    purchaseOrderId: row.purchaseOrderId,
    poNumber: row.poNumber,
    supplierInvoiceNumber: row.supplierInvoiceNumber,
    supplierInvoiceDate: row.supplierInvoiceDate,
    financialYear: row.financialYear,
    billDate: row.billDate,
    dueDate: row.dueDate,
    taxType: row.taxType as SupplierBillSummary['taxType'],
    reverseCharge: row.reverseCharge,
    taxableTotal: row.taxableTotal,
    cgstTotal: row.cgstTotal,
    sgstTotal: row.sgstTotal,
    igstTotal: row.igstTotal,
    roundOff: row.roundOff,
    grandTotal: row.grandTotal,
    tdsSection: (row.tdsSection as TdsSection | null) ?? null,
    tdsRate: row.tdsRate ?? 0,
    tdsBase: row.tdsBase,
    tdsAmount: row.tdsAmount,
    amountPaid: row.amountPaid,
    owed: UNPAYABLE.includes(status) ? 0 : fromPaise(owedOnBill(row)),
    matchStatus: row.matchStatus as SupplierBillSummary['matchStatus'],
    mismatchCount: mismatches.length,
    remarks: row.remarks,
    heldAt: iso(row.heldAt),
    bookedAt: iso(row.bookedAt),
    approvedAt: iso(row.approvedAt),
    cancelledAt: iso(row.cancelledAt),
    statusReason: row.statusReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each line beside its order line (ordered, rate, GST rate) and its receipt line (accepted, GRN number). */
async function toLines(tx: DbOrTx, row: SupplierBillRecord, lines: readonly SupplierBillLineRecord[]) {
  const ordered = row.purchaseOrderId ? await orderLines(tx, row.purchaseOrderId) : new Map();
  const receipts = await receiptLines(tx, {
    ids: lines.flatMap((line) => (line.goodsReceiptLineId ? [line.goodsReceiptLineId] : [])),
  });
  return lines.map((line): SupplierBillLine => {
    const of = line.purchaseOrderLineId ? ordered.get(line.purchaseOrderLineId) : undefined;
    const receipt = line.goodsReceiptLineId ? receipts.get(line.goodsReceiptLineId) : undefined;
    return {
      id: line.id,
      lineNumber: line.lineNumber,
      purchaseOrderLineId: line.purchaseOrderLineId,
      goodsReceiptId: line.goodsReceiptId,
      goodsReceiptLineId: line.goodsReceiptLineId,
      grnNumber: receipt?.grnNumber ?? null,
      description: line.description,
      hsnCode: line.hsnCode,
      unit: line.unit,
      quantity: line.quantity,
      rate: line.rate,
      gstRate: line.gstRate,
      taxable: line.taxable,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
      total: line.total,
      itcStatus: line.itcStatus as ItcStatus,
      itcReason: line.itcReason,
      ordered: of ? { quantity: of.quantity, rate: of.rate, gstRate: of.gstRate } : null,
      received: receipt ? receipt.acceptedQuantity : (of?.quantity ?? null),
    };
  });
}

/** The tax of the lines by their credit's status, rupees. */
function itcOf(lines: readonly SupplierBillLineRecord[]) {
  const taxOf = (status: ItcStatus) =>
    fromPaise(
      sumPaise(
        lines
          .filter((line) => line.itcStatus === status)
          .flatMap((line) => [line.cgst, line.sgst, line.igst].map(toPaise)),
      ),
    );
  return { eligible: taxOf('eligible'), ineligible: taxOf('ineligible'), reversed: taxOf('reversed') };
}

async function approverName(tx: DbOrTx, userId: string | null) {
  if (!userId) return null;
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** The whole bill, with the company as it is now for its buyer. */
export async function readSupplierBill(tx: DbOrTx, id: string, company: CompanySettings): Promise<SupplierBill> {
  const [row] = await tx.select().from(supplierBills).where(eq(supplierBills.id, id));
  if (!row) throw notFound('Supplier bill');
  const lines = await billLinesOf(tx, id);
  const summary = toSupplierBillSummary(row);
  let mismatches = (row.mismatches ?? []) as Mismatch[];
  let tdsNote = row.tdsSection
    ? `${row.tdsRate} % of ${formatRupees(toPaise(row.tdsBase))} under ${row.tdsSection}`
    : 'No TDS was deducted on this bill';
  if (row.status === 'draft') {
    // What booking it now would find and deduct.
    mismatches = await matchBill(tx, row, lines);
    const tds = tdsFor(toPaise(row.taxableTotal), await tdsBasisOf(tx, row.supplierId, row.billDate, row.id));
    Object.assign(summary, {
      matchStatus: mismatches.length > 0 ? 'mismatched' : 'matched',
      mismatchCount: mismatches.length,
      tdsSection: tds.section,
      tdsRate: tds.rate,
      tdsBase: fromPaise(tds.base),
      tdsAmount: fromPaise(tds.amount),
    });
    tdsNote = tds.note;
  }
  const taxTotal = fromPaise(sumPaise([row.cgstTotal, row.sgstTotal, row.igstTotal].map(toPaise)));
  return {
    ...summary,
    supplierAddress: row.supplierAddress,
    supplierState: row.supplierState,
    invoiceTotal: row.grandTotal,
    buyer: companyLetterhead(company),
    taxTotal,
    linesTotal: linesTotalOf(lines),
    lines: await toLines(tx, row, lines),
    mismatches,
    itc: itcOf(lines),
    tdsNote,
    approvedByName: await approverName(tx, row.approvedBy),
    hsnSummary: hsnSummaryOf(lines),
    amountInWords: amountInWords(toPaise(row.grandTotal)),
  };
}
