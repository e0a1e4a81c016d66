import { z } from 'zod';
import { todayIn } from '../calendar.js';
import { fileNameOf } from '../file-name.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { optionalIdField, optionalTextField, requiredText, safeText } from './common.js';
import { companyLetterheadSchema } from './company-settings.js';
import { documentDateField, queryDayField } from './document-fields.js';
import { decimalPlaces, INVALID_NUMBER, readNumber } from './product-numbers.js';

/*
 * Inspections (issue 21): a work order's first piece measured against its drawing before
 * production may be recorded, and the pre-dispatch inspection (PDI) of what a dispatch sends.
 * Each is a list of readings: a characteristic with its nominal and tolerance and what each
 * sample piece measured, or one judged by eye ("Free of burrs") with the inspector's pass or
 * fail. Whether a reading and an inspection pass is decided here, once: the form shows it as it
 * is typed and the server stores its own verdict, never the client's, for a measured reading.
 */

export const INSPECTION_KINDS = ['first_piece', 'pdi'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];
export const INSPECTION_KIND_LABELS: Record<InspectionKind, string> = {
  first_piece: 'First piece',
  pdi: 'Pre-dispatch (PDI)',
};

export const INSPECTION_RESULTS = ['pass', 'fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export const INSPECTION_RESULT_LABELS: Record<InspectionResult, string> = { pass: 'Pass', fail: 'Fail' };

/** Most characteristics one inspection lists. */
export const MAX_READINGS = 50;
export const CHARACTERISTIC_MAX = 100;
export const UNIT_MAX = 10;
/** Pieces a PDI measures of each characteristic: 1 to 1,000, 5 unless the inspector says otherwise. */
export const MAX_SAMPLE_SIZE = 1000;
export const DEFAULT_PDI_SAMPLE_SIZE = 5;
/** A first-piece inspection measures the one piece. */
export const FIRST_PIECE_SAMPLE_SIZE = 1;
/** Every figure is kept to the ten-thousandth (NUMERIC(12,4)) and below a million. */
export const MEASURE_PLACES = 4;
export const MEASURE_LIMIT = 1_000_000;

export const INSPECTION_DATE_IN_FUTURE = 'The inspection date cannot be in the future';

// ---------------------------------------------------------------------------------------------
// The verdict

/** A figure in ten-thousandths: figures have at most 4 decimals, so the comparison is exact (24.98 → 249800). */
export const toTenThousandths = (value: number) => Math.round(value * 10_000);

/** What a reading's verdict reads: the drawing's figures, what was measured, and the inspector's own call. */
export interface ReadingFigures {
  nominal: number | null;
  lowerTolerance: number | null;
  upperTolerance: number | null;
  measured: readonly number[];
  /** The inspector's pass or fail: the verdict of a characteristic without a nominal, ignored for one with. */
  result?: InspectionResult | null | undefined;
}

/** The accepted band [nominal + lower, nominal + upper] in ten-thousandths; null without a nominal. */
export function toleranceBand(reading: Pick<ReadingFigures, 'nominal' | 'lowerTolerance' | 'upperTolerance'>) {
  if (reading.nominal === null) return null;
  const nominal = toTenThousandths(reading.nominal);
  return {
    low: nominal + toTenThousandths(reading.lowerTolerance ?? 0),
    high: nominal + toTenThousandths(reading.upperTolerance ?? 0),
  };
}

/** Whether one measured value lies within the band (its limits included). */
export function withinTolerance(
  value: number,
  reading: Pick<ReadingFigures, 'nominal' | 'lowerTolerance' | 'upperTolerance'>,
): boolean {
  const band = toleranceBand(reading);
  if (!band) return false;
  const measured = toTenThousandths(value);
  return measured >= band.low && measured <= band.high;
}

/**
 * A reading's verdict: with a nominal, pass when every measured value lies within
 * [nominal + lower, nominal + upper], fail when one does not; without one, the inspector's call.
 * Null while it cannot be judged yet (nothing measured, no call made).
 */
export function readingVerdict(reading: ReadingFigures): InspectionResult | null {
  if (reading.nominal === null) return reading.result ?? null;
  if (reading.measured.length === 0) return null;
  return reading.measured.every((value) => withinTolerance(value, reading)) ? 'pass' : 'fail';
}

/** Verdicts taken together: any fail fails; else null while one is unjudged (or there is none); else pass. */
export function combinedVerdict(verdicts: readonly (InspectionResult | null)[]): InspectionResult | null {
  if (verdicts.length === 0) return null;
  if (verdicts.includes('fail')) return 'fail';
  return verdicts.includes(null) ? null : 'pass';
}

/** The inspection passes only when every reading passes; null while a reading cannot be judged (or there is none). */
export const inspectionVerdict = (readings: readonly ReadingFigures[]): InspectionResult | null =>
  combinedVerdict(readings.map(readingVerdict));

/** A figure as the report prints it: at least 2 decimals, up to 4 (25 → "25.00", 24.985 → "24.985"). */
export function measureText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return formatIndianNumber(value, MEASURE_PLACES).replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** A tolerance with its sign: "+0.05", "-0.02", "0.00". */
export function toleranceText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value > 0 ? `+${measureText(value)}` : measureText(value);
}

