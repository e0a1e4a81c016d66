/**
 * Times the machine scheduler on the plant-sized cases (2,000 operations on 30 machines, and
 * 10,000 on 60): `npx tsx packages/shared/scripts/bench-schedule.ts [runs] [seed]`. The target is
 * 1 s a run for each. Then, on the same plan, a promise date and a what-if (each plans the
 * schedule again with the new work order, on the server's schedule thread), and the copy of the
 * plan's input that goes to that thread with a question about a plan it no longer holds.
 */
import { addDays } from '../src/calendar.js';
import { dateOfMinute } from '../src/production/plant-calendar.js';
import { type PromiseQuestion, promiseOf, whatIfAnswersOf } from '../src/production/promise.js';
import { schedule } from '../src/production/schedule.js';
import { BENCH_SIZES, benchCase } from '../src/production/schedule-bench.js';

const runs = Number(process.argv[2] ?? 10);
const seed = Number(process.argv[3] ?? 1);

/** A turned part's two sides for the promise: 10 h of rough work, then 5 h of second-op work. */
const question: PromiseQuestion = {
  label: 'New bench part',
  operations: [
    { label: 'Rough 1st side', kind: 'rough', minutes: 600 },
    { label: 'Rough 2nd side', kind: 'second_op', minutes: 300 },
  ],
};

/** Median and max of `runs` timed calls of `work`, after two untimed ones (so the JIT has compiled it). */
function timed(work: () => unknown): { median: number; max: number } {
  work();
  work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median =
    runs % 2 ? (times[(runs - 1) / 2] as number) : ((times[runs / 2 - 1] as number) + (times[runs / 2] as number)) / 2;
  return { median, max: times.at(-1) as number };
}

const ms = ({ median, max }: { median: number; max: number }) =>
  `median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms`;

for (const size of BENCH_SIZES) {
  const input = benchCase(seed, size);

  // The plan a promise asks about; each timing runs its work twice unmeasured first, for the JIT.
  const result = schedule(input);
  const planned = timed(() => schedule(input));
  const late = result.forecasts.filter((f) => f.late).length;
  const unplaced = result.forecasts.reduce((sum, f) => sum + f.unplaced.length, 0);
  console.log(
    `${input.operations.length} operations, ${input.machines.length} machines, ${result.forecasts.length} work orders: ` +
      `${result.placements.length} placed, ${unplaced} unplaced, ${late} late, ${result.conflicts.length} conflicts`,
  );
  console.log(`schedule() over ${runs} runs: ${ms(planned)}`);

  // Asked for a fortnight after the plan's now: the new work order goes before most open ones.
  const requestedDate = addDays(dateOfMinute(input.now), 14);
  const promise = promiseOf(input, question);
  const whatIf = whatIfAnswersOf(input, result, question, requestedDate);
  console.log(
    `promise: ${promise.promiseDate ?? promise.reason}; what if due ${requestedDate}: ` +
      `${whatIf.whatIf.pushedBack.length} pushed back, ${whatIf.whatIf.laterOnTime} later on time`,
  );
  console.log(`promiseOf() over ${runs} runs: ${ms(timed(() => promiseOf(input, question)))}`);
  console.log(
    `whatIfAnswersOf() over ${runs} runs: ${ms(timed(() => whatIfAnswersOf(input, result, question, requestedDate)))}`,
  );
  console.log(`structuredClone(input) over ${runs} runs: ${ms(timed(() => structuredClone(input)))}`);
}
