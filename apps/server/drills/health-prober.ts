import { Worker } from 'node:worker_threads';

/** What a prober heard: each probe's time to its answer, and the answers that were not 200. */
export interface HealthProbes {
  times: number[];
  failures: string[];
}

/*
 * The prober's own thread: its clock starts at the request and stops at the answer, with nothing
 * else on its event loop. On the flood's thread the probe's time also held the flood client's own
 * work (reading 50 lists of thousands of customers at once), which is not the server's.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, everyMs } = workerData;
let probing = true;
parentPort.once('message', () => { probing = false; });
const times = [];
const failures = [];
(async () => {
  while (probing) {
    const sent = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10000) });
      await res.arrayBuffer();
      times.push(performance.now() - sent);
      if (res.status !== 200) failures.push(String(res.status));
    } catch (error) {
      times.push(performance.now() - sent);
      failures.push(error instanceof Error ? error.name : String(error));
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  parentPort.postMessage({ times, failures });
})();
`;

/** Asks `GET url` every `everyMs` from a thread of its own until `stop()`, which resolves to what it heard. */
export function startHealthProber(url: string, everyMs: number): { stop(): Promise<HealthProbes> } {
  const worker = new Worker(PROBER, { eval: true, workerData: { url, everyMs } });
  const heard = new Promise<HealthProbes>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const probes = await heard;
      await worker.terminate();
      return probes;
    },
  };
}
