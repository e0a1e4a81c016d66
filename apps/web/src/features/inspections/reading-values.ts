import {
  combinedVerdict,
  firstPieceInputSchema,
  type InspectionCharacteristic,
  type InspectionResult,
  inProcessInputSchema,
  lotPdiInputSchema,
  MAX_SAMPLE_SIZE,
  pdiInputSchema,
  readingVerdict,
  readNumber,
  type TemplateCharacteristic,
  todayIn,
  withinTolerance,
} from '@lathe/shared';
import { z } from 'zod';

/*
 * The inspection forms' values: every figure as typed (text), one measured cell per sample piece,
 * the gauge it is measured with, and the inspector's pass or fail for a characteristic without a
 * nominal. From a control plan a row also keeps its own smaller sample, the kind of gauge and the
 * reaction plan (shown when it fails; never sent). The same shared rules the server applies judge
 * each row as it is typed; what is sent is the API's body.
 */

export interface ReadingValues {
  characteristic: string;
  nominal: string;
  lowerTolerance: string;
  upperTolerance: string;
  unit: string;
  /** One cell per sample piece; only the first `sampleSize` are read. */
  measured: string[];
  /** The inspector's call where there is no nominal: '', 'pass' or 'fail'. */
  result: '' | InspectionResult;
  /** The gauge it is measured with; null for none. */
  gaugeId: string | null;
  /** The chosen gauge's name before the gauges load (the plan's, "VC-012"). */
  gaugeLabel: string;
  /** The plan's own smaller sample of this characteristic; null measures the form's sample. */
  samples: number | null;
  /** The plan's kind of gauge and reaction plan; '' without a plan. */
  gaugeType: string;
  reactionPlan: string;
}

export interface InspectionFormValues {
  inspectedOn: string;
  inspectorId: string | null;
  /** The sample as typed (PDI, in-process, lot); a first piece measures one piece. */
  sampleSize: string;
  readings: ReadingValues[];
  remarks: string;
  /** An in-process inspection's operation, machine and what called for it. */
  operationId?: string;
  machineId?: string | null;
  trigger?: string;
  /** A lot PDI's pieces. */
  lotQuantity?: string;
}

const figure = (value: number | null) => (value === null ? '' : String(value));

/** A characteristic the template proposes, as a row to fill in: `samples` empty cells, no call made. */
export const readingRow = (
  c: InspectionCharacteristic & Partial<TemplateCharacteristic>,
  samples: number,
): ReadingValues => ({
  characteristic: c.characteristic,
  nominal: figure(c.nominal),
  lowerTolerance: figure(c.lowerTolerance),
  upperTolerance: figure(c.upperTolerance),
  unit: c.unit,
  measured: Array.from({ length: samples }, () => ''),
  result: '',
  gaugeId: c.gaugeId ?? null,
  gaugeLabel: c.gaugeId ? (c.gaugeCode ?? '') : '',
  samples: c.sampleSize ?? null,
  gaugeType: c.gaugeType ?? '',
  reactionPlan: c.reactionPlan ?? '',
});

export const blankReading = (samples: number): ReadingValues =>
  readingRow({ characteristic: '', nominal: null, lowerTolerance: null, upperTolerance: null, unit: 'mm' }, samples);

/** The pieces a row measures: its own smaller sample, else the form's. */
export const rowSamples = (row: Pick<ReadingValues, 'samples'> | undefined, samples: number) =>
  Math.min(row?.samples ?? samples, samples);

/** A new form dated today (India's date), the template's characteristics in order. */
export const inspectionFormValues = (
  characteristics: (InspectionCharacteristic & Partial<TemplateCharacteristic>)[],
  samples: number,
): InspectionFormValues => ({
  inspectedOn: todayIn(),
  inspectorId: null,
  sampleSize: String(samples),
  readings: characteristics.length ? characteristics.map((c) => readingRow(c, samples)) : [blankReading(samples)],
  remarks: '',
});

