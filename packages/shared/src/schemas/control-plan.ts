import { z } from 'zod';
import { formatIndianNumber } from '../money/indian-format.js';
import { optionalIdField, optionalTextField, requiredText, safeText, versionField } from './common.js';
import { companyLetterheadSchema } from './company-settings.js';
import { GAUGE_TYPE_MAX } from './gauge.js';
import {
  CHARACTERISTIC_MAX,
  characteristicFigureFields,
  eachCharacteristicOnce,
  figuresRule,
  inspectionCharacteristicSchema,
  readSampleSize,
  SAMPLE_SIZE_MESSAGE,
} from './inspection.js';

/*
 * A product's control plan (issue 31), in the AIAG production control plan's terms: each
 * characteristic of the drawing with its special class, specification and tolerance, how it is
 * measured and with which gauge, how many pieces how often, the stages that measure it (first
 * piece, in-process, pre-dispatch) and the reaction plan when it is out. The plan drives those
 * inspections' forms; it is saved whole, each save a new revision.
 */

/** Most characteristics a plan lists: as many as one inspection measures. */
export const MAX_PLAN_CHARACTERISTICS = 50;
export const METHOD_MAX = 100;
export const FREQUENCY_MAX = 60;
export const REACTION_PLAN_MAX = 300;

/** A special characteristic's class: none, critical (safety or law) or significant (fit and function). */
export const SPECIAL_CLASSES = ['', 'critical', 'significant'] as const;
export type SpecialClass = (typeof SPECIAL_CLASSES)[number];
export const SPECIAL_CLASS_LABELS: Record<SpecialClass, string> = {
  '': 'None',
  critical: 'Critical',
  significant: 'Significant',
};
/** The class as the printed plan marks it: CC critical, SC significant. */
export const SPECIAL_CLASS_MARKS: Record<SpecialClass, string> = { '': '', critical: 'CC', significant: 'SC' };

/** The inspections a characteristic is measured at. */
export const CONTROL_PLAN_STAGES = ['firstPiece', 'inProcess', 'pdi'] as const;
export type ControlPlanStage = (typeof CONTROL_PLAN_STAGES)[number];
export const CONTROL_PLAN_STAGE_LABELS: Record<ControlPlanStage, string> = {
  firstPiece: 'First piece',
  inProcess: 'In-process',
  pdi: 'PDI',
};

export const CONTROL_PLAN_NOT_FOUND = 'No control plan for this product';
export const STAGE_REQUIRED = 'Tick at least one stage that measures it';

/** A plan's free text: trimmed, `max` characters at most, blank when left out. */
const planText = (max: number) =>
  safeText(
    z
      .string({ error: 'Must be text' })
      .trim()
      .max(max, `Must be at most ${max} characters`)
      .nullish()
      .transform((v) => v ?? ''),
  );

const stageField = z.boolean({ error: 'Must be ticked or not' }).default(false);

/** One characteristic of the plan as entered. */
export const controlPlanCharacteristicInputSchema = z
  .object({
    characteristic: requiredText('Name the characteristic', CHARACTERISTIC_MAX),
    special: z
      .enum(SPECIAL_CLASSES, { error: 'Choose critical, significant or none' })
      .nullish()
      .transform((v) => v ?? ''),
    ...characteristicFigureFields,
    /** How it is measured: "At 3 places, 120° apart". */
    method: planText(METHOD_MAX),
    /** The kind of gauge it takes: "Vernier caliper", "Plug gauge M10x1.25 6H". */
    gaugeType: planText(GAUGE_TYPE_MAX),
    /** The very gauge, when the plan names one. */
    gaugeId: optionalIdField('Choose the gauge from the list'),
    sampleSize: z
      .union([z.number(), z.string(), z.null()], { error: SAMPLE_SIZE_MESSAGE })
      .optional()
      .transform((value, ctx): number => {
        const read = readSampleSize(value);
        if (typeof read === 'number') return read;
        ctx.addIssue({ code: 'custom', message: read ?? 'Enter the sample size' });
        return z.NEVER;
      }),
    /** How often: "Every 2 hours", "Per setup". */
    frequency: planText(FREQUENCY_MAX),
    firstPiece: stageField,
    inProcess: stageField,
    pdi: stageField,
    /** What to do when it is out: "Stop the machine, segregate since the last good check, reset the tool". */
    reactionPlan: planText(REACTION_PLAN_MAX),
  })
  .superRefine((characteristic, ctx) => {
    figuresRule(characteristic, ctx);
    if (!CONTROL_PLAN_STAGES.some((stage) => characteristic[stage])) {
      ctx.addIssue({ code: 'custom', path: ['firstPiece'], message: STAGE_REQUIRED });
    }
  });
