import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.js';
import type { RunningServer } from './server-process.js';
import { figures, type RunFigures } from './stats.js';

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/**
 * `connections` keep-alive connections sending the endpoint's request back to back for
 * `seconds` (autocannon, in this process: the server is another). Latency is timed per
 * response to the microsecond (autocannon's own histogram rounds to whole ms); the server
 * process's CPU time per request is read from /proc where there is one.
 */
export async function httpLoad(server: RunningServer, endpoint: Endpoint, options: LoadOptions): Promise<RunFigures> {
  const latencies: number[] = [];
  const headers = {
    authorization: `Bearer ${server.token}`,
    ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
  };
  const body = endpoint.body;
  const cpuBefore = server.cpuMs();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.origin,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            method: endpoint.method,
            path: endpoint.path,
            headers,
            ...(body ? { setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }) } : {}),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const cpuAfter = server.cpuMs();
  const run = figures(latencies, result.duration, result.errors + result.timeouts + result.non2xx);
  if (cpuBefore !== undefined && cpuAfter !== undefined && latencies.length > 0) {
    run.cpuPerRequest = (cpuAfter - cpuBefore) / latencies.length;
  }
  return run;
}
