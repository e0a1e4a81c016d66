import { Worker, type WorkerOptions } from 'node:worker_threads';
import { type ScheduleInput, type ScheduleResult, schedule } from '@lathe/shared';

/** Where a plan was computed: on the process's schedule thread, or on the main thread when no thread could start. */
export type ComputedIn = 'worker' | 'inline';

export interface Computation {
  result: ScheduleResult;
  computedIn: ComputedIn;
}

/** What the main thread sends the schedule thread: the scheduler's input, plain data. */
export interface ScheduleRequest {
  id: number;
  input: ScheduleInput;
}

/** What the thread answers: that it has loaded, then each request's result or the scheduler's refusal. */
export type ScheduleReply = { ready: true } | { id: number; result: ScheduleResult } | { id: number; error: string };

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
  input: ScheduleInput;
  resolve(computation: Computation): void;
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

const inline = (input: ScheduleInput): Computation => ({ result: schedule(input), computedIn: 'inline' });

function runInline(job: Job) {
  try {
    job.resolve(inline(job.input));
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
    else job.resolve({ result: reply.result, computedIn: 'worker' });
  });
  worker.on('error', (error) => ended(started, error));
  worker.on('exit', (code) => ended(started, new Error(`The schedule thread stopped (exit code ${code})`)));
  return started;
}

/**
 * The shared scheduler run on this process's schedule thread: one worker thread, started on the
 * first call and reused, computing one plan after another, so the main thread goes on answering
 * requests while a large plan computes. The input goes over as plain data and the result comes
 * back the same way. Only where no thread can be started (it fails to load) is the plan computed
 * inline, said once by a process warning; a thread that dies later fails the computations it held
 * and the next call starts another.
 */
export function computeSchedule(input: ScheduleInput): Promise<Computation> {
  return new Promise((resolve, reject) => {
    const job: Job = { input, resolve, reject };
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
    thread.worker.postMessage({ id: lastId, input } satisfies ScheduleRequest);
  });
}
