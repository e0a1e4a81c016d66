import { z } from 'zod';
import { todayIn } from '../calendar.js';
import { searchQueryField } from '../list.js';
import type { GaugeState } from '../quality/gauge-due.js';
import { optionalIdField, optionalText, optionalTextField, putSchema, requiredText, safeText } from './common.js';
import { documentDateField, queryDayField, requiredNumber } from './document-fields.js';
import { materialCertificateSchema } from './goods-receipt.js';
import { decimalField } from './product-numbers.js';

/*
 * Gauges and instruments (issue 31): the register of what the inspections measure with, each
 * calibrated every so many days, and its calibrations with their certificates. Whether a gauge
 * may measure on a day is quality/gauge-due.ts's rule; this file is what is typed and answered.
 */

/** The kinds of gauge the form offers; any other kind may be typed (up to GAUGE_TYPE_MAX characters). */
export const GAUGE_TYPES = [
  'Vernier caliper',
  'Micrometer',
  'Plug gauge',
  'Ring gauge',
  'Thread plug gauge',
  'Thread ring gauge',
  'Snap gauge',
  'Height gauge',
  'Bore gauge',
  'Dial indicator',
  'Slip gauge',
  'Surface plate',
  'Other',
] as const;

export const GAUGE_CODE_MAX = 30;
export const GAUGE_NAME_MAX = 100;
export const GAUGE_TYPE_MAX = 60;
export const GAUGE_RANGE_MAX = 60;
export const GAUGE_UNIT_MAX = 10;
export const GAUGE_LOCATION_MAX = 100;
/** Calibration every 1 day to 10 years. */
export const GAUGE_FREQUENCY_MAX_DAYS = 3650;
export const GAUGE_FREQUENCY_MESSAGE = `Calibration frequency is whole days from 1 to ${GAUGE_FREQUENCY_MAX_DAYS}`;

export const GAUGE_STATUSES = ['active', 'retired'] as const;
export type GaugeStatus = (typeof GAUGE_STATUSES)[number];
export const GAUGE_STATUS_LABELS: Record<GaugeStatus, string> = { active: 'Active', retired: 'Retired' };

/** A gauge's states on a day (gaugeState), in the order the list's filter offers them. */
export const GAUGE_STATES = [
  'overdue',
  'due_soon',
  'calibrated',
  'uncalibrated',
  'retired',
] as const satisfies readonly GaugeState[];

export const CALIBRATION_RESULTS = ['pass', 'fail'] as const;
export type CalibrationResult = (typeof CALIBRATION_RESULTS)[number];
export const CALIBRATION_RESULT_LABELS: Record<CalibrationResult, string> = { pass: 'Pass', fail: 'Fail' };

export const GAUGE_CODE_TAKEN = 'A gauge with this code already exists';
export const CALIBRATION_DATE_IN_FUTURE = 'The calibration date cannot be in the future';

/** Optional text kept as '' when blank (the columns are NOT NULL with '' for none). */
const blankText = (max: number) => optionalText(max).transform((value) => value ?? '');

const gaugeFields = {
  /** The plant's own number on the gauge, "VC-012": unique whatever its case. */
  code: requiredText('Gauge code is required', GAUGE_CODE_MAX),
  name: requiredText('Gauge name is required', GAUGE_NAME_MAX),
  /** One of GAUGE_TYPES (as the list spells it, however typed), or the plant's own word for it. */
  gaugeType: requiredText('Gauge type is required', GAUGE_TYPE_MAX).transform(
    (type) => GAUGE_TYPES.find((offered) => offered.toLowerCase() === type.toLowerCase()) ?? type,
  ),
  /** What it reads across, as its maker states it: "0–150 mm". */
  rangeText: blankText(GAUGE_RANGE_MAX),
  /** The smallest step it reads, above 0, to the ten-thousandth; none for a plug or a surface plate. */
  leastCount: decimalField({
    positive: 'Least count must be more than 0',
    places: 4,
    placesMessage: 'Maximum 4 decimal places',
  }),
  unit: safeText(
    z
      .string()
      .trim()
      .max(GAUGE_UNIT_MAX, `Must be at most ${GAUGE_UNIT_MAX} characters`)
      .nullish()
      .transform((value) => value || 'mm'),
  ),
  location: blankText(GAUGE_LOCATION_MAX),
  calibrationFrequencyDays: requiredNumber('Calibration frequency is required', (days) =>
    Number.isInteger(days) && days >= 1 && days <= GAUGE_FREQUENCY_MAX_DAYS ? undefined : GAUGE_FREQUENCY_MESSAGE,
  ),
  status: z.enum(GAUGE_STATUSES, { error: 'Status must be active or retired' }).default('active'),
  remarks: optionalTextField(500),
};

/** POST gauges: a gauge as the form types it; its due date comes from its calibrations, never from here. */
export const gaugeInputSchema = z.object(gaugeFields);
/** PUT gauges/{id}: the whole gauge again, and the version read. */
export const gaugePutSchema = putSchema(gaugeInputSchema);
export type GaugeInput = z.input<typeof gaugeInputSchema>;
export type GaugeData = z.output<typeof gaugeInputSchema>;
export type GaugePutData = z.output<typeof gaugePutSchema>;

