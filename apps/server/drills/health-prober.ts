import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/** What a prober heard: each probe's time to its answer, and the answers that were not 200. */
export interface HealthProbes {
  times: number[];
  failures: string[];
}

/*
 * The probes run on a thread of their own (health-prober-thread.mjs): its clock starts at the
 * request and stops at the answer, with nothing else on its event loop. On the flood's thread the
 * probe's time also held the flood client's own work (reading 50 lists of thousands of customers at
 * once), which is not the server's.
 *
 * The probes keep one connection open, as a load balancer keeps its connection to an upstream,
 * and the first probe, not timed, opens it and is answered before the flood starts. Started with
 * the flood, that first probe took up to 1.5 s on a loaded two-core host, none of it the server's
 * answer (2 ms once read): the thread loading its HTTP client, then its new connection waiting to
 * be accepted behind the flood's 50, which Node accepts one per event-loop turn (RELIABILITY.md).
 */
const PROBER = new URL('./health-prober-thread.mjs', import.meta.url);

/**
 * Asks `GET url` every `everyMs` from a thread of its own until `stop()`, which resolves to what it
 * heard. Resolves once its first, untimed probe has been answered (with 200 or not); a thread that
 * fails rejects either.
 */
export async function startHealthProber(url: string, everyMs: number): Promise<{ stop(): Promise<HealthProbes> }> {
  const worker = new Worker(PROBER, { workerData: { url, everyMs } });
  await once(worker, 'message');
  return {
    async stop() {
      worker.postMessage('stop');
      const [probes] = (await once(worker, 'message')) as [HealthProbes];
      await worker.terminate();
      return probes;
    },
  };
}
