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
 * Issue 31 adds the in-process inspection of an operation on its machine (at a setup, after a
 * tool change, or at the control plan's frequency) and the PDI of a work order's lot before it
 * is dispatched, and the gauge each characteristic was measured with.
 * Each is a list of readings: a characteristic with its nominal and tolerance and what each
 * sample piece measured, or one judged by eye ("Free of burrs") with the inspector's pass or
 * fail. Whether a reading and an inspection pass is decided here, once: the form shows it as it
 * is typed and the server stores its own verdict, never the client's, for a measured reading.
 */

export const INSPECTION_KINDS = ['first_piece', 'in_process', 'pdi'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];
export const INSPECTION_KIND_LABELS: Record<InspectionKind, string> = {
  first_piece: 'First piece',
  in_process: 'In-process',
  pdi: 'Pre-dispatch (PDI)',
};

/** What called for an in-process inspection: a setup of the operation on the machine, a tool change, or the plan's frequency. */
export const IN_PROCESS_TRIGGERS = ['setup', 'tool_change', 'periodic'] as const;
export type InProcessTrigger = (typeof IN_PROCESS_TRIGGERS)[number];
export const IN_PROCESS_TRIGGER_LABELS: Record<InProcessTrigger, string> = {
  setup: 'Setup',
  tool_change: 'Tool change',
  periodic: 'Periodic',
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

/** The unit a figure is in: up to 10 characters, mm unless given. */
const unitField = safeText(
  z
    .string()
    .trim()
    .max(UNIT_MAX, `Must be at most ${UNIT_MAX} characters`)
    .nullish()
    .transform((v) => v || 'mm'),
);

/**
 * How a characteristic is specified, as an inspection or a control plan holds it: its nominal and
 * the tolerances either side (each to the ten-thousandth, the lower 0 or below, the upper 0 or
 * above, so lower ≤ upper), and its unit.
 */
export const characteristicFigureFields = {
  nominal: optionalMeasure(),
  lowerTolerance: optionalMeasure((v) => (v > 0 ? 'The lower tolerance must be 0 or below (-0.02)' : undefined)),
  upperTolerance: optionalMeasure((v) => (v < 0 ? 'The upper tolerance must be 0 or above (+0.02)' : undefined)),
  unit: unitField,
};

type Figures = { nominal: number | null; lowerTolerance: number | null; upperTolerance: number | null };

/**
 * The figures taken together: a tolerance needs a nominal; a nominal needs both tolerances (0 for
 * none). Answers whether the characteristic is measured (has a nominal).
 */
export function figuresRule(figures: Figures, ctx: z.RefinementCtx): boolean {
  if (figures.nominal === null) {
    for (const field of ['lowerTolerance', 'upperTolerance'] as const) {
      if (figures[field] !== null) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'A tolerance needs a nominal value' });
      }
    }
    return false;
  }
  if (figures.lowerTolerance === null) {
    ctx.addIssue({ code: 'custom', path: ['lowerTolerance'], message: 'Enter the lower tolerance (0 for none)' });
  }
  if (figures.upperTolerance === null) {
    ctx.addIssue({ code: 'custom', path: ['upperTolerance'], message: 'Enter the upper tolerance (0 for none)' });
  }
  return true;
}

/** Pieces measured: a whole number from 1 to 1,000. */
export const SAMPLE_SIZE_MESSAGE = `Sample size must be a whole number from 1 to ${MAX_SAMPLE_SIZE}`;

/** A sample size as typed or sent: the number, null when empty, or the problem. */
export function readSampleSize(value: unknown): number | null | string {
  const number = readNumber((value ?? null) as string | number | null);
  if (number === null) return null;
  return Number.isInteger(number) && number >= 1 && number <= MAX_SAMPLE_SIZE ? number : SAMPLE_SIZE_MESSAGE;
}

/** One sample piece's measured value: required where it stands. */
const measuredValue = numberInput.transform((value, ctx): number => {
  const read = readMeasure(value);
  if (typeof read === 'number') return read;
  ctx.addIssue({ code: 'custom', message: read ?? 'Enter the measured value' });
  return z.NEVER;
});