/** "24.96 – 24.98": the accepted band; empty without a nominal. */
export function bandText(reading: Pick<ReadingFigures, 'nominal' | 'lowerTolerance' | 'upperTolerance'>): string {
  const band = toleranceBand(reading);
  return band ? `${measureText(band.low / 10_000)} – ${measureText(band.high / 10_000)}` : '';
}

// ---------------------------------------------------------------------------------------------
// Input

const numberInput = z.union([z.number(), z.string(), z.null()], { error: INVALID_NUMBER }).optional();

/** A figure as typed (text from the form, a number from the API): the number, null when empty, or the problem. */
function readMeasure(value: unknown, rule?: (value: number) => string | undefined): number | null | string {
  const number = readNumber(value as string | number | null | undefined);
  if (number === null) return null;
  if (!Number.isFinite(number)) return INVALID_NUMBER;
  if (decimalPlaces(number) > MEASURE_PLACES) return `Maximum ${MEASURE_PLACES} decimal places`;
  if (Math.abs(number) >= MEASURE_LIMIT) return `Must be less than ${formatIndianNumber(MEASURE_LIMIT, 0)}`;
  return rule?.(number) ?? number;
}

/** An optional figure: the nominal, a tolerance. */
const optionalMeasure = (rule?: (value: number) => string | undefined) =>
  numberInput.transform((value, ctx): number | null => {
    const read = readMeasure(value, rule);
    if (typeof read !== 'string') return read;
    ctx.addIssue({ code: 'custom', message: read });
    return z.NEVER;
  });

/** One sample piece's measured value: required where it stands. */
const measuredValue = numberInput.transform((value, ctx): number => {
  const read = readMeasure(value);
  if (typeof read === 'number') return read;
  ctx.addIssue({ code: 'custom', message: read ?? 'Enter the measured value' });
  return z.NEVER;
});

