import { z } from 'zod';
import { addDays, todayIn } from '../calendar.js';
import { SPC_CHART_KINDS, WESTERN_ELECTRIC_RULES } from '../quality/spc.js';
import { isCalendarDate, requiredText } from './common.js';
import { DOCUMENT_DATE_MAX, DOCUMENT_DATE_MIN, queryDayField } from './document-fields.js';
import { CHARACTERISTIC_MAX, INSPECTION_KINDS } from './inspection.js';

/*
 * SPC (issue 31): a characteristic of a product charted from the readings its inspections
 * recorded (`GET spc`), and the characteristics a product has readings of (`GET spc/characteristics`).
 */

/** Days a chart shows unless told: the last 90, today included. */
export const SPC_DEFAULT_DAYS = 90;
/** The longest range a chart reads: a year, a leap day included. */
export const SPC_MAX_DAYS = 366;
/** The most subgroups a chart reads; past it the newest are kept. */
export const SPC_MAX_SUBGROUPS = 500;

const DAY = 86_400_000;
const productIdField = z.uuid({ error: 'Choose a product' });

/** `GET spc/characteristics?productId=`. */
export const spcCharacteristicsQuerySchema = z.object({ productId: productIdField });

/** The days a chart covers: `to` unset is today, `from` unset the 90 days up to `to`. */
export function spcChartDays(query: { from?: string | undefined; to?: string | undefined }, today: string = todayIn()) {
  const to = query.to ?? today;
  return { from: query.from ?? addDays(to, 1 - SPC_DEFAULT_DAYS), to };
}

/** `GET spc?productId=&characteristic=&from=&to=`: inclusive days (spcChartDays), at most a year apart. */
export const spcQuerySchema = z
  .object({
    productId: productIdField,
    characteristic: requiredText('Choose a characteristic', CHARACTERISTIC_MAX),
    from: queryDayField('From').optional(),
    to: queryDayField('To').optional(),
  })
  .superRefine((query, ctx) => {
    // Each day was refused on its own field already; they are compared only as days of the window.
    const refused = (day: string | undefined) =>
      day !== undefined && (!isCalendarDate(day) || day < DOCUMENT_DATE_MIN || day > DOCUMENT_DATE_MAX);
    if (refused(query.from) || refused(query.to)) return;
    const { from, to } = spcChartDays(query);
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if ((Date.parse(to) - Date.parse(from)) / DAY + 1 > SPC_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: `At most ${SPC_MAX_DAYS} days in one chart` });
    }
  });
export type SpcQuery = z.output<typeof spcQuerySchema>;

const spcProductSchema = z.object({ id: z.string(), drawingNumber: z.string(), description: z.string() });
export type SpcProduct = z.infer<typeof spcProductSchema>;

/** The drawing's figures of a characteristic: its control plan's, or else its latest reading's. */
const figuresFields = {
  unit: z.string(),
  nominal: z.number().nullable(),
  lowerTolerance: z.number().nullable(),
  upperTolerance: z.number().nullable(),
  /** Where the figures come from. */
  source: z.enum(['control_plan', 'reading']),
};

/** `GET spc/characteristics`: each characteristic the product has measured readings of. */
export const spcCharacteristicsSchema = z.object({
  product: spcProductSchema,
  characteristics: z.array(
    z.object({
      characteristic: z.string(),
      ...figuresFields,
      /** Readings recorded of it, in every inspection of the product. */
      readings: z.number().int(),
      lastInspectedOn: z.string(),
    }),
  ),
});
export type SpcCharacteristics = z.infer<typeof spcCharacteristicsSchema>;

/** `GET spc/products/options?search=`: up to 20 products with recorded readings. */
export const spcProductOptionsSchema = z.array(spcProductSchema);

const nullableNumber = z.number().nullable();

/** `GET spc`: the chart, its limits and the process capability. */
export const spcChartSchema = z.object({
  product: spcProductSchema,
  characteristic: z.string(),
  from: z.string(),
  to: z.string(),
  /** X̄-R for subgroups of 2 to 10, I-MR for one piece a reading; null without a reading to chart. */
  kind: z.enum(SPC_CHART_KINDS).nullable(),
  subgroupSize: z.number().int().nullable(),
  /** The specification the capability is worked against: the figures, and the limits they make. */
  spec: z.object({ ...figuresFields, lsl: nullableNumber, usl: nullableNumber }).nullable(),
  points: z.array(
    z.object({
      inspectionId: z.string(),
      inspectedOn: z.string(),
      inspectionKind: z.enum(INSPECTION_KINDS),
      values: z.array(z.number()),
      /** The subgroup's mean, or the value. */
      statistic: z.number(),
      /** The subgroup's range, or the moving range (none for the first value). */
      range: nullableNumber,
      /** The Western Electric rules the point breaks (1 to 4). */
      rules: z.array(z.union(WESTERN_ELECTRIC_RULES.map((rule) => z.literal(rule)))),
      rangeOut: z.boolean(),
      outOfSpec: z.boolean(),
    }),
  ),
  limits: z
    .object({
      centre: z.number(),
      ucl: z.number(),
      lcl: z.number(),
      rangeCentre: z.number(),
      rangeUcl: z.number(),
      rangeLcl: z.number(),
    })
    .nullable(),
  capability: z.object({
    n: z.number().int(),
    mean: nullableNumber,
    sigmaWithin: nullableNumber,
    sigmaOverall: nullableNumber,
    cp: nullableNumber,
    cpk: nullableNumber,
    pp: nullableNumber,
    ppk: nullableNumber,
  }),
  /** Readings of another size than the chart's, left out. */
  excluded: z.number().int(),
  /** More than SPC_MAX_SUBGROUPS readings in the range: the newest were kept. */
  truncated: z.boolean(),
});
export type SpcChartAnswer = z.infer<typeof spcChartSchema>;
export type SpcChartPoint = SpcChartAnswer['points'][number];