/** An inspection or a plan lists each characteristic once, whatever its case: a second is refused on its name. */
export function eachCharacteristicOnce(list: readonly { characteristic: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const key = item.characteristic.toLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: [index, 'characteristic'], message: 'This characteristic is listed twice' });
    }
    seen.add(key);
  });
}

/** One characteristic as inspected. */
export const inspectionReadingInputSchema = z
  .object({
    characteristic: requiredText('Name the characteristic', CHARACTERISTIC_MAX),
    ...characteristicFigureFields,
    /** One value per sample piece, for a characteristic with a nominal; none for one judged by eye. */
    measured: z
      .array(measuredValue, { error: 'Measured values must be a list' })
      .max(MAX_SAMPLE_SIZE, `At most ${formatIndianNumber(MAX_SAMPLE_SIZE, 0)} values`)
      .default([]),
    /** The inspector's call, for a characteristic without a nominal; one with a nominal is judged by its figures. */
    result: z.enum(INSPECTION_RESULTS, { error: 'Choose pass or fail' }).nullish(),
    /**
     * Pieces measured of this characteristic when fewer than the inspection's sample (its control
     * plan says so); left out, the inspection's sample size.
     */
    sampleSize: z
      .union([z.number(), z.string(), z.null()], { error: SAMPLE_SIZE_MESSAGE })
      .optional()
      .transform((value, ctx): number | undefined => {
        const read = readSampleSize(value);
        if (typeof read !== 'string') return read ?? undefined;
        ctx.addIssue({ code: 'custom', message: read });
        return z.NEVER;
      }),
    /** The gauge it was measured with: one usable (calibrated) on the inspection date. */
    gaugeId: optionalIdField('Choose the gauge from the list'),
  })
  .superRefine((reading, ctx) => {
    if (figuresRule(reading, ctx)) return;
    if (reading.measured.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['measured'],
        message: 'Without a nominal there is nothing to measure against: enter the nominal or mark pass or fail',
      });
    }
    if (!reading.result) ctx.addIssue({ code: 'custom', path: ['result'], message: 'Mark it pass or fail' });
  });
export type InspectionReadingInput = z.input<typeof inspectionReadingInputSchema>;
export type InspectionReadingData = z.output<typeof inspectionReadingInputSchema>;

const readingsField = z
  .array(inspectionReadingInputSchema, { error: 'Add at least one characteristic' })
  .min(1, 'Add at least one characteristic')
  .max(MAX_READINGS, `At most ${MAX_READINGS} characteristics`)
  .superRefine(eachCharacteristicOnce);

/**
 * Each measured characteristic has one value per sample piece: the inspection's sample, or the
 * characteristic's own smaller one.
 */