/** One characteristic as inspected. */
export const inspectionReadingInputSchema = z
  .object({
    characteristic: requiredText('Name the characteristic', CHARACTERISTIC_MAX),
    nominal: optionalMeasure(),
    lowerTolerance: optionalMeasure((v) => (v > 0 ? 'The lower tolerance must be 0 or below (-0.02)' : undefined)),
    upperTolerance: optionalMeasure((v) => (v < 0 ? 'The upper tolerance must be 0 or above (+0.02)' : undefined)),
    unit: safeText(
      z
        .string()
        .trim()
        .max(UNIT_MAX, `Must be at most ${UNIT_MAX} characters`)
        .nullish()
        .transform((v) => v || 'mm'),
    ),
    /** One value per sample piece, for a characteristic with a nominal; none for one judged by eye. */
    measured: z
      .array(measuredValue, { error: 'Measured values must be a list' })
      .max(MAX_SAMPLE_SIZE, `At most ${formatIndianNumber(MAX_SAMPLE_SIZE, 0)} values`)
      .default([]),
    /** The inspector's call, for a characteristic without a nominal; one with a nominal is judged by its figures. */
    result: z.enum(INSPECTION_RESULTS, { error: 'Choose pass or fail' }).nullish(),
  })
  .superRefine((reading, ctx) => {
    if (reading.nominal === null) {
      for (const field of ['lowerTolerance', 'upperTolerance'] as const) {
        if (reading[field] !== null) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'A tolerance needs a nominal value' });
        }
      }
      if (reading.measured.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['measured'],
          message: 'Without a nominal there is nothing to measure against: enter the nominal or mark pass or fail',
        });
      }
      if (!reading.result) ctx.addIssue({ code: 'custom', path: ['result'], message: 'Mark it pass or fail' });
      return;
    }
    if (reading.lowerTolerance === null) {
      ctx.addIssue({ code: 'custom', path: ['lowerTolerance'], message: 'Enter the lower tolerance (0 for none)' });
    }
    if (reading.upperTolerance === null) {
      ctx.addIssue({ code: 'custom', path: ['upperTolerance'], message: 'Enter the upper tolerance (0 for none)' });
    }
  });
export type InspectionReadingInput = z.input<typeof inspectionReadingInputSchema>;
export type InspectionReadingData = z.output<typeof inspectionReadingInputSchema>;

const readingsField = z
  .array(inspectionReadingInputSchema, { error: 'Add at least one characteristic' })
  .min(1, 'Add at least one characteristic')
  .max(MAX_READINGS, `At most ${MAX_READINGS} characteristics`)
  .superRefine((readings, ctx) => {
    const seen = new Set<string>();
    readings.forEach((reading, index) => {
      const key = reading.characteristic.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'characteristic'],
          message: 'This characteristic is listed twice',
        });
      }
      seen.add(key);
    });
  });

/** Each measured characteristic has one value per sample piece. */
function sampleCountRule(sampleSize: number, readings: InspectionReadingData[], ctx: z.RefinementCtx) {
  readings.forEach((reading, index) => {
    if (reading.nominal === null || reading.measured.length === sampleSize) return;
    ctx.addIssue({
      code: 'custom',
      path: ['readings', index, 'measured'],
      message:
        sampleSize === 1
          ? 'Enter the measured value'
          : `Enter ${formatIndianNumber(sampleSize, 0)} measured values, one per sample piece`,
    });
  });
}

/** The day it was inspected: a real day from 2000 on, and not after today (India time). */
export const inspectionDateField = documentDateField('Inspection date is required').refine(
  (day) => day <= todayIn(),
  INSPECTION_DATE_IN_FUTURE,
);

const sampleSizeField = z
  .union([z.number(), z.string()], { error: 'Sample size must be a whole number' })
  .optional()
  .transform((value, ctx) => {
    const number = readNumber(value ?? null) ?? DEFAULT_PDI_SAMPLE_SIZE;
    if (Number.isInteger(number) && number >= 1 && number <= MAX_SAMPLE_SIZE) return number;
    ctx.addIssue({ code: 'custom', message: `Sample size must be a whole number from 1 to ${MAX_SAMPLE_SIZE}` });
    return z.NEVER;
  });

/** What both kinds of inspection record besides their subject. */
const inspectionFields = {
  inspectedOn: inspectionDateField,
  /** The employee who inspected; left empty, none is named. */
  inspectorId: optionalIdField('Choose the inspector from the list'),
  readings: readingsField,
  remarks: optionalTextField(500),
};

/** POST inspections/first-piece: the first piece of a released (or in-progress) work order, measured once. */
export const firstPieceInputSchema = z
  .object({ workOrderId: z.uuid({ error: 'Choose the work order' }), ...inspectionFields })
  .superRefine((inspection, ctx) => sampleCountRule(FIRST_PIECE_SAMPLE_SIZE, inspection.readings, ctx));
