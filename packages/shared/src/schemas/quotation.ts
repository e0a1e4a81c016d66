import { z } from 'zod';
import { QUOTATION_STATUSES, type QuotationStatus } from '../documents/quotation-flow.js';
import { fromPaise } from '../money/money.js';
import { type PieceCost, pieceCost } from '../plant/piece-cost.js';
import { OPERATION_KINDS } from '../production/schedule.js';
import { optionalTextField, requiredText, versionField } from './common.js';
import { companyLetterheadSchema } from './company-settings.js';
import {
  amountField,
  documentDateField,
  documentLinesField,
  MAX_LINE_QUANTITY,
  requiredNumber,
} from './document-fields.js';
import { EFFICIENCY_MESSAGE, MAX_EFFICIENCY_PERCENT, MAX_SETUP_MINUTES } from './machine-capacity.js';
import { decimalPlaces } from './product-numbers.js';

/*
 * Quotations (issue 30): what a customer is offered for each part, a price a piece at each
 * quantity, worked out on a cost sheet the customer never sees (plant/piece-cost.ts): the bar,
 * each operation's machine time at the machine's hour rate, the setups spread over the quantity,
 * outside operations, packing, a rejection allowance, overheads and margin. The sheet's figures
 * are kept as they were quoted, so a later change of a rate or a cycle time leaves a sent offer
 * as it was sent.
 */

export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  enquiry: 'Enquiry',
  sent: 'Sent',
  won: 'Won',
  lost: 'Lost',
  revised: 'Revised',
  converted: 'Converted',
};

export const QUOTATION_SORTABLE = [
  'quotationNumber',
  'quotationDate',
  'validUntil',
  'customerName',
  'status',
  'createdAt',
  'updatedAt',
] as const;

export const MAX_QUOTATION_LINES = 50;
/** Quantities one line may be priced at (price breaks). */
export const MAX_PRICE_BREAKS = 5;
/** A product has at most six operations (its cycle times); a few more may be typed. */
export const MAX_COST_OPERATIONS = 10;
export const MAX_OUTSIDE_OPERATIONS = 10;
/** Above this a rejection allowance is a typo, not a process. */
export const MAX_REJECTION_PERCENT = 50;
export const MAX_OVERHEAD_PERCENT = 500;
export const MAX_MARGIN_PERCENT = 500;
/** Bar a piece takes, kg: a turned part is well under this. */
export const MAX_BAR_KG_PER_PIECE = 1000;

/** Where the bar's rate came from: the last goods receipt of it, the last purchase order, or typed. */
export const BAR_RATE_SOURCES = ['grn', 'po', 'typed'] as const;
export type BarRateSource = (typeof BAR_RATE_SOURCES)[number];
export const BAR_RATE_SOURCE_LABELS: Record<BarRateSource, string> = {
  grn: 'Last goods receipt',
  po: 'Last purchase order',
  typed: 'Typed',
};

/** The cost sheet's defaults for a new line: what a plant of this kind usually allows. */
export const COST_DEFAULTS = { rejectionPercent: 2, overheadPercent: 15, marginPercent: 10 } as const;

/** A percent of the cost sheet: 0 to `max`, at most 2 decimals. */
const percentField = (label: string, max: number) =>
  requiredNumber(`${label} is required`, (value) => {
    if (value < 0) return 'Must be 0 or more';
    if (value > max) return `At most ${max} %`;
    return decimalPlaces(value) > 2 ? 'Maximum 2 decimal places' : undefined;
  });

const wholeNumber = (required: string, min: number, max: number, message: string) =>
  requiredNumber(required, (value) => (!Number.isInteger(value) || value < min || value > max ? message : undefined));

const setupMessage = `Setup time must be 0 to ${MAX_SETUP_MINUTES} whole minutes`;

/** One operation as costed: the machine it is priced on, with that machine's figures as they were. */
export const costOperationSchema = z.object({
  label: requiredText('Name the operation', 60),
  machineId: z.uuid({ error: 'Machine is invalid' }).nullish(),
  machineNo: optionalTextField(50),
  cycleTimeSec: requiredNumber('Cycle time is required', (value) => {
    if (value <= 0) return 'Time must be positive';
    if (value >= 100_000) return 'Must be less than 100,000 seconds';
    return decimalPlaces(value) > 1 ? 'Maximum 1 decimal place' : undefined;
  }),
  efficiencyPercent: wholeNumber(EFFICIENCY_MESSAGE, 1, MAX_EFFICIENCY_PERCENT, EFFICIENCY_MESSAGE),
  setupMinutes: wholeNumber('Setup time is required', 0, MAX_SETUP_MINUTES, setupMessage),
  hourRate: amountField('Hour rate is required'),
});
export type CostOperationInput = z.input<typeof costOperationSchema>;

