/*
 * The dice of the demo sales: a seeded generator, so every run on the same day writes the
 * same year of business. The products seed hashes indexes instead (demo-math.ts); a year of
 * orders is a story told in sequence, where drawing the next number is the natural way.
 */

export interface Random {
  /** A number from 0 up to (not including) 1. */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** One of the list, each as likely as its weight. */
  weighted<T>(list: readonly T[], weights: readonly number[]): T;
  /** `count` different items of the list, in the list's order. */
  sample<T>(list: readonly T[], count: number): T[];
  /** A string of random decimal digits. */
  digits(length: number): string;
}

/** mulberry32: small, fast and well spread for a seed like 2026. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (!list.length) throw new Error('Nothing to pick from');
    return list[int(0, list.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted(list, weights) {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < list.length; i++) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return list[i] as (typeof list)[number];
      }
      return pick(list);
    },
    sample(list, count) {
      const chosen = new Set<number>();
      const wanted = Math.min(count, list.length);
      while (chosen.size < wanted) chosen.add(int(0, list.length - 1));
      return [...chosen].sort((a, b) => a - b).map((i) => list[i] as (typeof list)[number]);
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}
