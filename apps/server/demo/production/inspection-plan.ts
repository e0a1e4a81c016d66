import type { InspectionReadingInput } from '@lathe/shared';
import type { Random } from '../sales/random.js';
import type { PlanProduct } from './inputs.js';

/*
 * What the inspectors measure of a part: the drawing's finished OD, bore and length with the
 * tolerances a turned part carries (OD on the minus side, the bore on the plus side, tighter on
 * small sizes; the length ±0.1), and the edges checked by eye. Each value is what a micrometer
 * or bore gauge reads, to the thousandth, inside the band; the one failed first piece reads its
 * OD a few hundredths over the top.
 */

interface Characteristic {
  characteristic: string;
  nominal: number | null;
  lowerTolerance: number | null;
  upperTolerance: number | null;
}

const band = (size: number, small: number, medium: number, large: number) =>
  size <= 10 ? small : size <= 30 ? medium : large;

/** The product's characteristics as the first piece and every PDI of it measure them. */
export function characteristicsOf(product: PlanProduct): Characteristic[] {
  const list: Characteristic[] = [];
  if (product.finalOd) {
    const od = Number(product.finalOd);
    list.push({
      characteristic: 'Outer diameter (OD)',
      nominal: od,
      lowerTolerance: -band(od, 0.02, 0.03, 0.05),
      upperTolerance: 0,
    });
  }
  if (product.finalId) {
    const id = Number(product.finalId);
    list.push({
      characteristic: 'Bore (ID)',
      nominal: id,
      lowerTolerance: 0,
      upperTolerance: band(id, 0.02, 0.03, 0.05),
    });
  }
  if (product.finalLength) {
    list.push({
      characteristic: 'Overall length',
      nominal: Number(product.finalLength),
      lowerTolerance: -0.1,
      upperTolerance: 0.1,
    });
  }
  list.push({
    characteristic: 'Edges deburred, chamfers as per drawing',
    nominal: null,
    lowerTolerance: null,
    upperTolerance: null,
  });
  return list;
}

const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/** A reading inside the band, away from its limits. */
const within = (c: Characteristic, random: Random) => {
  const low = (c.nominal ?? 0) + (c.lowerTolerance ?? 0);
  const high = (c.nominal ?? 0) + (c.upperTolerance ?? 0);
  return thousandths(low + (0.15 + random.next() * 0.7) * (high - low));
};

/**
 * One set of readings of `samples` pieces of each characteristic. `oversize`: the OD reads
 * 0.01–0.03 mm over its upper limit on every piece (a worn tool not yet offset).
 */
export function readingsOf(
  product: PlanProduct,
  samples: number,
  random: Random,
  oversize = false,
): InspectionReadingInput[] {
  return characteristicsOf(product).map((c) => {
    if (c.nominal === null) return { ...c, unit: 'mm', measured: [], result: 'pass' as const };
    const measured = Array.from({ length: samples }, () =>
      oversize && c.characteristic.startsWith('Outer')
        ? thousandths((c.nominal as number) + (c.upperTolerance ?? 0) + 0.01 + random.next() * 0.02)
        : within(c, random),
    );
    return { ...c, unit: 'mm', measured };
  });
}

/** Whether the product has an OD to read oversize. */
export const hasOd = (product: PlanProduct) => Boolean(product.finalOd);
