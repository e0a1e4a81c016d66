import { z } from 'zod';
import { formatRupees } from '../money/indian-format.js';
import { sumPaise, toPaise } from '../money/money.js';
import { queryDayField } from './document-fields.js';
import { PAYMENT_MODES, paymentInputSchema } from './invoice.js';

/*
 * Money paid to a supplier (PV/2026-27/0001): against one or more of its booked bills, and what
 * is left over kept as an advance to set against its later bills.
 */

export const SUPPLIER_PAYMENT_SORTABLE = [
  'paymentNumber',
  'paymentDate',
  'supplierName',
  'amount',
  'createdAt',
] as const;
export type SupplierPaymentSort = (typeof SUPPLIER_PAYMENT_SORTABLE)[number];

/** The most bills one payment settles. */
export const MAX_PAYMENT_BILLS = 50;

const billAllocationSchema = z.object({
  billId: z.uuid({ error: 'Bill is invalid' }),
  amount: paymentInputSchema.shape.amount,
});

/** A bill named twice is refused on its second mention. */
function noBillTwice(allocations: readonly { billId: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  allocations.forEach((allocation, i) => {
    if (seen.has(allocation.billId)) {
      ctx.addIssue({ code: 'custom', path: ['allocations', i, 'billId'], message: 'This bill is listed twice' });
    }
    seen.add(allocation.billId);
  });
}

/** The refusal when the bills are given more than the payment: "₹12,000.00 is put against bills, more than the payment". */
export const overAllocatedMessage = (allocatedPaise: number) =>
  `${formatRupees(allocatedPaise)} is put against bills, more than the payment`;

/**
 * `POST supplier-payments`: the supplier, the day (as a customer's payment: not more than a
 * year ahead), the amount, mode and reference, and what of it settles which bill; Σ allocations
 * ≤ amount, the rest an advance. No allocation at all is an advance whole.
 */
export const supplierPaymentInputSchema = z
  .object({
    supplierId: z.uuid({ error: 'Choose the supplier' }),
    paymentDate: paymentInputSchema.shape.paymentDate,
    amount: paymentInputSchema.shape.amount,
    mode: z.enum(PAYMENT_MODES, { error: 'Choose a payment mode' }),
    reference: paymentInputSchema.shape.reference,
    notes: paymentInputSchema.shape.notes,
    allocations: z
      .array(billAllocationSchema, { error: 'Allocations must be a list' })
      .max(MAX_PAYMENT_BILLS, `At most ${MAX_PAYMENT_BILLS} bills in one payment`)
      .default([]),
  })
  .superRefine((payment, ctx) => {
    noBillTwice(payment.allocations, ctx);
    if (typeof payment.amount !== 'number') return;
    const allocated = sumPaise(payment.allocations.map((a) => toPaise(a.amount)));
    if (allocated > toPaise(payment.amount)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: overAllocatedMessage(allocated) });
    }
  });
export type SupplierPaymentInput = z.input<typeof supplierPaymentInputSchema>;
export type SupplierPaymentData = z.output<typeof supplierPaymentInputSchema>;

/**
 * `POST supplier-payments/{id}/allocations`: the open advance of a payment set against the
 * supplier's bills, on `allocatedOn` (today unless given; not before the payment).
 */
export const advanceAllocationInputSchema = z
  .object({
    allocatedOn: paymentInputSchema.shape.paymentDate.optional(),
    allocations: z
      .array(billAllocationSchema, { error: 'Put the advance against at least one bill' })
      .min(1, 'Put the advance against at least one bill')
      .max(MAX_PAYMENT_BILLS, `At most ${MAX_PAYMENT_BILLS} bills at once`),
  })
  .superRefine((body, ctx) => noBillTwice(body.allocations, ctx));
export type AdvanceAllocationInput = z.input<typeof advanceAllocationInputSchema>;
export type AdvanceAllocationData = z.output<typeof advanceAllocationInputSchema>;

/** `GET supplier-payments`: a supplier's, between two days, or only those with an advance still open. */
export const supplierPaymentListFilterSchema = z
  .object({
    supplierId: z.uuid({ error: 'Supplier is invalid' }).optional(),
    from: queryDayField('From').optional(),
    to: queryDayField('To').optional(),
    /** `true`: payments with part of them not yet set against any bill. */
    withAdvance: z.enum(['true'], { error: 'withAdvance must be true' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'To must be on or after From' });
export type SupplierPaymentListFilter = z.output<typeof supplierPaymentListFilterSchema>;

/** One row of the list, and the header of the detail. */
export const supplierPaymentSummarySchema = z.object({
  id: z.string(),
  paymentNumber: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierCode: z.string().nullable(),
  paymentDate: z.string(),
  amount: z.number(),
  /** Set against bills. */
  allocatedAmount: z.number(),
  /** amount − allocated: the advance still open. */
  advance: z.number(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type SupplierPaymentSummary = z.infer<typeof supplierPaymentSummarySchema>;

/** What part of the payment settles which bill, and when it was set. */
export const supplierPaymentAllocationSchema = z.object({
  id: z.string(),
  billId: z.string(),
  billNumber: z.string().nullable(),
  supplierInvoiceNumber: z.string(),
  billDate: z.string(),
  amount: z.number(),
  allocatedOn: z.string(),
});
export type SupplierPaymentAllocation = z.infer<typeof supplierPaymentAllocationSchema>;

export const supplierPaymentSchema = supplierPaymentSummarySchema.extend({
  notes: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  allocations: z.array(supplierPaymentAllocationSchema),
});
export type SupplierPayment = z.infer<typeof supplierPaymentSchema>;

/** `GET supplier-payments/open-bills?supplierId=`. */
export const openBillsQuerySchema = z.object({ supplierId: z.uuid({ error: 'Choose the supplier' }) });

/** A booked or part-paid bill of the supplier, with what is still owed on it. */
export const openBillSchema = z.object({
  id: z.string(),
  billNumber: z.string().nullable(),
  supplierInvoiceNumber: z.string(),
  supplierInvoiceDate: z.string(),
  billDate: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(['booked', 'partly_paid']),
  grandTotal: z.number(),
  tdsAmount: z.number(),
  amountPaid: z.number(),
  /** grand total − TDS − paid. */
  owed: z.number(),
});
export type OpenBill = z.infer<typeof openBillSchema>;

/** A payment of the supplier with part of it not yet set against a bill. */
export const openAdvanceSchema = z.object({
  paymentId: z.string(),
  paymentNumber: z.string(),
  paymentDate: z.string(),
  advance: z.number(),
});
export type OpenAdvance = z.infer<typeof openAdvanceSchema>;

/** The payment form's start: the supplier's open bills oldest due first, and its open advances. */
export const openBillsSchema = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  bills: z.array(openBillSchema),
  advances: z.array(openAdvanceSchema),
  totalOwed: z.number(),
  totalAdvance: z.number(),
});
export type OpenBills = z.infer<typeof openBillsSchema>;
