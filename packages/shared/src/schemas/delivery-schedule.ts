import { z } from 'zod';
import { addDays, indianDate, monthName } from '../calendar.js';
import { BUCKET_STATES } from '../schedules/delivery-performance.js';
import { isCalendarDate, optionalTextField, requiredText, versionField } from './common.js';
import { documentDateField, documentLinesField, MAX_LINE_QUANTITY, requiredNumber } from './document-fields.js';

/*
 * Delivery schedules (issue 30): what a customer wants of each part in a month, by day or by
 * week, the first days firm and the rest a forecast, revised again and again. Each revision is
 * kept whole; the latest is released as the month's release order (a sales order priced from the
 * blanket orders), which the plant's needs, material planning and the machine schedule read as
 * demand and dispatches are posted against, earliest bucket first.
 */

export const SCHEDULE_BUCKETS = ['day', 'week'] as const;
export type ScheduleBucket = (typeof SCHEDULE_BUCKETS)[number];

export const SCHEDULE_SOURCES = ['grid', 'xlsx', 'csv'] as const;
export type ScheduleSource = (typeof SCHEDULE_SOURCES)[number];
export const SCHEDULE_SOURCE_LABELS: Record<ScheduleSource, string> = {
  grid: 'Typed',
  xlsx: 'Excel workbook',
  csv: 'CSV file',
};

export const DELIVERY_SCHEDULE_SORTABLE = ['month', 'customerName', 'updatedAt'] as const;