/** The sample as typed when it is a whole number the API takes; else null (nothing to lay out). */
export function sampleCount(text: string | undefined): number | null {
  const value = readNumber(text ?? null);
  return value !== null && Number.isInteger(value) && value >= 1 && value <= MAX_SAMPLE_SIZE ? value : null;
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/**
 * A row as the API takes it: a characteristic without a nominal sends no values (its cells are
 * off), one with a nominal its first cells (its own sample when smaller, said as its
 * `sampleSize`); no call made is null; the gauge only when one is chosen.
 */
function readingBody(row: ReadingValues, samples: number) {
  const visual = blank(row.nominal);
  const own = rowSamples(row, samples);
  return {
    characteristic: row.characteristic,
    nominal: row.nominal,
    lowerTolerance: row.lowerTolerance,
    upperTolerance: row.upperTolerance,
    unit: row.unit,
    measured: visual ? [] : Array.from({ length: own }, (_, i) => row.measured?.[i] ?? ''),
    result: row.result || null,
    ...(own < samples ? { sampleSize: own } : {}),
    ...(row.gaugeId ? { gaugeId: row.gaugeId } : {}),
  };
}

/** What the form's values become before the shared schema reads them (same shape, so errors land on their cells). */
function toBody(samples: (values: InspectionFormValues) => number) {
  return (input: unknown) => {
    const values = input as InspectionFormValues;
    const count = samples(values);
    return { ...values, readings: (values.readings ?? []).map((row) => readingBody(row, count)) };
  };
}

/** The first-piece form's schema: its values read as the API's body, one piece measured. */
export const firstPieceFormSchema = (workOrderId: string) =>
  z.preprocess(
    (input) => ({ ...(toBody(() => 1)(input) as object), workOrderId }),
    firstPieceInputSchema,
  ) as unknown as z.ZodType<z.output<typeof firstPieceInputSchema>, InspectionFormValues>;

/** The PDI form's schema: the sample typed lays out each row's values. */
export const pdiFormSchema = (dispatchId: string, productId: string) =>
  z.preprocess(
    (input) => ({
      ...(toBody((values) => sampleCount(values.sampleSize) ?? 0)(input) as object),
      dispatchId,
      productId,
    }),
    pdiInputSchema,
  ) as unknown as z.ZodType<z.output<typeof pdiInputSchema>, InspectionFormValues>;

/** The in-process form's schema: the sample typed lays out each row's values. */
export const inProcessFormSchema = (workOrderId: string) =>
  z.preprocess(
    (input) => ({ ...(toBody((values) => sampleCount(values.sampleSize) ?? 0)(input) as object), workOrderId }),
    inProcessInputSchema,
  ) as unknown as z.ZodType<z.output<typeof inProcessInputSchema>, InspectionFormValues>;

/** The lot PDI form's schema: the sample typed lays out each row's values. */
export const lotPdiFormSchema = (workOrderId: string) =>
  z.preprocess(
    (input) => ({ ...(toBody((values) => sampleCount(values.sampleSize) ?? 0)(input) as object), workOrderId }),
    lotPdiInputSchema,
  ) as unknown as z.ZodType<z.output<typeof lotPdiInputSchema>, InspectionFormValues>;

/**
 * A row's verdict as typed: with a nominal, its band (both tolerances typed) against the values
 * typed (its own sample's) — a value out fails it at once, a cell still empty leaves it open;
 * without one, the inspector's call. Null while it cannot be judged.
 */
export function typedVerdict(row: ReadingValues | undefined, formSamples: number): InspectionResult | null {
  if (!row) return null;
  const samples = rowSamples(row, formSamples);
  const nominal = readNumber(row.nominal);
  if (row.nominal === undefined || blank(row.nominal)) return row.result || null;
  const lower = readNumber(row.lowerTolerance);
  const upper = readNumber(row.upperTolerance);
  if ([nominal, lower, upper].some((v) => v === null || Number.isNaN(v))) return null;
  const figures = { nominal, lowerTolerance: lower, upperTolerance: upper };
  const values = Array.from({ length: samples }, (_, i) => readNumber(row.measured?.[i] ?? ''));
  const typed = values.filter((v): v is number => v !== null && !Number.isNaN(v));
  if (typed.some((value) => !withinTolerance(value, figures))) return 'fail';
  if (typed.length < samples) return null;
  return readingVerdict({ ...figures, measured: typed });
}

/** The inspection's verdict as typed: every row's taken together. */
export const typedInspectionVerdict = (rows: ReadingValues[] | undefined, samples: number) =>
  combinedVerdict((rows ?? []).map((row) => typedVerdict(row, samples)));
