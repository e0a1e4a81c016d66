import { z } from 'zod';
import { GST_UNITS, type GstUnit } from '../compliance/gst-units.js';
import { JOB_WORK_CHALLAN_STATUSES } from '../documents/job-work-flow.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { optionalIdField, optionalTextField, requiredText, versionField } from './common.js';
import { companyLetterheadSchema } from './company-settings.js';
import { amountField, documentDateField, documentLinesField, optionalDocumentDateField } from './document-fields.js';
import { gstRateField, hsnCodeField } from './gst-fields.js';
import { goodsQuantityField, returnedQuantityField } from './stock-quantity-fields.js';

/*
 * Job-work delivery challans (CGST rule 55, section 143): goods sent to a job worker (a
 * supplier) to be heat treated, plated, ground …, each line a part (a product's pieces) or bar
 * stock (grade and rod size, in kg) with its HSN, unit, quantity and taxable value, as the
 * challan and ITC-04 state them; and what comes back against it, good, rejected and scrap.
 */

export const JOB_WORK_ITEM_TYPES = ['part', 'material'] as const;
export type JobWorkItemType = (typeof JOB_WORK_ITEM_TYPES)[number];
export const JOB_WORK_ITEM_TYPE_LABELS: Record<JobWorkItemType, string> = { part: 'Part', material: 'Bar stock' };

/** What a plant usually sends out; the form suggests these and takes any other text. */
export const JOB_WORK_PROCESSES = [
  'Heat treatment',
  'Hardening & tempering',
  'Case hardening',
  'Induction hardening',
  'Zinc plating',
  'Nickel plating',
  'Blackodising',
  'Centreless grinding',
  'Cylindrical grinding',
  'Thread rolling',
  'Straightening',
] as const;

export const JOB_WORK_STATUS_LABELS: Record<(typeof JOB_WORK_CHALLAN_STATUSES)[number], string> = {
  draft: 'Draft',
  sent: 'Sent',
  partly_received: 'Partly received',
  received: 'Received',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** What the challan states of the movement, on paper and on screen: goods for job work, not a supply. */
export const JOB_WORK_CHALLAN_DECLARATION =
  'Inputs sent for job work under section 143 of the CGST Act, 2017, without payment of tax; ' +
  'delivery challan under rule 55(1)(c) of the CGST Rules, 2017. Not a supply: to be returned after processing.';

export const MAX_JOB_WORK_LINES = 100;

/** A quantity of goods as the screens and messages print it: 5,000; 412.5 (kg to the gram, no trailing zeros). */
export function goodsQuantityText(quantity: number): string {
  const text = formatIndianNumber(quantity, 3);
  return text.replace(/\.?0+$/, '');
}

/** The refusal of more back than is out, in the browser and on the server: "Only 2,000 left with the job worker". */
export const onlyOutMessage = (pending: number) =>
  pending <= 0
    ? 'Nothing is left with the job worker on this line'
    : `Only ${goodsQuantityText(pending)} left with the job worker`;

/** The portal's unit codes (UQC): ITC-04 takes no other. */
const UNIT_CODES = Object.keys(GST_UNITS) as [GstUnit, ...GstUnit[]];

export const JOB_WORK_SORTABLE = [
  'challanNumber',
  'challanDate',
  'jobWorkerName',
  'totalValue',
  'status',
  'createdAt',
  'updatedAt',
] as const;

export const jobWorkLineInputSchema = z
  .object({
    itemType: z.enum(JOB_WORK_ITEM_TYPES, { error: 'Choose a part or bar stock' }),
    /** A part line's product; its stock moves when the product's stock is tracked. */
    productId: optionalIdField('Choose a product from the list'),
    /** A bar stock line's grade and rod size ("EN8", "Ø25"): the stock item it draws from. */
    grade: optionalTextField(50),
    rodSize: optionalTextField(50),
    /** The heat the goods are taken from; left empty, the oldest heats in stock go first. */
    heatNumber: optionalTextField(50),
    description: requiredText('Description is required', 300),
    hsnCode: hsnCodeField,
    unit: z.enum(UNIT_CODES, { error: 'Choose a unit from the GST list (NOS, KGS …)' }),
    quantity: goodsQuantityField(),
    /** The goods' taxable value in rupees: rule 55 challans and ITC-04 state it. */
    value: amountField('Value is required', { positive: true }),
    gstRate: gstRateField,
  })
  .superRefine((line, ctx) => {
    if (line.itemType === 'part' && !line.productId) {
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'Choose the part being sent' });
    }
    if (line.itemType === 'material') {
      if (!line.grade) ctx.addIssue({ code: 'custom', path: ['grade'], message: 'Grade is required for bar stock' });
      if (!line.rodSize) {
        ctx.addIssue({ code: 'custom', path: ['rodSize'], message: 'Rod size is required for bar stock' });
      }
    }
  });