/** The day it was calibrated: a real day from 2000 on, and not after today (India time). */
export const calibrationDateField = documentDateField('Calibration date is required').refine(
  (day) => day <= todayIn(),
  CALIBRATION_DATE_IN_FUTURE,
);

/** POST gauges/{id}/calibrations: one calibration, its result and its certificate (uploaded first). */
export const calibrationInputSchema = z.object({
  calibratedOn: calibrationDateField,
  result: z.enum(CALIBRATION_RESULTS, { error: 'Choose pass or fail' }),
  /** The laboratory, or the plant's own standards room. */
  agency: blankText(100),
  certificateNumber: blankText(60),
  /** A certificate uploaded through POST gauges/certificates; none when there is no file. */
  certificateId: optionalIdField('Upload the certificate again'),
  remarks: optionalTextField(500),
});
export type CalibrationInput = z.input<typeof calibrationInputSchema>;
export type CalibrationData = z.output<typeof calibrationInputSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** A row of the list, and the head of GET gauges/{id}: `state` is today's (India), read when answered. */
export const gaugeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  gaugeType: z.string(),
  rangeText: z.string(),
  leastCount: z.number().nullable(),
  unit: z.string(),
  location: z.string(),
  calibrationFrequencyDays: z.number().int(),
  /** The latest calibration's day, passed or failed. */
  lastCalibratedOn: z.string().nullable(),
  /** The last day it may measure; null while its latest calibration failed or it was never calibrated. */
  dueOn: z.string().nullable(),
  status: z.enum(GAUGE_STATUSES),
  state: z.enum(GAUGE_STATES),
  remarks: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Gauge = z.infer<typeof gaugeSchema>;

export const gaugeCalibrationSchema = z.object({
  id: z.string(),
  calibratedOn: z.string(),
  result: z.enum(CALIBRATION_RESULTS),
  agency: z.string(),
  certificateNumber: z.string(),
  certificate: materialCertificateSchema.nullable(),
  /** The due date it set when recorded: calibrated on + the frequency then, when passed. */
  nextDueOn: z.string().nullable(),
  remarks: z.string().nullable(),
  /** Who recorded it. */
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type GaugeCalibration = z.infer<typeof gaugeCalibrationSchema>;

/** The inspections' kinds as stored (first piece, in-process, pre-dispatch). */
export const GAUGE_READING_KINDS = ['first_piece', 'in_process', 'pdi'] as const;
export const GAUGE_READING_KIND_LABELS: Record<(typeof GAUGE_READING_KINDS)[number], string> = {
  first_piece: 'First piece',
  in_process: 'In-process',
  pdi: 'Pre-dispatch (PDI)',
};

/** A characteristic an inspection measured with the gauge: what to look at again when it fails its calibration. */
export const gaugeReadingSchema = z.object({
  inspectionId: z.string(),
  kind: z.enum(GAUGE_READING_KINDS),
  inspectedOn: z.string(),
  productId: z.string(),
  drawingNumber: z.string(),
  productDescription: z.string(),
  characteristic: z.string(),
  result: z.enum(CALIBRATION_RESULTS),
});
export type GaugeReading = z.infer<typeof gaugeReadingSchema>;

/** The most readings GET gauges/{id} lists, the latest first. */
export const GAUGE_READINGS_SHOWN = 50;

/** GET gauges/{id}, and every write's answer: the gauge, its calibrations newest first, the latest readings taken with it. */
export const gaugeDetailSchema = gaugeSchema.extend({
  calibrations: z.array(gaugeCalibrationSchema),
  readings: z.array(gaugeReadingSchema),
});
export type GaugeDetail = z.infer<typeof gaugeDetailSchema>;

export const GAUGE_SORTABLE = ['code', 'name', 'gaugeType', 'dueOn', 'createdAt', 'updatedAt'] as const;

/** The list's filters: today's state, and the type as stored. */
export const gaugeListFilterSchema = z.object({
  state: z.enum(GAUGE_STATES, { error: 'Unknown state' }).optional(),
  type: safeText(z.string().trim().max(GAUGE_TYPE_MAX, `Must be at most ${GAUGE_TYPE_MAX} characters`))
    .optional()
    .transform((value) => value || undefined),
});
export type GaugeListFilter = z.output<typeof gaugeListFilterSchema>;

/** The most gauges the picker answers: narrow by search past it. */
export const GAUGE_OPTION_MATCHES = 50;

/** GET gauges/options: the gauges that may measure on a day (today, India, unless `on` says). */
export const gaugeOptionsQuerySchema = z.object({
  on: queryDayField('On').optional(),
  search: searchQueryField,
});

/** A gauge an inspection may name on the day asked. */
export const gaugeOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  gaugeType: z.string(),
  dueOn: z.string(),
});
export type GaugeOption = z.infer<typeof gaugeOptionSchema>;
export const gaugeOptionsSchema = z.object({ items: z.array(gaugeOptionSchema) });
export type GaugeOptions = z.infer<typeof gaugeOptionsSchema>;

/** Why an inspection may not name a gauge on a day: on the field that names it. */
export interface GaugeProblem {
  field: string;
  message: string;
}
