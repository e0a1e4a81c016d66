/** Latency figures of one measured run, in milliseconds, and its throughput. */
export interface RunFigures {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Requests that failed: an error, a timeout or a status other than 2xx. */
  failed: number;
  /** CPU time of the measured process per request, in ms, where it could be read. */
  cpuPerRequest?: number | undefined;
}

/** The p-th percentile (0–100) of the samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export function figures(latencies: readonly number[], seconds: number, failed: number): RunFigures {
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  };
}
