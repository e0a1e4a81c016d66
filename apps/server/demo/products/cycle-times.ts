import { hash, round } from './demo-math.js';
import type { Part } from './part-families.js';

/* How long a demo part takes on each machine, from the metal removed and its features. */

/**
 * Cycle times in seconds. Small round parts are made in one setup (sliding head), the others
 * in two; big ones are roughed first, and some roughed or cross-drilled on an SPM.
 */
export function cycleTimes(part: Part, removedMm3: number, spm: boolean, v: number) {
  const t = (seconds: number) => Math.max(0.5, round(seconds, 1));
  const work = 10 + 2 * Math.sqrt(removedMm3 / 10) + part.length * 0.2 + part.features * 5;
  const times: Record<
    | 'spmRoughFirstCycleTimeSec'
    | 'roughFirstCycleTimeSec'
    | 'roughSecondCycleTimeSec'
    | 'singleSetupCycleTimeSec'
    | 'firstSetupCycleTimeSec'
    | 'secondSetupCycleTimeSec',
    number | null
  > = {
    spmRoughFirstCycleTimeSec: null,
    roughFirstCycleTimeSec: null,
    roughSecondCycleTimeSec: null,
    singleSetupCycleTimeSec: null,
    firstSetupCycleTimeSec: null,
    secondSetupCycleTimeSec: null,
  };
  let finish = work;
  if (spm && hash(v, 60) % 3 !== 0) {
    times.spmRoughFirstCycleTimeSec = t(work * 0.25 + part.features * 2);
    finish *= 0.8;
  }
  if (part.od >= 40 || part.length >= 150) {
    times.roughFirstCycleTimeSec = t(work * 0.35);
    if (part.length >= 80 || hash(v, 62) % 2) times.roughSecondCycleTimeSec = t(work * 0.25);
    finish *= 0.6;
  }
  const slidingHead = !part.bar.hex && part.od <= 16 && hash(v, 63) % 5 !== 0;
  if (slidingHead || (!part.bar.hex && hash(v, 64) % 4 === 0)) {
    times.singleSetupCycleTimeSec = t(slidingHead ? finish : finish * 1.05);
  } else {
    times.firstSetupCycleTimeSec = t(finish * 0.58);
    times.secondSetupCycleTimeSec = t(finish * 0.47);
  }
  return times;
}
