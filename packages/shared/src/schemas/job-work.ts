import { z } from 'zod';
import { GST_UNITS, type GstUnit } from '../compliance/gst-units.js';
import { JOB_WORK_GOODS_TYPES } from '../compliance/job-work-time-limit.js';
import { JOB_WORK_CHALLAN_STATUSES } from '../documents/job-work-flow.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { optionalIdField, optionalTextField, requiredText, versionField } from './common.js';
import { companyLetterheadSchema } from './company-settings.js';
import { amountField, documentDateField, documentLinesField, optionalDocumentDateField } from './document-fields.js';
import { gstRateField, hsnCodeField } from './gst-fields.js';
import { goodsQuantityField } from './stock-quantity-fields.js';

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

/**
 * The declaration for the goods a challan carries: "Inputs", "Capital goods", "Inputs and
 * capital goods" …, moulds, dies, jigs, fixtures and tools named as such (section 143).
 */
export function jobWorkDeclaration(goods: readonly (typeof JOB_WORK_GOODS_TYPES)[number][]): string {
  const kinds = JOB_WORK_GOODS_TYPES.filter((kind) => goods.includes(kind)).map(
    (kind) =>
      ({ inputs: 'inputs', capital_goods: 'capital goods', tools: 'moulds, dies, jigs, fixtures or tools' })[kind],
  );
  if (kinds.length <= 1 && (kinds[0] ?? 'inputs') === 'inputs') return JOB_WORK_CHALLAN_DECLARATION;
  const named = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : (kinds[0] as string);
  return JOB_WORK_CHALLAN_DECLARATION.replace('Inputs', named.charAt(0).toUpperCase() + named.slice(1));
}

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
    /** Section 143: inputs (back within a year), capital goods (three years), moulds, dies, jigs, fixtures, tools (no limit). */
    goodsType: z
      .enum(JOB_WORK_GOODS_TYPES, { error: 'Choose inputs, capital goods or tools' })
      .optional()
      .default('inputs'),
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

export const jobWorkListFilterSchema = z.object({
  status: z.enum(JOB_WORK_CHALLAN_STATUSES, { error: 'Unknown status' }).optional(),
  supplierId: z.uuid({ error: 'Job worker is invalid' }).optional(),
  /** `true`: goods still with the job worker (sent or partly received); `false`: none out. */
  pending: z
    .enum(['true', 'false'], { error: 'pending must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** `true`: goods still out past their limit (section 143: deemed supplied) with no issued invoice for them. */
  overdue: z
    .enum(['true', 'false'], { error: 'overdue must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type JobWorkListFilter = z.output<typeof jobWorkListFilterSchema>;

export const jobWorkChallanLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  itemType: z.enum(JOB_WORK_ITEM_TYPES),
  itemKey: z.string(),
  goodsType: z.enum(JOB_WORK_GOODS_TYPES),
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
  /** Section 143's limit for the line's goods while the challan is out: the last day back and the day after it; null for tools. */
  lastDay: z.string().nullable(),
  overdueOn: z.string().nullable(),
  /** Past its limit with goods still out and no issued invoice for them: deemed supplied (143(3)). */
  overdue: z.boolean(),
  /** The invoice proposed for the goods deemed supplied, its number once issued and its status. */
  deemedSupplyInvoiceId: z.string().nullable(),
  deemedSupplyInvoiceNumber: z.string().nullable(),
  deemedSupplyInvoiceStatus: z.string().nullable(),
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
  /** Goods out past their limit (a year for inputs, three for capital goods) with no issued invoice: deemed supplied (section 143(3)), from `overdueOn`. */
  overdue: z.boolean(),
  overdueOn: z.string().nullable(),
  /** The goods of the line whose limit ends first: what the list's flag names ("Out over 3 years"). */
  overdueGoods: z.enum(JOB_WORK_GOODS_TYPES).nullable(),
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
