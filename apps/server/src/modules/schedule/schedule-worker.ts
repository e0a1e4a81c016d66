import { parentPort } from 'node:worker_threads';
import { schedule } from '@lathe/shared';
import type { ScheduleReply, ScheduleRequest } from './schedule-thread.js';

/*
 * The schedule thread (schedule-thread.ts starts it): the shared scheduler, one request after
 * another, off the main thread. It reads nothing and keeps nothing: the input comes as plain data
 * and the result goes back the same way.
 */

const port = parentPort;
if (!port) throw new Error('schedule-worker runs as a worker thread (schedule-thread.ts starts it)');

port.on('message', ({ id, input }: ScheduleRequest) => {
  let reply: ScheduleReply;
  try {
    reply = { id, result: schedule(input) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies ScheduleReply);
