import { createServer, request as httpRequest, type Server } from 'node:http';

/** Requests one sqlmap run sent, by the status class the server answered. */
export interface Traffic {
  requests: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
}

/** The header each sqlmap run adds, so its requests are counted apart from the others'. */
export const RUN_HEADER = 'x-scan-run';

const emptyTraffic = (): Traffic => ({ requests: 0, ok: 0, clientErrors: 0, serverErrors: 0 });

/**
 * A reverse proxy on 127.0.0.1:`port` in front of the server: sqlmap targets it, and it counts
 * every request and the status of every answer by the run named in RUN_HEADER, so the report
 * shows how many requests each route took and whether any payload made the server fail (5xx).
 */
export async function startCountingProxy(target: string, ports: readonly number[]) {
  const traffic = new Map<string, Traffic>();
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const run = String(incoming.headers[RUN_HEADER] ?? '');
    const counts = traffic.get(run) ?? emptyTraffic();
    traffic.set(run, counts);
    counts.requests += 1;
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        if (status >= 500) counts.serverErrors += 1;
        else if (status >= 400) counts.clientErrors += 1;
        else counts.ok += 1;
        outgoing.writeHead(status, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      counts.serverErrors += 1;
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forward);
  });
  const port = await listenOnFirstFree(server, ports);
  return {
    origin: `http://127.0.0.1:${port}`,
    trafficOf: (run: string) => traffic.get(run) ?? emptyTraffic(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function listenOnFirstFree(server: Server, ports: readonly number[]): Promise<number> {
  for (const port of ports) {
    const listening = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (listening) return port;
  }
  throw new Error(`No free port for the scan's proxy among ${ports[0]}–${ports.at(-1)}`);
}