/** Work sent out (plating, heat treatment), at a rate a piece. */
export const outsideOperationSchema = z.object({
  process: requiredText('Say what the job worker does', 100),
  ratePerPiece: amountField('Rate a piece is required'),
});

/** A quantity the line is priced at, and the price a piece offered there. */
export const priceBreakSchema = z.object({
  quantity: requiredNumber('Quantity is required', (value) => {
    if (!Number.isInteger(value)) return 'Must be a whole number';
    if (value < 1) return 'Must be at least 1';
    return value >= MAX_LINE_QUANTITY ? 'Must be less than 10,000,000' : undefined;
  }),
  price: amountField('Price is required', { positive: true }),
});

export const EACH_BREAK_LARGER = 'Each quantity must be larger than the one before';

export const quotationLineInputSchema = z.object({
  productId: z.uuid({ error: 'Product is required' }),
  barKgPerPiece: requiredNumber('Bar a piece is required', (value) => {
    if (value <= 0) return 'Must be a positive number';
    if (value >= MAX_BAR_KG_PER_PIECE) return 'Must be less than 1,000 kg';
    return decimalPlaces(value) > 3 ? 'Maximum 3 decimal places' : undefined;
  }),
  barRate: amountField('Bar rate is required'),
  barRateSource: z.enum(BAR_RATE_SOURCES, { error: 'Say where the bar rate came from' }).default('typed'),
  operations: z
    .array(costOperationSchema, { error: 'Operations must be a list' })
    .max(MAX_COST_OPERATIONS, `At most ${MAX_COST_OPERATIONS} operations`),
  outside: z
    .array(outsideOperationSchema, { error: 'Outside operations must be a list' })
    .max(MAX_OUTSIDE_OPERATIONS, `At most ${MAX_OUTSIDE_OPERATIONS} outside operations`)
    .default([]),
  packingPerPiece: amountField('Packing a piece is required'),
  rejectionPercent: percentField('Rejection allowance', MAX_REJECTION_PERCENT),
  overheadPercent: percentField('Overheads', MAX_OVERHEAD_PERCENT),
  marginPercent: percentField('Margin', MAX_MARGIN_PERCENT),
  breaks: z
    .array(priceBreakSchema, { error: 'Quantities must be a list' })
    .min(1, 'Add at least one quantity')
    .max(MAX_PRICE_BREAKS, `At most ${MAX_PRICE_BREAKS} quantities`)
    .superRefine((breaks, ctx) => {
      breaks.forEach((one, index) => {
        const before = breaks[index - 1];
        if (before && typeof before.quantity === 'number' && one.quantity <= before.quantity) {
          ctx.addIssue({ code: 'custom', path: [index, 'quantity'], message: EACH_BREAK_LARGER });
        }
      });
    }),
});
export type QuotationLineInput = z.input<typeof quotationLineInputSchema>;
export type QuotationLineData = z.output<typeof quotationLineInputSchema>;

export const VALID_BEFORE_QUOTATION = 'Valid until cannot be before the quotation date';
export const ENQUIRY_AFTER_QUOTATION = 'The enquiry cannot be after the quotation date';

/** POST quotations and PUT quotations/{id}: an enquiry's quotation, whole (header and lines). */
export const quotationInputSchema = z
  .object({
    customerId: z.uuid({ error: 'Customer is required' }),
    /** The customer's request for quotation: its reference and date. */
    enquiryReference: optionalTextField(60),
    enquiryDate: documentDateField('Enquiry date is required'),
    quotationDate: documentDateField('Quotation date is required'),
    validUntil: documentDateField('Valid until is required'),
    paymentTerms: optionalTextField(200),
    deliveryTerms: optionalTextField(200),
    remarks: optionalTextField(1000),
    lines: documentLinesField(quotationLineInputSchema, MAX_QUOTATION_LINES),
    version: versionField,
  })
  .superRefine((quotation, ctx) => {
    if (quotation.validUntil < quotation.quotationDate) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: VALID_BEFORE_QUOTATION });
    }
    if (quotation.enquiryDate > quotation.quotationDate) {
      ctx.addIssue({ code: 'custom', path: ['enquiryDate'], message: ENQUIRY_AFTER_QUOTATION });
    }
  });
