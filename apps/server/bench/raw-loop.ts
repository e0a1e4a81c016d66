import { performance } from 'node:perf_hooks';
import type { CapturedSql } from './capture.js';
import type { RawDriver } from './database.js';
import type { Endpoint } from './endpoints.js';
import type { LoadOptions } from './http-load.js';
import { figures, median, type RunFigures } from './stats.js';

/**
 * One request's SQL as the server sends it: batch after batch, a batch's statements at once
 * (a list's page and count), or all in one transaction for a write.
 */
export function replayOf(driver: RawDriver, endpoint: Endpoint, captured: CapturedSql): () => Promise<void> {
  if (endpoint.transaction) {
    const statements = captured.flat();
    return () => driver.transaction(statements);
  }
  return async () => {
    for (const batch of captured) {
      if (batch.length === 1) await driver.query(batch[0]?.query as string, batch[0]?.params as unknown[]);
      else await Promise.all(batch.map(({ query, params }) => driver.query(query, params)));
    }
  };
}

/** The physical limit: `connections` loops replaying the endpoint's SQL through the driver, no HTTP, auth or validation. */
export async function rawLoop(replay: () => Promise<void>, options: LoadOptions): Promise<RunFigures> {
  const latencies: number[] = [];
  let failed = 0;
  let firstError: unknown;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        await replay();
        latencies.push(performance.now() - start);
      } catch (error) {
        failed++;
        firstError ??= error;
        if (failed > 100) return;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  if (firstError) console.error('  raw loop error:', firstError instanceof Error ? firstError.message : firstError);
  const cpu = process.cpuUsage(cpuBefore);
  const run = figures(latencies, (performance.now() - started) / 1000, failed);
  if (latencies.length > 0) run.cpuPerRequest = (cpu.user + cpu.system) / 1000 / latencies.length;
  return run;
}

/** The endpoint's SQL replayed one request at a time: the median latency, database and driver only. */
export async function singleLatency(replay: () => Promise<void>, seconds: number): Promise<number> {
  const samples: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline || samples.length < 5) {
    const start = performance.now();
    await replay();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const isRead = (query: string) => /^\s*(select|with)\b/i.test(query);

/**
 * The database's own time for the endpoint: EXPLAIN ANALYZE of each statement, planning plus
 * execution, summed over the request's statements; the median of `runs`. Undefined for writes.
 */
export async function databaseTime(
  driver: RawDriver,
  endpoint: Endpoint,
  captured: CapturedSql,
  runs = 7,
): Promise<number | undefined> {
  const statements = captured.flat();
  if (endpoint.transaction || !statements.every(({ query }) => isRead(query))) return undefined;
  const totals: number[] = [];
  for (let run = 0; run < runs; run++) {
    let total = 0;
    for (const { query, params } of statements) {
      const { planning, execution } = await driver.explain(query, params);
      total += planning + execution;
    }
    totals.push(total);
  }
  return median(totals);
}
