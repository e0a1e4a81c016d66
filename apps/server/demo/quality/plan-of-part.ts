import type { ControlPlanCharacteristicInput } from '@lathe/shared';
import type { PlanProduct } from '../production/inputs.js';
import { characteristicsOf } from '../production/inspection-plan.js';
import { gaugeFor } from './gauge-register.js';

/*
 * A demo part's control plan: the drawing's OD, bore and length as the first piece, the in-process
 * checks and the PDI measure them (five pieces every two hours on the machine, the OD a significant
 * characteristic), each with the gauge of its size, and the edges checked by eye at the first piece
 * and the PDI. The reaction plan is the plant's standard one.
 */

const REACTION =
  'Stop the machine; segregate the pieces made since the last good check; correct the offset or change the insert; ' +
  'inform the shift supervisor; restart after a first piece passes';

const KINDS: Record<string, 'od' | 'id' | 'length'> = {
  'Outer diameter (OD)': 'od',
  'Bore (ID)': 'id',
  'Overall length': 'length',
};

const METHODS = { od: 'At 2 places, 90° apart', id: 'At 2 places, 90° apart', length: 'Across the faces' } as const;
const GAUGE_TYPES = { od: 'Micrometer', id: 'Bore gauge', length: 'Vernier caliper' } as const;

/** The plan's characteristics; `gaugeIds` maps the register's codes to the gauges' ids. */
export function planOfPart(
  product: PlanProduct,
  gaugeIds: ReadonlyMap<string, string>,
): ControlPlanCharacteristicInput[] {
  return characteristicsOf(product).map((c) => {
    const kind = KINDS[c.characteristic];
    if (!kind) {
      return {
        characteristic: c.characteristic,
        method: 'Visual, under the bench lamp',
        gaugeType: 'Visual',
        sampleSize: 5,
        frequency: 'Per setup and per lot',
        firstPiece: true,
        inProcess: false,
        pdi: true,
        reactionPlan: 'Deburr the lot before packing; re-check 5 pieces',
      };
    }
    const code = gaugeFor(kind, Number(c.nominal));
    return {
      characteristic: c.characteristic,
      special: kind === 'od' ? 'significant' : '',
      nominal: c.nominal,
      lowerTolerance: c.lowerTolerance,
      upperTolerance: c.upperTolerance,
      unit: 'mm',
      method: METHODS[kind],
      gaugeType: GAUGE_TYPES[kind],
      gaugeId: code ? (gaugeIds.get(code) ?? null) : null,
      sampleSize: 5,
      frequency: 'Every 2 hours, and after each setup or tool change',
      firstPiece: true,
      inProcess: true,
      pdi: true,
      reactionPlan: REACTION,
    };
  });
}