export type FirstPieceInput = z.input<typeof firstPieceInputSchema>;
export type FirstPieceData = z.output<typeof firstPieceInputSchema>;

/**
 * POST inspections/pdi: the dispatch's pre-dispatch inspection, `sampleSize` pieces measured of
 * each characteristic. A dispatch has one PDI report, of one of the products it sends:
 * `productId` names it when the dispatch sends several (else its only product is taken).
 */
export const pdiInputSchema = z
  .object({
    dispatchId: z.uuid({ error: 'Choose the dispatch' }),
    productId: optionalIdField('Choose a product the dispatch sends'),
    sampleSize: sampleSizeField,
    ...inspectionFields,
  })
  .superRefine((inspection, ctx) => sampleCountRule(inspection.sampleSize, inspection.readings, ctx));
export type PdiInput = z.input<typeof pdiInputSchema>;
export type PdiData = z.output<typeof pdiInputSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** A characteristic the template proposes: the drawing's figures, or those of the product's latest inspection. */
export const inspectionCharacteristicSchema = z.object({
  characteristic: z.string(),
  nominal: z.number().nullable(),
  lowerTolerance: z.number().nullable(),
  upperTolerance: z.number().nullable(),
  unit: z.string(),
});
export type InspectionCharacteristic = z.infer<typeof inspectionCharacteristicSchema>;

