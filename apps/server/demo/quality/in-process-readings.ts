import type { InspectionReadingInput, TemplateCharacteristic } from '@lathe/shared';
import { processValue, thousandths } from '../production/inspection-plan.js';
import type { Random } from '../sales/random.js';

/*
 * What a month of in-process checks measures: each characteristic's pieces as the part's process
 * turns them (production/inspection-plan.ts processValue: about the part's setting, σ a tenth of the
 * band), not held inside the band. One part drifts up by 1.5 σ in its last week (the chart's
 * Western Electric rules see it), and one check, two days ago, reads an OD over its upper limit
 * (the out-of-control notification).
 */

export interface ProcessModel {
  /** Where the part's process sits: processOffset(product). */
  offset: number;
  /** From which subgroup on the mean has moved up by 1.5 σ; null for a steady process. */
  driftFrom: number | null;
  /** Keep every piece in the band's inner 90 % (a lot that passes its inspection). */
  inBand?: boolean;
}

/**
 * The readings of subgroup `index` of the template's characteristics, `samples` pieces each;
 * `overTop`: the OD's (else the first measured characteristic's) last piece reads 4 µm over the upper limit.
 */
export function inProcessReadings(
  characteristics: readonly TemplateCharacteristic[],
  samples: number,
  model: ProcessModel,
  index: number,
  random: Random,
  overTop = false,
): InspectionReadingInput[] {
  const shift = model.driftFrom !== null && index >= model.driftFrom ? 1.5 : 0;
  const measuredOnes = characteristics.filter((c) => c.nominal !== null);
  const over = measuredOnes.find((c) => /\bOD\b/.test(c.characteristic)) ?? measuredOnes[0];
  return characteristics.map((c) => {
    const base = { ...c, gaugeId: c.gaugeId ?? null };
    if (c.nominal === null) return { ...base, measured: [], result: 'pass' as const };
    const measured = Array.from({ length: samples }, () =>
      processValue(c, random, model.offset, shift, model.inBand ?? false),
    );
    if (overTop && c === over) {
      measured[samples - 1] = thousandths(c.nominal + (c.upperTolerance ?? 0) + 0.004);
    }
    return { ...base, measured };
  });
}