/** Lines one revision may carry: 60 parts a day for a month. */
export const MAX_SCHEDULE_LINES = 2000;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The month's first and last day. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const next =
    Number(month.slice(5, 7)) === 12
      ? `${Number(month.slice(0, 4)) + 1}-01-01`
      : `${month.slice(0, 5)}${String(Number(month.slice(5, 7)) + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}

/** Whether a bucket falls in the month: a day in it, a week (dated by its Monday) with a day in it. */
export function bucketInMonth(bucket: ScheduleBucket, date: string, month: string): boolean {
  const { first, last } = monthBounds(month);
  return bucket === 'day' ? date >= first && date <= last : date <= last && addDays(date, 6) >= first;
}

/** Why a bucket cannot be on the month's schedule, or null. */
export function bucketProblem(bucket: ScheduleBucket, date: string, month: string): string | null {
  if (bucket === 'week' && new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) {
    return `A week is dated by its Monday; ${indianDate(date)} is not one`;
  }
  return bucketInMonth(bucket, date, month) ? null : `${indianDate(date)} is outside ${monthName(month)}`;
}

export const monthField = z
  .string({ error: 'Month is required' })
  .trim()
  .regex(MONTH, 'Enter the month as yyyy-mm, such as 2026-12')
  .refine((month) => month >= '2000-01' && month <= '2099-12', 'Enter a month between 2000 and 2099');

export const scheduleLineInputSchema = z.object({
  productId: z.uuid({ error: 'Product is required' }),
  bucket: z.enum(SCHEDULE_BUCKETS, { error: 'Choose a day or a week' }),
  date: documentDateField('Date is required'),
  quantity: requiredNumber('Quantity is required', (value) => {
    if (!Number.isInteger(value)) return 'Quantity must be a whole number';
    if (value < 0) return 'Quantity cannot be negative';
    return value >= MAX_LINE_QUANTITY ? 'Quantity must be less than 1,00,00,000' : undefined;
  }),
});
export type ScheduleLineInput = z.input<typeof scheduleLineInputSchema>;

/** The header of a revision, typed or imported: when it came, how far it is firm, the customer's reference. */
const revisionFields = {
  receivedOn: documentDateField('Received on is required'),
  /** Buckets due on or before this day are firm; the rest are the customer's forecast. */
  firmUntil: documentDateField('Firm until is required'),
  reference: optionalTextField(60),
};

/** The rules of a revision's lines against its month: each bucket in it, and once. */
function checkLines(
  value: { month: string; firmUntil: string; lines: readonly z.output<typeof scheduleLineInputSchema>[] },
  ctx: z.RefinementCtx,
) {
  // A month or a date that is not one has its own message already: nothing here to check it against.
  if (!MONTH.test(value.month) || !isCalendarDate(`${value.month}-01`)) return;
  const seen = new Map<string, number>();
  value.lines.forEach((line, index) => {
    if (typeof line.date !== 'string' || !isCalendarDate(line.date)) return;
    const problem = bucketProblem(line.bucket, line.date, value.month);
    if (problem) ctx.addIssue({ code: 'custom', path: ['lines', index, 'date'], message: problem });
    const key = `${line.productId}|${line.bucket}|${line.date}`;
    const first = seen.get(key);
    if (first !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines', index, 'date'],
        message: `This part and ${line.bucket} are already on line ${first + 1}`,
      });
    } else seen.set(key, index);
  });
  const { first } = monthBounds(value.month);
  if (value.firmUntil < addDays(first, -7)) {
    ctx.addIssue({
      code: 'custom',
      path: ['firmUntil'],
      message: `Firm until must be in ${monthName(value.month)} or after it`,
    });
  }
}

/** POST delivery-schedules: a customer's month, typed on the grid: a new schedule, or its next revision. */
export const deliveryScheduleInputSchema = z
  .object({
    customerId: z.uuid({ error: 'Customer is required' }),
    month: monthField,
    ...revisionFields,
    lines: documentLinesField(scheduleLineInputSchema, MAX_SCHEDULE_LINES),
    /** The schedule's version read, when revising one. */
    version: versionField,
  })
  .superRefine(checkLines);
export type DeliveryScheduleInput = z.input<typeof deliveryScheduleInputSchema>;
export type DeliveryScheduleData = z.output<typeof deliveryScheduleInputSchema>;

/** The columns a customer's file is read by, as the import asks for them (remembered per customer). */
export const scheduleMappingSchema = z.discriminatedUnion(
  'layout',
  [
    z.object({
      layout: z.literal('long'),
      headerRow: z.coerce.number({ error: 'Header row is a row number' }).int().min(1).max(1000),
      partColumn: requiredText('Name the column of part numbers', 100),
      dateColumn: requiredText('Name the column of dates', 100),
      quantityColumn: requiredText('Name the column of quantities', 100),
    }),
    z.object({
      layout: z.literal('wide'),
      headerRow: z.coerce.number({ error: 'Header row is a row number' }).int().min(1).max(1000),
      partColumn: requiredText('Name the column of part numbers', 100),
    }),
  ],
  { error: 'Choose how the file is laid out: a row a date (long) or a column a date (wide)' },
);
export type ScheduleMapping = z.output<typeof scheduleMappingSchema>;

/**
 * POST delivery-schedules/import and …/import/preview, the file as the body: the customer, the
 * month and the revision's header in the query, with the columns unless the customer's remembered
 * ones are to be used.
 */
export const scheduleImportQuerySchema = z.object({
  customerId: z.uuid({ error: 'Customer is required' }),
  month: monthField,
  ...revisionFields,
  layout: z.enum(['long', 'wide'], { error: 'Layout is long or wide' }).optional(),
  headerRow: z
    .string({ error: 'Header row is a row number' })
    .regex(/^[1-9]\d{0,3}$/, 'Header row is a row number')
    .optional(),
  partColumn: optionalTextField(100),
  dateColumn: optionalTextField(100),
  quantityColumn: optionalTextField(100),
  /** The sheet to read, by name; the first when absent. */
  sheet: optionalTextField(100),
});
export type ScheduleImportQuery = z.output<typeof scheduleImportQuerySchema>;

export const deliveryScheduleListFilterSchema = z.object({
  customerId: z.uuid({ error: 'Customer is invalid' }).optional(),
  month: monthField.optional(),
});
export type DeliveryScheduleListFilter = z.output<typeof deliveryScheduleListFilterSchema>;

export const deliveryScheduleSummarySchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerPartyCode: z.string(),
  month: z.string(),
  /** The latest revision: 0 for the first schedule. */
  revision: z.number().int(),
  receivedOn: z.string(),
  firmUntil: z.string(),
  reference: z.string().nullable(),
  lineCount: z.number().int(),
  scheduled: z.number().int(),
  dispatched: z.number().int(),
  /** The sales order its latest revision is released as. */
  releaseOrder: z.object({ id: z.string(), orderNumber: z.string().nullable(), status: z.string() }).nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryScheduleSummary = z.infer<typeof deliveryScheduleSummarySchema>;

export const deliveryScheduleLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  drawingNumber: z.string(),
  description: z.string(),
  bucket: z.enum(SCHEDULE_BUCKETS),
  date: z.string(),
  /** Due by: the day, or the Sunday ending the week. */
  dueBy: z.string(),
  quantity: z.number().int(),
  /** Due on or before the revision's firm-until day. */
  firm: z.boolean(),
  /** The release order's line it is dispatched against. */
  orderLineId: z.string().nullable(),
  dispatched: z.number().int(),
  leftToDispatch: z.number().int(),
  /** The blanket order's price in force on its due date. */
  rate: z.number().nullable(),
  state: z.enum(BUCKET_STATES),
});
export type DeliveryScheduleLine = z.infer<typeof deliveryScheduleLineSchema>;

export const scheduleRevisionSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  receivedOn: z.string(),
  firmUntil: z.string(),
  reference: z.string().nullable(),
  source: z.enum(SCHEDULE_SOURCES),
  fileName: z.string().nullable(),
  scheduled: z.number().int(),
  /** Against the revision before it: each part's moves in words; empty for the first. */
  difference: z.array(z.object({ productId: z.string(), partNumber: z.string(), text: z.string(), net: z.number() })),
  createdAt: z.string(),
});
export type ScheduleRevision = z.infer<typeof scheduleRevisionSchema>;

/** GET delivery-schedules/{id}: the latest revision's lines, every revision with its difference, the release order. */
export const deliveryScheduleSchema = deliveryScheduleSummarySchema.extend({
  lines: z.array(deliveryScheduleLineSchema),
  revisions: z.array(scheduleRevisionSchema),
});
export type DeliverySchedule = z.infer<typeof deliveryScheduleSchema>;

/** POST delivery-schedules/{id}/dispatches: parts sent, posted to the schedule's buckets earliest first. */
export const scheduleDispatchInputSchema = z.object({
  dispatchDate: documentDateField('Dispatch date is required'),
  vehicleReference: optionalTextField(100),
  notes: optionalTextField(300),
  lines: z
    .array(
      z.object({
        productId: z.uuid({ error: 'Product is required' }),
        quantity: requiredNumber('Quantity is required', (value) => {
          if (!Number.isInteger(value)) return 'Quantity must be a whole number';
          if (value < 0) return 'Quantity cannot be negative';
          return value >= MAX_LINE_QUANTITY ? 'Quantity must be less than 1,00,00,000' : undefined;
        }),
      }),
      { error: 'Lines must be a list' },
    )
    .max(200, 'At most 200 parts')
    .refine((lines) => lines.some((line) => line.quantity > 0), 'Enter a quantity to dispatch'),
  /** Why pieces go ahead of the firm zone: required when the dispatch reaches a forecast bucket. */
  reason: optionalTextField(300),
  pdiOverride: z.boolean({ error: 'pdiOverride must be true or false' }).optional(),
  version: versionField,
});
export type ScheduleDispatchInput = z.input<typeof scheduleDispatchInputSchema>;
export type ScheduleDispatchData = z.output<typeof scheduleDispatchInputSchema>;

/** The refusal when a dispatch reaches a bucket past the firm zone and no reason is given. */
export const beyondFirmZone = (firmUntil: string) =>
  `This dispatch reaches beyond the firm zone (firm until ${indianDate(firmUntil)}): give the reason`;

/** GET delivery-schedules/performance?customerId=&month=: how the month's schedule was kept. */
export const deliveryPerformanceQuerySchema = z.object({
  customerId: z.uuid({ error: 'Customer is invalid' }).optional(),
  month: monthField,
});

const bucketPerformanceSchema = z.object({
  id: z.string(),
  productId: z.string(),
  partNumber: z.string(),
  bucket: z.enum(SCHEDULE_BUCKETS),
  date: z.string(),
  dueBy: z.string(),
  scheduled: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  short: z.number().int(),
  state: z.enum(BUCKET_STATES),
});

export const deliveryPerformanceSchema = z.object({
  month: z.string(),
  asOf: z.string(),
  customers: z.array(
    z.object({
      customerId: z.string(),
      customerName: z.string(),
      scheduleId: z.string(),
      counted: z.number().int(),
      onTimeInFull: z.number().int(),
      otifPercent: z.number().nullable(),
      scheduled: z.number().int(),
      onTime: z.number().int(),
      deliveryPercent: z.number().nullable(),
      backlog: z.number().int(),
      /** Past-due pieces of the month before not dispatched when this month began. */
      carriedOver: z.number().int(),
      buckets: z.array(bucketPerformanceSchema),
      days: z.array(z.object({ date: z.string(), due: z.number().int(), dispatched: z.number().int() })),
    }),
  ),
});
export type DeliveryPerformanceReport = z.infer<typeof deliveryPerformanceSchema>;
