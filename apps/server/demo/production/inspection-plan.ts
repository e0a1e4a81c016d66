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

export interface Characteristic {
  characteristic: string;
  nominal: number | null;
  lowerTolerance: number | null;
  upperTolerance: number | null;
}

const band = (size: number, small: number, medium: number, large: number) =>
  size <= 10 ? small : size <= 30 ? medium : large;

/** The product's characteristics as the first piece and every PDI of it measure them. */
export function characteristicsOf(product: Pick<PlanProduct, 'finalOd' | 'finalId' | 'finalLength'>): Characteristic[] {
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

export const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/** A normal deviate (Box–Muller) from the demo's seeded random. */
export function gaussian(random: Random): number {
  const u = Math.max(random.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/**
 * Where a part's process sits in its tolerance band, as a fraction of the band from its middle
 * (−0.15 … 0.15): the same for the part whatever inspects it, as a machine's setting is.
 */
export function processOffset(product: { drawingNumber: string }): number {
  let hash = 0;
  for (const char of product.drawingNumber) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return ((hash % 1000) / 1000 - 0.5) * 0.3;
}

/**
 * A piece as a capable process turns it (issue 31): about the part's setting, σ a tenth of the
 * band (Cp ≈ 1.67), `shift` σ off it; `inBand` keeps it in the band's inner 90 % (a first piece
 * or a PDI that passes), else it falls where it falls (the in-process rounds SPC charts).
 */
export function processValue(c: Characteristic, random: Random, offset: number, shift = 0, inBand = true): number {
  const low = (c.nominal ?? 0) + (c.lowerTolerance ?? 0);
  const high = (c.nominal ?? 0) + (c.upperTolerance ?? 0);
  const sigma = (high - low) / 10;
  const value = (low + high) / 2 + offset * (high - low) + (shift + gaussian(random)) * sigma;
  const margin = 0.05 * (high - low);
  return thousandths(inBand ? Math.min(high - margin, Math.max(low + margin, value)) : value);
}

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
        : processValue(c, random, processOffset(product)),
    );
    return { ...c, unit: 'mm', measured };
  });
}

/** Whether the product has an OD to read oversize. */
export const hasOd = (product: PlanProduct) => Boolean(product.finalOd);
