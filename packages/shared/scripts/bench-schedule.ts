/**
 * Times the machine scheduler on the plant-sized cases (2,000 operations on 30 machines, and
 * 10,000 on 60): `npx tsx packages/shared/scripts/bench-schedule.ts [runs] [seed]`. The target is
 * 1 s a run for each.
 */
import { schedule } from '../src/production/schedule.js';
import { BENCH_SIZES, benchCase } from '../src/production/schedule-bench.js';

const runs = Number(process.argv[2] ?? 10);
const seed = Number(process.argv[3] ?? 1);

for (const size of BENCH_SIZES) {
  const input = benchCase(seed, size);

  // Two runs unmeasured, so the JIT has compiled the scheduler before it is timed.
  schedule(input);
  schedule(input);

  const times: number[] = [];
  let result = schedule(input);
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = schedule(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median =
    runs % 2 ? (times[(runs - 1) / 2] as number) : ((times[runs / 2 - 1] as number) + (times[runs / 2] as number)) / 2;

  const late = result.forecasts.filter((f) => f.late).length;
  const unplaced = result.forecasts.reduce((sum, f) => sum + f.unplaced.length, 0);
  console.log(
    `${input.operations.length} operations, ${input.machines.length} machines, ${result.forecasts.length} work orders: ` +
      `${result.placements.length} placed, ${unplaced} unplaced, ${late} late, ${result.conflicts.length} conflicts`,
  );
  console.log(
    `schedule() over ${runs} runs: median ${median.toFixed(1)} ms, max ${(times.at(-1) as number).toFixed(1)} ms`,
  );
}
