import {
  type ControlPlanStage,
  FIRST_PIECE_SAMPLE_SIZE,
  gaugeUsableOn,
  stageCharacteristics,
  type TemplateCharacteristic,
} from '@lathe/shared';
import type { DbOrTx } from '../../db/client.js';
import { planRowOf, readCharacteristics } from './control-plan-rows.js';

/*
 * What a control plan gives an inspection form: the characteristics its stage measures (first
 * piece, in-process, PDI), in the plan's order, with their figures, class, method, sample, gauge
 * type and the reaction plan; the plan's very gauge is chosen for the inspector only when it may
 * measure on the day (calibrated, not overdue, not retired).
 */

export interface StagePlan {
  revision: number;
  /** The pieces the form measures: one for a first piece, else the most any characteristic asks for. */
  sampleSize: number;
  characteristics: TemplateCharacteristic[];
}

/**
 * The product's plan for a stage, on the day `on` (YYYY-MM-DD); null when the product has no plan
 * or its plan measures nothing at that stage (the form then starts as it did before plans).
 * A characteristic asking for fewer pieces than the form's sample keeps its own (`sampleSize`).
 */
export async function planForStage(
  tx: DbOrTx,
  productId: string,
  stage: ControlPlanStage,
  on: string,
): Promise<StagePlan | null> {
  const plan = await planRowOf(tx, productId);
  if (!plan) return null;
  const rows = await readCharacteristics(tx, plan.id);
  const measured = stageCharacteristics(
    rows.map((row) => ({ ...row.characteristic, gauge: row.gauge })),
    stage,
  );
  if (measured.length === 0) return null;
  const firstPiece = stage === 'firstPiece';
  const sampleSize = firstPiece ? FIRST_PIECE_SAMPLE_SIZE : Math.max(...measured.map((c) => c.sampleSize));
  return {
    revision: plan.revision,
    sampleSize,
    characteristics: measured.map((c) => ({
      characteristic: c.characteristic,
      nominal: c.nominal,
      lowerTolerance: c.lowerTolerance,
      upperTolerance: c.upperTolerance,
      unit: c.unit,
      special: c.special,
      method: c.method,
      sampleSize: firstPiece || c.sampleSize === sampleSize ? null : c.sampleSize,
      gaugeType: c.gaugeType,
      gaugeId: c.gauge && gaugeUsableOn(c.gauge, on) ? c.gaugeId : null,
      gaugeCode: c.gaugeCode,
      reactionPlan: c.reactionPlan,
    })),
  };
}