export type QuotationInput = z.input<typeof quotationInputSchema>;
export type QuotationData = z.output<typeof quotationInputSchema>;

export const quotationListFilterSchema = z.object({
  status: z.enum(QUOTATION_STATUSES, { error: 'Unknown status' }).optional(),
  customerId: z.uuid({ error: 'Customer is invalid' }).optional(),
});
export type QuotationListFilter = z.output<typeof quotationListFilterSchema>;

/** One row of the list, and the header of the detail. */
export const quotationSummarySchema = z.object({
  id: z.string(),
  /** Given when first sent (QT/2026-27/0001); its revisions keep it. */
  quotationNumber: z.string().nullable(),
  /** 0 for the first offer, 1, 2 … for each revision. */
  revision: z.number().int(),
  status: z.enum(QUOTATION_STATUSES),
  customerId: z.string(),
  customerName: z.string(),
  customerPartyCode: z.string(),
  enquiryReference: z.string().nullable(),
  enquiryDate: z.string(),
  quotationDate: z.string(),
  validUntil: z.string(),
  /** Sent, and past its validity today. */
  expired: z.boolean(),
  paymentTerms: z.string().nullable(),
  deliveryTerms: z.string().nullable(),
  remarks: z.string().nullable(),
  lineCount: z.number().int(),
  /** Why it was lost. */
  statusReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  wonAt: z.string().nullable(),
  lostAt: z.string().nullable(),
  convertedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuotationSummary = z.infer<typeof quotationSummarySchema>;

/** A piece's cost sheet in rupees (PieceCost's paise as the API and screens give them). */
export const costSheetSchema = z.object({
  material: z.number(),
  operations: z.array(
    z.object({ label: z.string(), machineNo: z.string().nullable(), run: z.number(), setup: z.number() }),
  ),
  machining: z.number(),
  setup: z.number(),
  inHouse: z.number(),
  rejection: z.number(),
  outside: z.number(),
  packing: z.number(),
  works: z.number(),
  overheads: z.number(),
  cost: z.number(),
  margin: z.number(),
  price: z.number(),
});
export type CostSheet = z.infer<typeof costSheetSchema>;

export const quotationBreakSchema = z.object({
  quantity: z.number().int(),
  /** The price a piece offered. */
  price: z.number(),
  /** The cost sheet at this quantity (the setups spread over it). */
  sheet: costSheetSchema,
});

/** An operation as a quotation line keeps it. */
const costOperationReadSchema = z.object({
  label: z.string(),
  machineId: z.string().nullable(),
  machineNo: z.string().nullable(),
  cycleTimeSec: z.number(),
  efficiencyPercent: z.number().int(),
  setupMinutes: z.number().int(),
  hourRate: z.number(),
});

export const quotationLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  productId: z.string(),
  drawingNumber: z.string(),
  description: z.string(),
  hsnCode: z.string().nullable(),
  gstRate: z.number(),
  barKgPerPiece: z.number(),
  barRate: z.number(),
  barRateSource: z.enum(BAR_RATE_SOURCES),
  operations: z.array(costOperationReadSchema),
  outside: z.array(z.object({ process: z.string(), ratePerPiece: z.number() })),
  packingPerPiece: z.number(),
  rejectionPercent: z.number(),
  overheadPercent: z.number(),
  marginPercent: z.number(),
  breaks: z.array(quotationBreakSchema),
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

/** Another revision of the same quotation, as its page lists them. */
export const quotationRevisionRefSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  status: z.enum(QUOTATION_STATUSES),
  quotationDate: z.string(),
});

