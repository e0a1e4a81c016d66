import { Worker, type WorkerOptions } from 'node:worker_threads';
import {
  type PromiseAnswer,
  type PromiseQuestion,
  promiseOf,
  type ScheduleInput,
  type ScheduleResult,
  schedule,
  type WhatIfAnswers,
  type WorkOrderForecast,
  whatIfAnswersOf,
} from '@lathe/shared';

/** Where a plan was computed: on the process's schedule thread, or on the main thread when no thread could start. */
export type ComputedIn = 'worker' | 'inline';

export interface Computation {
  result: ScheduleResult;
  computedIn: ComputedIn;
}

/** A question about a plan answered: the answer, where it was worked out, and on which copy of the plan. */
export interface Answered<T> {
  answer: T;
  computedIn: ComputedIn;
  /** The thread answered on the plan it had computed and kept, so the plan did not go over again with the question. */
  heldPlan: boolean;
}

/** A plan computed from `input` (a `Plan` of the reader): what a promise or a what-if is asked about. */
export interface PlanAsked {
  input: ScheduleInput;
  result: ScheduleResult;
}

/**
 * The plan a question is about, as the thread gets it: the one it computed last (its request's id),
 * or sent with the question: the input and the forecasts, all a promise and a what-if read of it.
 */
export type PlanOnThread = { computed: number } | { input: ScheduleInput; forecasts: WorkOrderForecast[] };

/** What the main thread sends the schedule thread, plain data: a plan to compute, or a question about one. */
export type ScheduleRequest =
  | { id: number; kind: 'schedule'; input: ScheduleInput }
  | { id: number; kind: 'promise'; plan: PlanOnThread; question: PromiseQuestion }
  | { id: number; kind: 'what-if'; plan: PlanOnThread; question: PromiseQuestion; requestedDate: string };

/** What the thread answers: that it has loaded, then each request's answer or the scheduler's refusal. */
export type ScheduleReply =
  | { ready: true }
  | { id: number; answer: ScheduleResult | PromiseAnswer | WhatIfAnswers }
  | { id: number; error: string };

/**
 * The thread's entry beside this module. Built, this module is part of dist/server.js and the
 * entry is dist/schedule-worker.js (build.ts bundles both). Run from its TypeScript source (tsx,
 * vitest), the entry is a small ES module that loads schedule-worker.ts through tsx, as Node does
 * not run a worker's TypeScript by itself; the worker gets no flags of ours then, only tsx.
 */
function threadEntry(): { file: URL; options: WorkerOptions } {
  const source = import.meta.url.endsWith('.ts');
  return source
    ? { file: new URL('./schedule-worker-tsx.mjs', import.meta.url), options: { execArgv: [] } }
    : { file: new URL('./schedule-worker.js', import.meta.url), options: {} };
}

interface Job {
  /** The same work on the main thread, for when no thread can start. */
  inline(): unknown;
  resolve(answer: unknown, computedIn: ComputedIn): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  /** It loaded and said so: a failure after this is a failure of a computation, not of the thread. */
  ready: boolean;
}

let thread: Thread | null = null;
/** No thread could be started in this process: the plan is computed inline from then on. */
let unavailable = false;
const jobs = new Map<number, Job>();
let lastId = 0;
/**
 * The last plan sent to the thread to compute. The thread keeps the last plan it computed, and
 * handles its messages in turn, so a question about this plan finds it there.
 */
let lastPlan: { thread: Thread; id: number; input: ScheduleInput } | null = null;

function runInline(job: Job) {
  try {
    job.resolve(job.inline(), 'inline');
  } catch (error) {
    job.reject(error as Error);
  }
}

/** Said once a process: the plan is computed on the main thread, which then answers nothing else meanwhile. */
function fallBack(error: unknown) {
  if (unavailable) return;
  unavailable = true;
  process.emitWarning(
    `The machine schedule is computed on the main thread: its worker thread could not start (${(error as Error)?.message ?? error})`,
    { code: 'LATHE_SCHEDULE_INLINE' },
  );
}

/** Keeps the process alive only while the thread has work, so an idle thread never holds up an exit. */
function holdWhileBusy(worker: Worker) {
  if (jobs.size > 0) worker.ref();
  else worker.unref();
}

function ended(which: Thread, error: Error) {
  if (thread !== which) return;
  thread = null;
  const waiting = [...jobs.values()];
  jobs.clear();
  if (which.ready) {
    for (const job of waiting) job.reject(error);
    return;
  }
  fallBack(error);
  for (const job of waiting) runInline(job);
}

