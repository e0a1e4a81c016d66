import {
  type ControlPlan,
  type ControlPlanCharacteristic,
  controlPlanInputSchema,
  type InspectionCharacteristic,
  type SpecialClass,
} from '@lathe/shared';
import { z } from 'zod';

/*
 * The control plan editor's values: each characteristic a row, its figures and sample as typed
 * (text), its class, stages ticked, and the gauge it names (with that gauge's name to show before
 * the gauges load). What is sent is the API's body, read by the shared schema, so its messages
 * land on their cells.
 */

export interface PlanRowValues {
  characteristic: string;
  special: SpecialClass;
  nominal: string;
  lowerTolerance: string;
  upperTolerance: string;
  unit: string;
  method: string;
  gaugeType: string;
  gaugeId: string | null;
  /** The named gauge's code and name, for the select before its options load. */
  gaugeLabel: string;
  sampleSize: string;
  frequency: string;
  firstPiece: boolean;
  inProcess: boolean;
  pdi: boolean;
  reactionPlan: string;
}

export interface PlanFormValues {
  characteristics: PlanRowValues[];
  remarks: string;
}

const figure = (value: number | null) => (value === null ? '' : String(value));

/** A new characteristic: measured at every stage, one piece, in mm. */
export const blankPlanRow = (): PlanRowValues => ({
  characteristic: '',
  special: '',
  nominal: '',
  lowerTolerance: '',
  upperTolerance: '',
  unit: 'mm',
  method: '',
  gaugeType: '',
  gaugeId: null,
  gaugeLabel: '',
  sampleSize: '1',
  frequency: '',
  firstPiece: true,
  inProcess: true,
  pdi: true,
  reactionPlan: '',
});

/** A characteristic of the saved plan as a row. */
const planRow = (c: ControlPlanCharacteristic): PlanRowValues => ({
  characteristic: c.characteristic,
  special: c.special,
  nominal: figure(c.nominal),
  lowerTolerance: figure(c.lowerTolerance),
  upperTolerance: figure(c.upperTolerance),
  unit: c.unit,
  method: c.method,
  gaugeType: c.gaugeType,
  gaugeId: c.gaugeId,
  gaugeLabel: c.gaugeCode ? `${c.gaugeCode} — ${c.gaugeName ?? ''}`.trim() : '',
  sampleSize: String(c.sampleSize),
  frequency: c.frequency,
  firstPiece: c.firstPiece,
  inProcess: c.inProcess,
  pdi: c.pdi,
  reactionPlan: c.reactionPlan,
});

/** The saved plan's values, or a new plan from the drawing's figures (tolerances to enter). */
export function planFormValues(plan: ControlPlan | undefined, suggestion: InspectionCharacteristic[]): PlanFormValues {
  if (plan) return { characteristics: plan.characteristics.map(planRow), remarks: plan.remarks ?? '' };
  const rows = suggestion.map((c) => ({
    ...blankPlanRow(),
    characteristic: c.characteristic,
    nominal: figure(c.nominal),
    lowerTolerance: figure(c.lowerTolerance),
    upperTolerance: figure(c.upperTolerance),
    unit: c.unit,
  }));
  return { characteristics: rows.length ? rows : [blankPlanRow()], remarks: '' };
}

/** The editor's schema: the rows as the API takes them (a gauge only when one is chosen), with the version read. */
export const planFormSchema = (version: number | undefined) =>
  z.preprocess((input) => {
    const values = input as PlanFormValues;
    return {
      remarks: values.remarks,
      characteristics: (values.characteristics ?? []).map(({ gaugeLabel: _label, gaugeId, ...row }) => ({
        ...row,
        ...(gaugeId ? { gaugeId } : {}),
      })),
      ...(version === undefined ? {} : { version }),
    };
  }, controlPlanInputSchema) as unknown as z.ZodType<z.output<typeof controlPlanInputSchema>, PlanFormValues>;