function sampleCountRule(sampleSize: number, readings: InspectionReadingData[], ctx: z.RefinementCtx) {
  readings.forEach((reading, index) => {
    if (reading.sampleSize !== undefined && reading.sampleSize > sampleSize) {
      ctx.addIssue({
        code: 'custom',
        path: ['readings', index, 'sampleSize'],
        message: `At most the inspection's sample of ${formatIndianNumber(sampleSize, 0)}`,
      });
      return;
    }
    const pieces = reading.sampleSize ?? sampleSize;
    if (reading.nominal === null || reading.measured.length === pieces) return;
    ctx.addIssue({
      code: 'custom',
      path: ['readings', index, 'measured'],
      message:
        pieces === 1
          ? 'Enter the measured value'
          : `Enter ${formatIndianNumber(pieces, 0)} measured values, one per sample piece`,
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
    const read = readSampleSize(value) ?? DEFAULT_PDI_SAMPLE_SIZE;
    if (typeof read === 'number') return read;
    ctx.addIssue({ code: 'custom', message: read });
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

/**
 * POST inspections/in-process: an operation of a released (or in-progress) work order inspected
 * on a machine, at a setup, after a tool change or at the plan's frequency, `sampleSize` pieces
 * measured of each characteristic (or a characteristic's own smaller sample).
 */
export const inProcessInputSchema = z
  .object({
    workOrderId: z.uuid({ error: 'Choose the work order' }),
    operationId: z.uuid({ error: 'Choose the operation' }),
    machineId: z.uuid({ error: 'Choose the machine' }),
    trigger: z.enum(IN_PROCESS_TRIGGERS, { error: 'Choose what called for the inspection' }),
    sampleSize: sampleSizeField,
    ...inspectionFields,
  })
  .superRefine((inspection, ctx) => sampleCountRule(inspection.sampleSize, inspection.readings, ctx));
export type InProcessInput = z.input<typeof inProcessInputSchema>;
export type InProcessData = z.output<typeof inProcessInputSchema>;

const LOT_QUANTITY_MESSAGE = 'Lot quantity must be a whole number of at least 1';

/**
 * POST inspections/lot: the pre-dispatch inspection of a work order's lot before it is packed and
 * sent: `lotQuantity` of its good pieces (no more than it has made), `sampleSize` of them measured.
 */
export const lotPdiInputSchema = z
  .object({
    workOrderId: z.uuid({ error: 'Choose the work order' }),
    lotQuantity: z.union([z.number(), z.string()], { error: 'Enter the lot quantity' }).transform((value, ctx) => {
      const number = readNumber(value);
      if (number !== null && Number.isInteger(number) && number >= 1 && number <= 100_000_000) return number;
      ctx.addIssue({ code: 'custom', message: number === null ? 'Enter the lot quantity' : LOT_QUANTITY_MESSAGE });
      return z.NEVER;
    }),
    sampleSize: sampleSizeField,
    ...inspectionFields,
  })
  .superRefine((inspection, ctx) => {
    if (inspection.sampleSize > inspection.lotQuantity) {
      ctx.addIssue({ code: 'custom', path: ['sampleSize'], message: 'The sample cannot be more than the lot' });
    }
    sampleCountRule(inspection.sampleSize, inspection.readings, ctx);
  });
export type LotPdiInput = z.input<typeof lotPdiInputSchema>;
export type LotPdiData = z.output<typeof lotPdiInputSchema>;

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
  /** The gauge it was measured with, by its code ("VC-012"); null when none was named. */
  gaugeId: z.string().nullable(),
  gaugeCode: z.string().nullable(),
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
  /** The work order of a first piece, an in-process inspection or a lot's PDI. */
  workOrderId: z.string().nullable(),
  workOrderNumber: z.string().nullable(),
  /** A first piece: whether it is its work order's latest, the one that decides whether production may be recorded. */
  decides: z.boolean(),
  /** An in-process inspection's operation ("2. Single setup"), its machine and what called for it. */
  operationId: z.string().nullable(),
  operationLabel: z.string().nullable(),
  machineId: z.string().nullable(),
  machineNo: z.string().nullable(),
  machineName: z.string().nullable(),
  trigger: z.enum(IN_PROCESS_TRIGGERS).nullable(),
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

/** A PDI of a work order's lot, before dispatch, rather than of a dispatch. */
export const isLotPdi = (inspection: Pick<Inspection, 'kind' | 'dispatchId'>) =>
  inspection.kind === 'pdi' && inspection.dispatchId === null;

/** A report's file stem: what it inspected, "PDI-DC-2026-27-0007-DRG-118", "In-process-WO-…-1a2b3c4d". */
function pdfStem(inspection: Inspection): string {
  const order = inspection.workOrderNumber ?? 'WO';
  const id = inspection.id.slice(0, 8);
  if (inspection.kind === 'in_process') return `In-process-${order}-${id}`;
  if (inspection.kind === 'first_piece') return `First-piece-${order}-${id}`;
  if (isLotPdi(inspection)) return `PDI-lot-${order}-${inspection.drawingNumber}-${id}`;
  return `PDI-${inspection.challanNumber ?? id}-${inspection.drawingNumber}`;
}

/**
 * A report's PDF file name: a PDI's its challan and drawing, "PDI-DC-2026-27-0007-DRG-118.pdf" (a
 * dispatch of several products has a report of each); a lot's PDI its work order, drawing and id;
 * a first piece's and an in-process inspection's its work order and the inspection's id.
 */
export const inspectionPdfName = (inspection: Inspection) => fileNameOf(pdfStem(inspection), 'pdf');

/** A row of the inspections list. */
export const inspectionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(INSPECTION_KINDS),
  result: z.enum(INSPECTION_RESULTS),
  inspectedOn: z.string(),
  productId: z.string(),
  productDescription: z.string(),
  drawingNumber: z.string(),
  /** What was inspected: the work order's number (first piece, in-process, a lot's PDI), or the dispatch's challan number. */
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
export const TEMPLATE_SOURCES = ['control_plan', 'inspection', 'drawing'] as const;
export type TemplateSource = (typeof TEMPLATE_SOURCES)[number];

/**
 * A characteristic a form proposes: its figures, and from a control plan also its class, how it is
 * measured, its own sample (null: the form's), the gauge it takes (the plan's very gauge, when it
 * may be used today) and what to do when it is out.
 */
export const templateCharacteristicSchema = inspectionCharacteristicSchema.extend({
  special: z.string(),
  method: z.string(),
  sampleSize: z.number().int().nullable(),
  gaugeType: z.string(),
  gaugeId: z.string().nullable(),
  gaugeCode: z.string().nullable(),
  reactionPlan: z.string(),
});
export type TemplateCharacteristic = z.infer<typeof templateCharacteristicSchema>;

/** A characteristic from an inspection or a drawing: nothing of a plan's. */
export const plainTemplateCharacteristic = (c: InspectionCharacteristic): TemplateCharacteristic => ({
  ...c,
  special: '',
  method: '',
  sampleSize: null,
  gaugeType: '',
  gaugeId: null,
  gaugeCode: null,
  reactionPlan: '',
});

const templateFields = {
  productId: z.string(),
  productDescription: z.string(),
  drawingNumber: z.string(),
  /**
   * `control_plan`: the product's control plan's characteristics for the form's stage;
   * `inspection`: the product's latest inspection's characteristics; `drawing`: the product's
   * final OD, ID and length.
   */
  source: z.enum(TEMPLATE_SOURCES),
  /** The control plan's revision the characteristics come from; null from another source. */
  planRevision: z.number().int().nullable(),
  /** The pieces the form measures of each characteristic: the most the plan asks for the stage, else the default. */
  sampleSize: z.number().int(),
  characteristics: z.array(templateCharacteristicSchema),
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

/** A work order's head as the in-process and lot forms show it. */
const templateWorkOrder = z.object({
  id: z.string(),
  woNumber: z.string().nullable(),
  status: z.string(),
  quantity: z.number().int(),
  /** Good pieces off its last operation so far: a lot's PDI covers no more. */
  goodQuantity: z.number().int(),
  dueDate: z.string(),
});

const machineRef = z.object({ id: z.string(), machineNo: z.string(), machineName: z.string() });
export type MachineRef = z.infer<typeof machineRef>;

/** An earlier inspection of the same kind of a work order, latest first. */
const earlierInspection = z.object({
  id: z.string(),
  inspectedOn: z.string(),
  result: z.enum(INSPECTION_RESULTS),
});

/** GET inspections/in-process/template/{workOrderId}: the work order, its operations and the characteristics to measure. */
export const inProcessTemplateSchema = z.object({
  ...templateFields,
  workOrder: templateWorkOrder,
  /** Its operations in order, each with the machine its last production entry ran on (the one to propose). */
  operations: z.array(
    z.object({
      id: z.string(),
      seq: z.number().int(),
      label: z.string(),
      goodQuantity: z.number().int(),
      lastMachine: machineRef.nullable(),
    }),
  ),
  /** Its earlier in-process inspections, latest first (at most the last ten). */
  earlier: z.array(
    earlierInspection.extend({
      operationLabel: z.string(),
      machineNo: z.string(),
      trigger: z.enum(IN_PROCESS_TRIGGERS),
    }),
  ),
});
export type InProcessTemplate = z.infer<typeof inProcessTemplateSchema>;

/** GET inspections/lot/template/{workOrderId}: the work order, its earlier lot PDIs and the characteristics to measure. */
export const lotPdiTemplateSchema = z.object({
  ...templateFields,
  workOrder: templateWorkOrder,
  /** Its earlier lot PDIs, latest first: the latest decides whether its boxes count as inspected. */
  earlier: z.array(earlierInspection.extend({ lotQuantity: z.number().int().nullable() })),
});
export type LotPdiTemplate = z.infer<typeof lotPdiTemplateSchema>;

/** GET inspections/machines?search=: machines by number or name, for the in-process form (any machine). */
export const machineRefSchema = machineRef;