function startThread(): Thread {
  const { file, options } = threadEntry();
  const started: Thread = { worker: new Worker(file, { ...options, name: 'schedule' }), ready: false };
  const { worker } = started;
  worker.on('message', (reply: ScheduleReply) => {
    if ('ready' in reply) {
      started.ready = true;
      return;
    }
    const job = jobs.get(reply.id);
    if (!job) return;
    jobs.delete(reply.id);
    holdWhileBusy(worker);
    if ('error' in reply) job.reject(new Error(reply.error));
    else job.resolve(reply.answer, 'worker');
  });
  worker.on('error', (error) => ended(started, error));
  worker.on('exit', (code) => ended(started, new Error(`The schedule thread stopped (exit code ${code})`)));
  return started;
}

/**
 * Runs a job on this process's schedule thread, started on the first job and reused: the message
 * `request` makes for the thread (given its id and the thread) goes over as plain data and the
 * answer comes back the same way. Only where no thread can be started is `inline` run instead.
 */
function run(request: (id: number, on: Thread) => ScheduleRequest, inline: () => unknown) {
  return new Promise<{ answer: unknown; computedIn: ComputedIn }>((resolve, reject) => {
    const job: Job = { inline, resolve: (answer, computedIn) => resolve({ answer, computedIn }), reject };
    if (!unavailable && !thread) {
      try {
        thread = startThread();
      } catch (error) {
        fallBack(error);
      }
    }
    if (unavailable || !thread) {
      runInline(job);
      return;
    }
    lastId += 1;
    jobs.set(lastId, job);
    holdWhileBusy(thread.worker);
    thread.worker.postMessage(request(lastId, thread));
  });
}

/**
 * The shared scheduler run on this process's schedule thread: one worker thread, started on the
 * first call and reused, computing one plan after another, so the main thread goes on answering
 * requests while a large plan computes. The input goes over as plain data and the result comes
 * back the same way. Only where no thread can be started (it fails to load) is the plan computed
 * inline, said once by a process warning; a thread that dies later fails the computations it held
 * and the next call starts another.
 */
export async function computeSchedule(input: ScheduleInput): Promise<Computation> {
  const { answer, computedIn } = await run(
    (id, on) => {
      lastPlan = { thread: on, id, input };
      return { id, kind: 'schedule', input };
    },
    () => schedule(input),
  );
  return { result: answer as ScheduleResult, computedIn };
}

/**
 * A question about `plan` asked on the schedule thread: about the plan the thread computed last
 * when it is this one (nothing goes over but the question), else with the plan's input and
 * forecasts (a copy costing the main thread about 12 ms at 10,000 operations, where the promise's
 * own plan takes over 100).
 */
async function ask<T>(
  plan: PlanAsked,
  request: (id: number, on: PlanOnThread) => ScheduleRequest,
  inline: () => T,
): Promise<Answered<T>> {
  let heldPlan = false;
  const { answer, computedIn } = await run((id, on) => {
    heldPlan = lastPlan?.thread === on && lastPlan.input === plan.input;
    const planOnThread: PlanOnThread =
      heldPlan && lastPlan ? { computed: lastPlan.id } : { input: plan.input, forecasts: plan.result.forecasts };
    return request(id, planOnThread);
  }, inline);
  return { answer: answer as T, computedIn, heldPlan: computedIn === 'worker' && heldPlan };
}

/** The promise for `question` on `plan` (`promiseOf`), worked out on the schedule thread. */
export function promiseOnThread(plan: PlanAsked, question: PromiseQuestion): Promise<Answered<PromiseAnswer>> {
  return ask(
    plan,
    (id, on) => ({ id, kind: 'promise', plan: on, question }),
    () => promiseOf(plan.input, question),
  );
}

/** The what-if panel's answers for `question` due on `requestedDate` on `plan` (`whatIfAnswersOf`), on the schedule thread. */
export function whatIfOnThread(
  plan: PlanAsked,
  question: PromiseQuestion,
  requestedDate: string,
): Promise<Answered<WhatIfAnswers>> {
  return ask(
    plan,
    (id, on) => ({ id, kind: 'what-if', plan: on, question, requestedDate }),
    () => whatIfAnswersOf(plan.input, plan.result, question, requestedDate),
  );
}
