import type { InspectionReadingInput, TemplateCharacteristic } from '@lathe/shared';
import type { Random } from '../sales/random.js';

/*
 * What a month of in-process checks measures: each characteristic's pieces spread as a capable
 * process spreads them (σ a tenth of the tolerance band, so Cp ≈ 1.67, the mean a little off the
 * band's middle as a real setting is), read to the thousandth. One part's process drifts up by
 * 1.5 σ in its last week (the chart's Western Electric rules see it), and one check, two days ago,
 * reads an OD over its upper limit (the out-of-control notification).
 */

export interface ProcessModel {
  /** Where the mean sits, as a fraction of the band from its middle (−0.5 … 0.5). */
  offset: number;
  /** From which subgroup on the mean has moved up by 1.5 σ; null for a steady process. */
  driftFrom: number | null;
}

/** A normal deviate (Box–Muller) from the demo's seeded random. */
function gaussian(random: Random): number {
  const u = Math.max(random.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The readings of subgroup `index` for the template's in-process characteristics, `samples` pieces
 * each; `overTop`: the OD's last piece reads 4 µm over the upper limit.
 */
export function inProcessReadings(
  characteristics: readonly TemplateCharacteristic[],
  samples: number,
  model: ProcessModel,
  index: number,
  random: Random,
  overTop = false,
): InspectionReadingInput[] {
  return characteristics.map((c) => {
    const base = { ...c, gaugeId: c.gaugeId ?? null };
    if (c.nominal === null) return { ...base, measured: [], result: 'pass' as const };
    const low = c.nominal + (c.lowerTolerance ?? 0);
    const high = c.nominal + (c.upperTolerance ?? 0);
    const sigma = (high - low) / 10;
    const drift = model.driftFrom !== null && index >= model.driftFrom ? 1.5 * sigma : 0;
    const mean = (low + high) / 2 + model.offset * (high - low) + drift;
    const measured = Array.from({ length: samples }, () => thousandths(mean + gaussian(random) * sigma));
    if (overTop && c.characteristic.startsWith('Outer')) measured[samples - 1] = thousandths(high + 0.004);
    return { ...base, measured };
  });
}
