import { z } from 'zod';
import { optionalTextField, versionField } from './common.js';
import { documentDateField, optionalDocumentDateField } from './document-fields.js';
import { MAX_JOB_WORK_LINES } from './job-work.js';
import { returnedQuantityField } from './stock-quantity-fields.js';

/*
 * What comes back against a job-work challan, as ITC-04's Table 5 tells it apart: returned by the
 * job worker the goods were sent to (5A), received back from another job worker they were passed
 * on to (5B, naming that job worker, a supplier), or supplied to a buyer from the job worker's
 * premises (5C, under the company's invoice, named by number and date): those goods leave the
 * books as a supply and never come back into stock.
 */

export const JOB_WORK_RECEIPT_KINDS = ['returned', 'other_job_worker', 'supplied_from_premises'] as const;
export type JobWorkReceiptKind = (typeof JOB_WORK_RECEIPT_KINDS)[number];

export const JOB_WORK_RECEIPT_KIND_LABELS: Record<JobWorkReceiptKind, string> = {
  returned: 'Back from the job worker',
  other_job_worker: 'Back from another job worker',
  supplied_from_premises: "Supplied from the job worker's premises",
};

/** The ITC-04 table each kind is declared in. */
export const JOB_WORK_RECEIPT_TABLE: Record<JobWorkReceiptKind, '5A' | '5B' | '5C'> = {
  returned: '5A',
  other_job_worker: '5B',
  supplied_from_premises: '5C',
};

export const jobWorkReceiptLineInputSchema = z
  .object({
    challanLineId: z.uuid({ error: 'Choose a line of the challan' }),
    /** Processed and accepted: back into stock (for 5C: the quantity supplied, which is not). */
    goodQuantity: returnedQuantityField(),
    /** Back but not accepted: off the challan, not into good stock. */
    rejectedQuantity: returnedQuantityField(),
    /** Turnings, grinding sludge … in kg: ITC-04's losses and waste. */
    scrapKg: returnedQuantityField(),
    rejectionReason: optionalTextField(200),
  })
  .superRefine((line, ctx) => {
    if (line.rejectedQuantity > 0 && !line.rejectionReason) {
      ctx.addIssue({ code: 'custom', path: ['rejectionReason'], message: 'Say why the pieces were rejected' });
    }
    if (line.goodQuantity === 0 && line.rejectedQuantity === 0 && line.scrapKg === 0) {
      ctx.addIssue({ code: 'custom', path: ['goodQuantity'], message: 'Enter what came back on this line' });
    }
  });

/** The receipt's fields, for a form that lays its lines out otherwise (the goods-back panel). */
export const jobWorkReceiptFields = {
  kind: z.enum(JOB_WORK_RECEIPT_KINDS, { error: 'Choose how the goods came back' }).optional().default('returned'),
  receiptDate: documentDateField('Receipt date is required'),
  /** 5B: the other job worker the goods came back from (a supplier). */
  fromSupplierId: z.uuid({ error: 'Choose the job worker the goods came back from' }).nullish(),
  /** 5C: the company's invoice under which the goods were supplied from the job worker's premises. */
  invoiceNumber: optionalTextField(16),
  invoiceDate: optionalDocumentDateField(),
  jobWorkerChallanNumber: optionalTextField(50),
  jobWorkerChallanDate: optionalDocumentDateField(),
  remarks: optionalTextField(500),
  lines: z
    .array(jobWorkReceiptLineInputSchema, { error: 'Enter what came back' })
    .min(1, 'Enter what came back')
    .max(MAX_JOB_WORK_LINES, `At most ${MAX_JOB_WORK_LINES} lines`)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.challanLineId)) {
          ctx.addIssue({ code: 'custom', path: [index, 'challanLineId'], message: 'This line is listed twice' });
        }
        seen.add(line.challanLineId);
      });
    }),
  /** The challan's version as read: a receipt against a challan changed since is refused (409). */
  version: versionField,
};

/** What each kind asks beyond the lines: 5B names the other job worker; 5C its invoice, and no rejects. */
export function checkJobWorkReceiptKind(
  receipt: {
    kind: JobWorkReceiptKind;
    fromSupplierId?: string | null | undefined;
    invoiceNumber?: string | null | undefined;
    invoiceDate?: string | null | undefined;
    lines: readonly { rejectedQuantity: number }[];
  },
  ctx: z.RefinementCtx,
) {
  if (receipt.kind === 'other_job_worker' && !receipt.fromSupplierId) {
    ctx.addIssue({
      code: 'custom',
      path: ['fromSupplierId'],
      message: 'Choose the job worker the goods came back from',
    });
  }
  if (receipt.kind !== 'supplied_from_premises') return;
  if (!receipt.invoiceNumber) {
    ctx.addIssue({
      code: 'custom',
      path: ['invoiceNumber'],
      message: 'Enter the invoice the goods were supplied under',
    });
  }
  if (!receipt.invoiceDate) {
    ctx.addIssue({ code: 'custom', path: ['invoiceDate'], message: 'Enter the invoice date' });
  }
  receipt.lines.forEach((line, index) => {
    if (line.rejectedQuantity > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines', index, 'rejectedQuantity'],
        message: 'Goods supplied from the job worker are not rejected; record rejects as goods back',
      });
    }
  });
}

/** POST job-work-challans/{id}/receipts: what came back (or was supplied from the job worker's premises). */
export const jobWorkReceiptInputSchema = z.object(jobWorkReceiptFields).superRefine(checkJobWorkReceiptKind);
export type JobWorkReceiptInput = z.input<typeof jobWorkReceiptInputSchema>;
export type JobWorkReceiptData = z.output<typeof jobWorkReceiptInputSchema>;

export const jobWorkReceiptLineSchema = z.object({
  id: z.string(),
  challanLineId: z.string(),
  lineNumber: z.number().int(),
  description: z.string(),
  unit: z.string(),
  goodQuantity: z.number(),
  rejectedQuantity: z.number(),
  scrapKg: z.number(),
  rejectionReason: z.string().nullable(),
});
export type JobWorkReceiptLine = z.infer<typeof jobWorkReceiptLineSchema>;

/** GET job-work-challans/{id}/receipts: what came back, oldest first. */
export const jobWorkReceiptSchema = z.object({
  id: z.string(),
  challanId: z.string(),
  kind: z.enum(JOB_WORK_RECEIPT_KINDS),
  receiptDate: z.string(),
  fromSupplierId: z.string().nullable(),
  fromSupplierName: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  jobWorkerChallanNumber: z.string().nullable(),
  jobWorkerChallanDate: z.string().nullable(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(jobWorkReceiptLineSchema),
});
export type JobWorkReceipt = z.infer<typeof jobWorkReceiptSchema>;
