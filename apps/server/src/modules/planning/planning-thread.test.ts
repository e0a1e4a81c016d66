import { readFileSync } from 'node:fs';
import { type PromiseQuestion, promiseOf, schedule, whatIfAnswersOf } from '@lathe/shared';
import { benchCase } from '@lathe/shared/testing';
import { describe, expect, it } from 'vitest';
import { computeSchedule, promiseOnThread, whatIfOnThread } from '../schedule/schedule-thread.js';

/*
 * A promise and a what-if each plan the whole schedule again with the new work order (issue 27):
 * on a plant of 10,000 operations well over 100 ms each. They run on the schedule thread, as the
 * plan does, so the thread answering requests never runs the scheduler.
 */

/** Ten hours of rough work, then five of second-op work: a turned part's two sides. */
const question: PromiseQuestion = {
  label: 'New DRG-2716',
  operations: [
    { label: 'Rough 1st side', kind: 'rough', minutes: 600 },
    { label: 'Rough 2nd side', kind: 'second_op', minutes: 300 },
  ],
};

/** Resolves `run`, saying whether a timer due at once ran first: only if the main thread was free meanwhile. */
async function whileFree<T>(run: () => Promise<T>): Promise<{ value: T; ticked: boolean }> {
  let ticked = false;
  const timer = setTimeout(() => {
    ticked = true;
  }, 0);
  const value = await run();
  const tickedFirst = ticked;
  clearTimeout(timer);
  return { value, ticked: tickedFirst };
}

describe('promise and what-if on the schedule thread', () => {
  it('answers on the plan the thread computed, the main thread free meanwhile, what the shared rules give', async () => {
    // 2,000 operations on 30 machines, planned from Monday 06/04/2026 10:00: the thread keeps the plan it computed.
    const input = benchCase(1);
    const { result, computedIn } = await computeSchedule(input);
    expect(computedIn).toBe('worker');
    const plan = { input, result };

    const promise = await whileFree(() => promiseOnThread(plan, question));
    expect(promise.value).toMatchObject({ computedIn: 'worker', heldPlan: true });
    expect(promise.ticked).toBe(true);
    expect(promise.value.answer).toEqual(promiseOf(input, question));
    expect(promise.value.answer.promiseDate).not.toBeNull();

    // Asked for Monday 20/04/2026, a fortnight on: it goes before most open work orders and pushes some back.
    const whatIf = await whileFree(() => whatIfOnThread(plan, question, '2026-04-20'));
    expect(whatIf.value).toMatchObject({ computedIn: 'worker', heldPlan: true });
    expect(whatIf.ticked).toBe(true);
    expect(whatIf.value.answer).toEqual(whatIfAnswersOf(input, schedule(input), question, '2026-04-20'));
    expect(whatIf.value.answer.whatIf.pushedBack.length).toBeGreaterThan(0);
  });

  it('sends the plan with the question once the thread has computed another, and answers the same', async () => {
    const input = benchCase(7);
    const { result } = await computeSchedule(input);
    // Another plan computed since (another database's, or the next one): the thread no longer holds the first.
    await computeSchedule(benchCase(42));
    const plan = { input, result };

    const promise = await promiseOnThread(plan, question);
    expect(promise).toMatchObject({ computedIn: 'worker', heldPlan: false });
    expect(promise.answer).toEqual(promiseOf(input, question));

    const whatIf = await whatIfOnThread(plan, question, '2026-04-20');
    expect(whatIf).toMatchObject({ computedIn: 'worker', heldPlan: false });
    expect(whatIf.answer).toEqual(whatIfAnswersOf(input, result, question, '2026-04-20'));
  });

  it('is what planning uses: its service asks the thread and imports no scheduler of its own', () => {
    const source = readFileSync(new URL('./planning.service.ts', import.meta.url), 'utf8');
    const fromShared = /import\s*{([^}]*)}\s*from '@lathe\/shared'/.exec(source)?.[1] ?? '';
    const names = fromShared.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim());
    for (const runsTheScheduler of [
      'schedule',
      'planPromise',
      'planWhatIf',
      'promiseOf',
      'whatIfOf',
      'whatIfAnswersOf',
    ]) {
      expect(names).not.toContain(runsTheScheduler);
    }
    // Through the schedule's face, which hands on the thread's calls.
    const fromSchedule = /import\s*{([^}]*)}\s*from '\.\.\/schedule\/index\.js'/.exec(source)?.[1] ?? '';
    expect(fromSchedule).toMatch(/\bpromiseOnThread\b/);
    expect(fromSchedule).toMatch(/\bwhatIfOnThread\b/);
    const face = readFileSync(new URL('../schedule/index.ts', import.meta.url), 'utf8');
    expect(face).toContain("export { promiseOnThread, whatIfOnThread } from './schedule-thread.js';");
  });
});
