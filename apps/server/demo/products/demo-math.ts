/*
 * The arithmetic behind the demo products: a deterministic hash standing in for randomness
 * (so every run builds the same parts), rounding to shop sizes, and areas, volumes and
 * densities for weights.
 */

/** A spread of picks that looks irregular but is the same on every run (a multiplicative hash). */
export const hash = (seed: number, salt = 0) => (Math.imul(seed * 31 + salt * 7919 + 17, 2_654_435_761) >>> 0) >>> 11;
export function pick<T>(list: readonly T[], seed: number, salt = 0): T {
  const item = list[hash(seed, salt) % list.length];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}
/** A whole number from min to max, both included. */
export const between = (min: number, max: number, seed: number, salt = 0) => min + (hash(seed, salt) % (max - min + 1));

export const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** A drawing dimension: to 0.05 mm. */
export const mm = (value: number) => Math.round(value * 20) / 20;
/** A drilled hole: to the next 0.5 mm drill. */
export const drill = (value: number) => Math.round(value * 2) / 2;
export const circle = (d: number) => (Math.PI / 4) * d * d;
export const hexArea = (af: number) => (Math.sqrt(3) / 2) * af * af;
/** The volume of a turned tube in mm³: the outer form (less grooves, threads, flats) less the bore. */
export const tube = (od: number, id: number | null, length: number, fill = 0.92) =>
  circle(od) * length * fill - (id ? circle(id) * length : 0);

/** kg per mm³. */
export const densityOf = (grade: string) =>
  grade.startsWith('SS') ? 7.93e-6 : grade.startsWith('Brass') ? 8.5e-6 : grade.startsWith('Al') ? 2.7e-6 : 7.85e-6;