export type ControlPlanCharacteristicInput = z.input<typeof controlPlanCharacteristicInputSchema>;
export type ControlPlanCharacteristicData = z.output<typeof controlPlanCharacteristicInputSchema>;

/** PUT control-plans/{productId}: the whole plan, each save the next revision; `version` the one read. */
export const controlPlanInputSchema = z.object({
  characteristics: z
    .array(controlPlanCharacteristicInputSchema, { error: 'Add at least one characteristic' })
    .min(1, 'Add at least one characteristic')
    .max(MAX_PLAN_CHARACTERISTICS, `At most ${MAX_PLAN_CHARACTERISTICS} characteristics`)
    .superRefine(eachCharacteristicOnce),
  remarks: optionalTextField(500),
  version: versionField,
});
export type ControlPlanInput = z.input<typeof controlPlanInputSchema>;
export type ControlPlanData = z.output<typeof controlPlanInputSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const controlPlanCharacteristicSchema = inspectionCharacteristicSchema.extend({
  seq: z.number().int(),
  special: z.enum(SPECIAL_CLASSES),
  method: z.string(),
  gaugeType: z.string(),
  gaugeId: z.string().nullable(),
  /** The named gauge's code and name ("VC-012", "Vernier caliper 0–150 mm"). */
  gaugeCode: z.string().nullable(),
  gaugeName: z.string().nullable(),
  sampleSize: z.number().int(),
  frequency: z.string(),
  firstPiece: z.boolean(),
  inProcess: z.boolean(),
  pdi: z.boolean(),
  reactionPlan: z.string(),
});
export type ControlPlanCharacteristic = z.infer<typeof controlPlanCharacteristicSchema>;

/** The product a plan is of. */
export const controlPlanProductSchema = z.object({
  id: z.string(),
  drawingNumber: z.string(),
  productDescription: z.string(),
  partyCode: z.string(),
  customerName: z.string().nullable(),
});
export type ControlPlanProduct = z.infer<typeof controlPlanProductSchema>;

/** GET control-plans/{productId}: the plan, its product, and the company its print is headed by. */
export const controlPlanSchema = z.object({
  id: z.string(),
  product: controlPlanProductSchema,
  revision: z.number().int(),
  revisedOn: z.string(),
  remarks: z.string().nullable(),
  characteristics: z.array(controlPlanCharacteristicSchema),
  company: companyLetterheadSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ControlPlan = z.infer<typeof controlPlanSchema>;

/**
 * GET control-plans/{productId} of a product without a plan: 404 with the contract's error body,
 * the product, and its drawing's figures as the characteristics to start the plan from.
 */
export const controlPlanMissingSchema = z.object({
  statusCode: z.literal(404),
  error: z.string(),
  message: z.string(),
  product: controlPlanProductSchema,
  suggestion: z.array(inspectionCharacteristicSchema),
});
export type ControlPlanMissing = z.infer<typeof controlPlanMissingSchema>;

export const CONTROL_PLAN_SORTABLE = ['drawingNumber', 'productDescription', 'partyCode'] as const;

/** Products with or without a plan. */
export const CONTROL_PLAN_FILTERS = ['with', 'without'] as const;
export const controlPlanListFilterSchema = z.object({
  plan: z.enum(CONTROL_PLAN_FILTERS, { error: 'plan must be with or without' }).optional(),
});
export type ControlPlanListFilter = z.infer<typeof controlPlanListFilterSchema>;

/** A row of the control plans list: a product, and its plan's revision when it has one. */
export const controlPlanSummarySchema = z.object({
  productId: z.string(),
  drawingNumber: z.string(),
  productDescription: z.string(),
  partyCode: z.string(),
  hasPlan: z.boolean(),
  revision: z.number().int().nullable(),
  revisedOn: z.string().nullable(),
  characteristicCount: z.number().int(),
});
export type ControlPlanSummary = z.infer<typeof controlPlanSummarySchema>;

/** The characteristics of the plan a stage measures, in the plan's order. */
export const stageCharacteristics = <C extends Pick<ControlPlanCharacteristic, ControlPlanStage>>(
  characteristics: readonly C[],
  stage: ControlPlanStage,
): C[] => characteristics.filter((c) => c[stage]);

/** The stages a characteristic is measured at, as the plan prints them: "First piece, In-process, PDI". */
export const stagesText = (c: Pick<ControlPlanCharacteristic, ControlPlanStage>) =>
  CONTROL_PLAN_STAGES.filter((stage) => c[stage])
    .map((stage) => CONTROL_PLAN_STAGE_LABELS[stage])
    .join(', ');

/** "5 pcs" / "1 pc": a sample as the plan prints it. */
export const samplePiecesText = (size: number) => `${formatIndianNumber(size, 0)} ${size === 1 ? 'pc' : 'pcs'}`;
