import {
  addDays,
  type GstLineInput,
  type Mismatch,
  type ProposedBillLine,
  readNumber,
  type SupplierBill,
  type SupplierBillData,
  type SupplierBillInput,
  type SupplierBillProposal,
  supplierBillInputSchema,
  supplierBillLineInputSchema,
  type TaxType,
  type Tds,
  tdsFor,
  threeWayMatch,
  toPaise,
} from '@lathe/shared';
import { type GstPreview, previewGst } from '../../lib/gst-preview';
import type { SupplierBillBody } from './api';

/** What the form holds: the contract's input, every number as typed (the schema reads them). */
export type SupplierBillFormValues = SupplierBillInput;
export type SupplierBillLineValues = SupplierBillInput['lines'][number];

/** A proposed line as the form starts it: what is left to bill, at the order's rate, its credit eligible. */
export const lineFromProposal = (line: ProposedBillLine): SupplierBillLineValues => ({
  purchaseOrderLineId: line.purchaseOrderLineId,
  goodsReceiptLineId: line.goodsReceiptLineId ?? '',
  description: line.description,
  hsnCode: line.hsnCode ?? '',
  unit: '',
  quantity: String(line.quantity),
  rate: String(line.rate),
  gstRate: String(line.gstRate),
  itcStatus: 'eligible',
  itcReason: '',
});

/** A new bill from the order's proposal, dated `today`: every line left to bill. */
export const blankSupplierBill = (proposal: SupplierBillProposal, today: string): SupplierBillFormValues => ({
  supplierId: proposal.purchaseOrder.supplierId,
  purchaseOrderId: proposal.purchaseOrder.id,
  supplierInvoiceNumber: '',
  supplierInvoiceDate: today,
  billDate: today,
  dueDate: '',
  reverseCharge: false,
  invoiceTotal: '',
  remarks: '',
  lines: proposal.lines.map(lineFromProposal),
});

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A saved draft as form values. */
export const supplierBillFormValues = (bill: SupplierBill): SupplierBillFormValues => ({
  supplierId: bill.supplierId,
  purchaseOrderId: bill.purchaseOrderId ?? '',
  supplierInvoiceNumber: bill.supplierInvoiceNumber,
  supplierInvoiceDate: bill.supplierInvoiceDate,
  billDate: bill.billDate,
  dueDate: text(bill.dueDate),
  reverseCharge: bill.reverseCharge,
  invoiceTotal: text(bill.invoiceTotal),
  remarks: text(bill.remarks),
  lines: bill.lines.map((line) => ({
    purchaseOrderLineId: line.purchaseOrderLineId ?? '',
    goodsReceiptLineId: text(line.goodsReceiptLineId),
    description: line.description,
    hsnCode: text(line.hsnCode),
    unit: line.unit,
    quantity: text(line.quantity),
    rate: text(line.rate),
    gstRate: text(line.gstRate),
    itcStatus: line.itcStatus,
    itcReason: text(line.itcReason),
  })),
});

/** POST and PUT take the validated draft whole; an edit names the version it read. */
export const supplierBillBody = (values: SupplierBillData, version?: number): SupplierBillBody => {
  const { version: _ignored, ...draft } = values;
  return version === undefined ? draft : { ...draft, version };
};

/** The due date a blank box will be saved with: the supplier's terms after the invoice date. */
export const defaultDueDate = (invoiceDate: unknown, termsDays: number) =>
  typeof invoiceDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(invoiceDate) ? addDays(invoiceDate, termsDays) : null;

const figures = supplierBillLineInputSchema.shape;

/** A line's figures for computeGst, once its quantity, rate and GST rate are valid. */
function gstInput(line: Partial<SupplierBillLineValues> | undefined): GstLineInput | null {
  const quantity = figures.quantity.safeParse(line?.quantity);
  const rate = figures.rate.safeParse(line?.rate);
  const gstRate = figures.gstRate.safeParse(line?.gstRate);
  if (!quantity.success || !rate.success || !gstRate.success) return null;
  const hsn = String(line?.hsnCode ?? '').trim();
  return { quantity: quantity.data, rate: rate.data, gstRate: gstRate.data, hsnCode: hsn === '' ? null : hsn };
}

/** The bill's figures as typed, by computeGst exactly as the server will store them. */
export const previewSupplierBill = (
  lines: readonly Partial<SupplierBillLineValues>[],
  taxType: TaxType,
): GstPreview | null => previewGst(lines.map(gstInput), taxType);

const invoiceTotalField = supplierBillInputSchema.shape.invoiceTotal;

/** The proposal's line a form line bills: by its receipt line, else by its order line. */
export const proposedFor = (proposal: SupplierBillProposal, line: Partial<SupplierBillLineValues>) =>
  proposal.lines.find((p) =>
    line.goodsReceiptLineId
      ? p.goodsReceiptLineId === line.goodsReceiptLineId
      : p.goodsReceiptLineId === null && p.purchaseOrderLineId === line.purchaseOrderLineId,
  );

/**
 * What booking it now would find, by the server's own match: each complete line against its
 * order line and what is left to bill, the invoice's total against the lines. Null until every
 * line and the invoice total read.
 */
export function previewMatch(
  lines: readonly Partial<SupplierBillLineValues>[],
  invoiceTotal: unknown,
  proposal: SupplierBillProposal,
  preview: GstPreview | null,
): Mismatch[] | null {
  const total = invoiceTotalField.safeParse(invoiceTotal);
  if (!preview || preview.incomplete || !total.success) return null;
  return threeWayMatch({
    lines: lines.map((line, i) => {
      const proposed = proposedFor(proposal, line);
      return {
        lineNumber: i + 1,
        unit: proposed?.unit ?? '',
        quantity: readNumber(String(line.quantity ?? '')) ?? 0,
        rate: readNumber(String(line.rate ?? '')) ?? 0,
        gstRate: readNumber(String(line.gstRate ?? '')) ?? 0,
        ordered: proposed?.ordered ?? { quantity: 0, rate: 0, gstRate: 0 },
        available: proposed?.quantity ?? 0,
      };
    }),
    invoiceTotal: total.data,
    linesTotal: preview.totals.totalBeforeRounding / 100,
  });
}

/** The TDS booking it now would deduct, from the proposal's basis and the lines' taxable value. */
export const previewTds = (proposal: SupplierBillProposal, preview: GstPreview | null): Tds | null =>
  preview
    ? tdsFor(preview.totals.taxableTotal, { ...proposal.tds, earlierTaxable: toPaise(proposal.tds.earlierTaxable) })
    : null;