export type JobWorkLineInput = z.input<typeof jobWorkLineInputSchema>;

/** POST job-work-challans and PUT job-work-challans/{id}: a draft, whole. */
export const jobWorkChallanInputSchema = z
  .object({
    /** The job worker: a supplier. */
    supplierId: z.uuid({ error: 'Choose the job worker' }),
    challanDate: documentDateField('Challan date is required'),
    /** What is to be done: heat treatment, zinc plating … */
    process: requiredText('Say what the job worker is to do', 200),
    expectedReturnDate: optionalDocumentDateField(),
    vehicleNumber: optionalTextField(20),
    remarks: optionalTextField(500),
    lines: documentLinesField(jobWorkLineInputSchema, MAX_JOB_WORK_LINES),
    version: versionField,
  })
  .superRefine((challan, ctx) => {
    const { challanDate, expectedReturnDate } = challan;
    if (expectedReturnDate && challanDate && expectedReturnDate < challanDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['expectedReturnDate'],
        message: 'The goods cannot be due back before the challan date',
      });
    }
  });
export type JobWorkChallanInput = z.input<typeof jobWorkChallanInputSchema>;
export type JobWorkChallanData = z.output<typeof jobWorkChallanInputSchema>;

export const jobWorkReceiptLineInputSchema = z
  .object({
    challanLineId: z.uuid({ error: 'Choose a line of the challan' }),
    /** Processed and accepted: back into stock. */
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

/** POST job-work-challans/{id}/receipts: what came back, under the job worker's own challan. */
export const jobWorkReceiptInputSchema = z.object({
  receiptDate: documentDateField('Receipt date is required'),
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
});
export type JobWorkReceiptInput = z.input<typeof jobWorkReceiptInputSchema>;
export type JobWorkReceiptData = z.output<typeof jobWorkReceiptInputSchema>;

export const jobWorkListFilterSchema = z.object({
  status: z.enum(JOB_WORK_CHALLAN_STATUSES, { error: 'Unknown status' }).optional(),
  supplierId: z.uuid({ error: 'Job worker is invalid' }).optional(),
  /** `true`: goods still with the job worker (sent or partly received); `false`: none out. */
  pending: z
    .enum(['true', 'false'], { error: 'pending must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** `true`: goods still out more than a year (section 143: deemed supplied). */
  overdue: z
    .enum(['true', 'false'], { error: 'overdue must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type JobWorkListFilter = z.output<typeof jobWorkListFilterSchema>;

/** `GET job-work/itc-04?financialYear=2026-27&half=1`: April–September (1) or October–March (2). */
export const itc04QuerySchema = z.object({
  financialYear: z
    .string({ error: 'financialYear must be like 2026-27' })
    .regex(/^20\d\d-\d\d$/, 'financialYear must be like 2026-27')
    .refine(
      (text) => (Number(text.slice(0, 4)) + 1) % 100 === Number(text.slice(5)),
      'financialYear must be like 2026-27',
    ),
  half: z
    .enum(['1', '2'], { error: 'half must be 1 (April–September) or 2 (October–March)' })
    .transform((v) => Number(v) as 1 | 2),
});
export type Itc04Query = z.output<typeof itc04QuerySchema>;

export const jobWorkChallanLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  itemType: z.enum(JOB_WORK_ITEM_TYPES),
  itemKey: z.string(),
  productId: z.string().nullable(),
  grade: z.string().nullable(),
  rodSize: z.string().nullable(),
  heatNumber: z.string(),
  description: z.string(),
  hsnCode: z.string().nullable(),
  unit: z.string(),
  quantity: z.number(),
  value: z.number(),
  gstRate: z.number(),
  /** Back so far (good + rejected), and each; scrap in kg. */
  returnedQuantity: z.number(),
  goodQuantity: z.number(),
  rejectedQuantity: z.number(),
  scrapKg: z.number(),
  /** Still with the job worker. */
  pendingQuantity: z.number(),
});
export type JobWorkChallanLine = z.infer<typeof jobWorkChallanLineSchema>;

/** One row of the list, and the header of the detail. */
export const jobWorkChallanSummarySchema = z.object({
  id: z.string(),
  challanNumber: z.string().nullable(),
  status: z.enum(JOB_WORK_CHALLAN_STATUSES),
  supplierId: z.string(),
  jobWorkerName: z.string(),
  jobWorkerGstin: z.string().nullable(),
  jobWorkerState: z.string().nullable(),
  challanDate: z.string(),
  process: z.string(),
  expectedReturnDate: z.string().nullable(),
  totalValue: z.number(),
  /** Σ sent and Σ still out, in `unit` when every line has the same unit (null when they differ). */
  quantity: z.number(),
  pendingQuantity: z.number(),
  unit: z.string().nullable(),
  /** While goods are out (sent, partly received): days since the challan date; else null. */
  daysOut: z.number().int().nullable(),
  /** Goods out more than a year: deemed supplied (section 143(3)); from `overdueOn`. */
  overdue: z.boolean(),
  overdueOn: z.string().nullable(),
  sentAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  statusReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobWorkChallanSummary = z.infer<typeof jobWorkChallanSummarySchema>;

/** GET job-work-challans/{id}: everything the printed challan shows. */
export const jobWorkChallanSchema = jobWorkChallanSummarySchema.extend({
  jobWorkerAddress: z.string().nullable(),
  vehicleNumber: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The company that sends the goods (the consigner), as it is now: the challan is printed with today's letterhead. */
  company: companyLetterheadSchema,
  lines: z.array(jobWorkChallanLineSchema),
});
export type JobWorkChallan = z.infer<typeof jobWorkChallanSchema>;

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
  receiptDate: z.string(),
  jobWorkerChallanNumber: z.string().nullable(),
  jobWorkerChallanDate: z.string().nullable(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(jobWorkReceiptLineSchema),
});
export type JobWorkReceipt = z.infer<typeof jobWorkReceiptSchema>;

const itc04Table4RowSchema = z.object({
  jobWorker: z.string(),
  challanNumber: z.string(),
  challanDate: z.string(),
  description: z.string(),
  uqc: z.string(),
  quantity: z.number(),
  taxableValue: z.number(),
  typeOfGoods: z.literal('Inputs'),
  centralTaxRate: z.number(),
  stateTaxRate: z.number(),
  integratedTaxRate: z.number(),
  cessRate: z.number(),
});

const itc04Table5ARowSchema = z.object({
  jobWorker: z.string(),
  jobWorkerChallanNumber: z.string(),
  jobWorkerChallanDate: z.string().nullable(),
  description: z.string(),
  uqc: z.string(),
  quantity: z.number(),
  originalChallanNumber: z.string(),
  originalChallanDate: z.string(),
  natureOfJobWork: z.string(),
  lossesUqc: z.string(),
  lossesQuantity: z.number(),
});

/** GET job-work/itc-04: the half-year's Table 4 and Table 5A (compliance/itc-04.ts builds them). */
export const itc04ReportSchema = z.object({
  financialYear: z.string(),
  half: z.union([z.literal(1), z.literal(2)]),
  from: z.string(),
  to: z.string(),
  table4: z.array(itc04Table4RowSchema),
  table5A: z.array(itc04Table5ARowSchema),
});
