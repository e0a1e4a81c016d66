import { parentPort } from 'node:worker_threads';
import { promiseOf, type ScheduleInput, schedule, type WorkOrderForecast, whatIfAnswersOf } from '@lathe/shared';
import type { PlanOnThread, ScheduleReply, ScheduleRequest } from './schedule-thread.js';

/*
 * The schedule thread (schedule-thread.ts starts it): the shared scheduler, one request after
 * another, off the main thread: a plan to compute, or a question about one (a promise date, what
 * if). It reads nothing: everything comes as plain data and goes back the same way. It keeps the
 * input and forecasts of the last plan it computed, so a question about that plan (the one the
 * readers hold, mostly) need not bring the plan with it.
 */

const port = parentPort;
if (!port) throw new Error('schedule-worker runs as a worker thread (schedule-thread.ts starts it)');

let held: { id: number; input: ScheduleInput; forecasts: WorkOrderForecast[] } | null = null;

function planOf(plan: PlanOnThread) {
  if ('input' in plan) return plan;
  if (held?.id !== plan.computed)
    throw new Error(`The schedule thread no longer holds the plan of request ${plan.computed}`);
  return held;
}

function answer(request: ScheduleRequest) {
  switch (request.kind) {
    case 'schedule': {
      held = null;
      const result = schedule(request.input);
      held = { id: request.id, input: request.input, forecasts: result.forecasts };
      return result;
    }
    case 'promise':
      return promiseOf(planOf(request.plan).input, request.question);
    case 'what-if': {
      const plan = planOf(request.plan);
      return whatIfAnswersOf(plan.input, plan, request.question, request.requestedDate);
    }
  }
}

port.on('message', (request: ScheduleRequest) => {
  let reply: ScheduleReply;
  try {
    reply = { id: request.id, answer: answer(request) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies ScheduleReply);