/** GET quotations/{id}: the offer with its cost sheets, its revisions and what it became. */
export const quotationSchema = quotationSummarySchema.extend({
  customerAddress: z.string().nullable(),
  customerGstin: z.string().nullable(),
  customerState: z.string().nullable(),
  /** The company as it is now: a quotation is printed with today's letterhead. */
  seller: companyLetterheadSchema,
  lines: z.array(quotationLineSchema),
  /** Every revision of this quotation, the first offer first (this one among them). */
  revisions: z.array(quotationRevisionRefSchema),
  /** The draft sales order it was converted into. */
  salesOrder: z.object({ id: z.string(), orderNumber: z.string().nullable() }).nullable(),
  /** The draft blanket order it was converted into. */
  blanketOrder: z.object({ id: z.string(), blanketNumber: z.string().nullable() }).nullable(),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** The cost sheet in rupees. */
export function costSheetOf(cost: PieceCost): CostSheet {
  return {
    material: fromPaise(cost.materialPaise),
    operations: cost.operations.map((operation) => ({
      label: operation.label,
      machineNo: operation.machineNo,
      run: fromPaise(operation.runPaise),
      setup: fromPaise(operation.setupPaise),
    })),
    machining: fromPaise(cost.machiningPaise),
    setup: fromPaise(cost.setupPaise),
    inHouse: fromPaise(cost.inHousePaise),
    rejection: fromPaise(cost.rejectionPaise),
    outside: fromPaise(cost.outsidePaise),
    packing: fromPaise(cost.packingPaise),
    works: fromPaise(cost.worksPaise),
    overheads: fromPaise(cost.overheadPaise),
    cost: fromPaise(cost.costPaise),
    margin: fromPaise(cost.marginPaise),
    price: fromPaise(cost.pricePaise),
  };
}

/** What a line's cost sheet reads: its figures as typed or stored. */
export type CostedLine = Pick<
  QuotationLineData,
  'barKgPerPiece' | 'barRate' | 'packingPerPiece' | 'rejectionPercent' | 'overheadPercent' | 'marginPercent'
> & {
  operations: readonly {
    label: string;
    machineNo?: string | null | undefined;
    cycleTimeSec: number;
    efficiencyPercent: number;
    setupMinutes: number;
    hourRate: number;
  }[];
  outside: readonly { process: string; ratePerPiece: number }[];
};

/** A line's cost sheet for a batch of `quantity` pieces. */
export const lineCostSheet = (line: CostedLine, quantity: number): CostSheet =>
  costSheetOf(
    pieceCost({
      ...line,
      operations: line.operations.map((operation) => ({ ...operation, machineNo: operation.machineNo ?? null })),
      batchQuantity: quantity,
    }),
  );

/** GET quotations/cost-basis?productId=: what a new line's cost sheet starts from. */
export const costBasisQuerySchema = z.object({ productId: z.uuid({ error: 'Product is required' }) });

export const costBasisSchema = z.object({
  productId: z.string(),
  drawingNumber: z.string(),
  description: z.string(),
  /** Bar a piece takes (the bar's geometry, else the raw material weight); null when neither is known. */
  barKgPerPiece: z.number().nullable(),
  /** The piece's net weight, kg: what a job worker's rate by weight is worked on. */
  netKg: z.number().nullable(),
  /** The bar's last rate: the last goods receipt of it, else the last purchase order; null when never bought. */
  barRate: z.number().nullable(),
  barRateSource: z.enum(BAR_RATE_SOURCES),
  /**
   * The product's operations, each on the fastest machine that runs its kind (highest planning
   * efficiency, then least setup), with that machine's figures; hourRate null when it has none.
   */
  operations: z.array(
    costOperationReadSchema.extend({ kind: z.enum(OPERATION_KINDS), hourRate: z.number().nullable() }),
  ),
  /** The machines an operation may be costed on, with the figures a cost sheet takes from each. */
  machines: z.array(
    z.object({
      id: z.string(),
      machineNo: z.string(),
      machineName: z.string(),
      kinds: z.array(z.enum(OPERATION_KINDS)),
      efficiencyPercent: z.number().int(),
      setupMinutes: z.number().int(),
      hourRate: z.number().nullable(),
    }),
  ),
  /** Job work bought before (purchase orders' service lines), newest first, as a rate a piece. */
  outsideRates: z.array(
    z.object({
      process: z.string(),
      supplierName: z.string(),
      unit: z.string(),
      rate: z.number(),
      ratePerPiece: z.number().nullable(),
      poDate: z.string(),
    }),
  ),
});
export type CostBasis = z.infer<typeof costBasisSchema>;