export const inspectionReadingSchema = inspectionCharacteristicSchema.extend({
  seq: z.number().int(),
  measured: z.array(z.number()),
  /** The least and the most measured; null without measured values. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  result: z.enum(INSPECTION_RESULTS),
});
export type InspectionReading = z.infer<typeof inspectionReadingSchema>;

/** A work order a PDI's pieces were made in, and the heats of the bar it drew. */
export const inspectionWorkOrderSchema = z.object({
  id: z.string(),
  woNumber: z.string().nullable(),
  heatNumbers: z.array(z.string()),
});

/** GET inspections/{id}: the inspection with what its report prints. */
export const inspectionSchema = z.object({
  id: z.string(),
  kind: z.enum(INSPECTION_KINDS),
  result: z.enum(INSPECTION_RESULTS),
  inspectedOn: z.string(),
  inspectorId: z.string().nullable(),
  inspectorName: z.string().nullable(),
  sampleSize: z.number().int(),
  /** The pieces it stands for: the work order's quantity, or what the dispatch sent of the product. */
  lotQuantity: z.number().int().nullable(),
  remarks: z.string().nullable(),
  productId: z.string(),
  productDescription: z.string(),
  drawingNumber: z.string(),
  partyCode: z.string(),
  /** A first piece's work order. */
  workOrderId: z.string().nullable(),
  workOrderNumber: z.string().nullable(),
  /** A first piece: whether it is its work order's latest, the one that decides whether production may be recorded. */
  decides: z.boolean(),
  /** A PDI's dispatch, its order and customer, and the invoices that billed it. */
  dispatchId: z.string().nullable(),
  challanNumber: z.string().nullable(),
  dispatchDate: z.string().nullable(),
  salesOrderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  customerPoNumber: z.string().nullable(),
  invoices: z.array(z.object({ id: z.string(), invoiceNumber: z.string(), invoiceDate: z.string() })),
  /** The work orders the pieces were made in, with the heats of their bar. */
  workOrders: z.array(inspectionWorkOrderSchema),
  readings: z.array(inspectionReadingSchema),
  /** The company as it is now: the report is printed with today's letterhead. */
  company: companyLetterheadSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

export const INSPECTION_SORTABLE = ['inspectedOn', 'kind', 'result', 'updatedAt'] as const;

/**
 * A report's PDF file name: a PDI's its challan and drawing, "PDI-DC-2026-27-0007-DRG-118.pdf" (a
 * dispatch of several products has a report of each); a first piece's its work order and the
 * inspection's id.
 */
export const inspectionPdfName = (inspection: Inspection) =>
  fileNameOf(
    inspection.kind === 'pdi'
      ? `PDI-${inspection.challanNumber ?? inspection.id.slice(0, 8)}-${inspection.drawingNumber}`
      : `First-piece-${inspection.workOrderNumber ?? 'WO'}-${inspection.id.slice(0, 8)}`,
    'pdf',
  );

/** A row of the inspections list. */
export const inspectionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(INSPECTION_KINDS),
  result: z.enum(INSPECTION_RESULTS),
  inspectedOn: z.string(),
  productId: z.string(),
  productDescription: z.string(),
  drawingNumber: z.string(),
  /** What was inspected: the work order's number, or the dispatch's challan number. */
  workOrderId: z.string().nullable(),
  workOrderNumber: z.string().nullable(),
  dispatchId: z.string().nullable(),
  challanNumber: z.string().nullable(),
  inspectorName: z.string().nullable(),
  sampleSize: z.number().int(),
  createdAt: z.string(),
});
export type InspectionSummary = z.infer<typeof inspectionSummarySchema>;

export const inspectionListFilterSchema = z.object({
  kind: z.enum(INSPECTION_KINDS, { error: 'Unknown kind' }).optional(),
  result: z.enum(INSPECTION_RESULTS, { error: 'Result must be pass or fail' }).optional(),
  productId: z.uuid({ error: 'Product is invalid' }).optional(),
  from: queryDayField('From').optional(),
  to: queryDayField('To').optional(),
  workOrderId: z.uuid({ error: 'Work order is invalid' }).optional(),
  dispatchId: z.uuid({ error: 'Dispatch is invalid' }).optional(),
  /** The PDI reports of a sales order's dispatches (the order's dispatch rows link them). */
  salesOrderId: z.uuid({ error: 'Sales order is invalid' }).optional(),
});
export type InspectionListFilter = z.infer<typeof inspectionListFilterSchema>;

/** Where the proposed characteristics came from. */
export const TEMPLATE_SOURCES = ['inspection', 'drawing'] as const;

const templateFields = {
  productId: z.string(),
  productDescription: z.string(),
  drawingNumber: z.string(),
  /** `inspection`: the product's latest inspection's characteristics; `drawing`: the product's final OD, ID and length. */
  source: z.enum(TEMPLATE_SOURCES),
  characteristics: z.array(inspectionCharacteristicSchema),
};

/** GET inspections/first-piece/template/{workOrderId}: the work order and the characteristics to measure. */
export const firstPieceTemplateSchema = z.object({
  ...templateFields,
  workOrder: z.object({
    id: z.string(),
    woNumber: z.string().nullable(),
    status: z.string(),
    quantity: z.number().int(),
    dueDate: z.string(),
  }),
  /** The work order's earlier attempts, latest first: the latest decides. */
  attempts: z.array(z.object({ id: z.string(), inspectedOn: z.string(), result: z.enum(INSPECTION_RESULTS) })),
});
export type FirstPieceTemplate = z.infer<typeof firstPieceTemplateSchema>;

export const pdiTemplateQuerySchema = z.object({
  productId: z.uuid({ error: 'Choose a product the dispatch sends' }).optional(),
});

/** GET inspections/pdi/template/{dispatchId}: the dispatch, the products it sends, and the characteristics of the one chosen. */
export const pdiTemplateSchema = z.object({
  ...templateFields,
  dispatch: z.object({
    id: z.string(),
    challanNumber: z.string().nullable(),
    dispatchDate: z.string(),
    salesOrderId: z.string(),
    orderNumber: z.string().nullable(),
    customerName: z.string(),
  }),
  /** What the dispatch sends, each product with its PDI report when it has one (one a product). */
  products: z.array(
    z.object({
      productId: z.string(),
      drawingNumber: z.string(),
      description: z.string(),
      quantity: z.number().int(),
      inspectionId: z.string().nullable(),
    }),
  ),
});
export type PdiTemplate = z.infer<typeof pdiTemplateSchema>;
