// The health prober's thread (health-prober.ts): it asks `url` every `everyMs` over one kept
// connection until told to stop, then posts the times it measured and the answers that were not 200.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, everyMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let probing = true;
parentPort.once('message', () => {
  probing = false;
});

/** Resolves to null for a 200, else what went wrong (the status, or the error's name). */
const probe = () =>
  new Promise((resolve) => {
    http
      .get(url, { agent, signal: AbortSignal.timeout(10_000) }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? null : String(res.statusCode)));
        res.on('error', (error) => resolve(error.name));
      })
      .on('error', (error) => resolve(error.name));
  });

// The first probe, untimed, opens the connection the rest keep.
await probe();
parentPort.postMessage('ready');
const times = [];
const failures = [];
while (probing) {
  const sent = performance.now();
  const failure = await probe();
  times.push(performance.now() - sent);
  if (failure) failures.push(failure);
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
parentPort.postMessage({ times, failures });
