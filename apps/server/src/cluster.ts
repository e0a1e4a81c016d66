import cluster, { type Worker } from 'node:cluster';

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): the primary process forks that many workers, each a
 * whole server listening on the same port (Node's cluster module hands the connections out in
 * turn). The primary serves nothing itself: it has run the migrations, the first start's seed
 * and made the JWT keys before forking (server.ts), then it keeps the workers running and
 * stops them gracefully.
 *
 * What a worker tells the primary over the cluster's IPC channel once it listens:
 */
export const WORKER_READY = 'lathe:ready';

const isMessage = (message: unknown, type: string) =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** A replacement for a worker that died waits this long, doubled for each one that died young in a row. */
const RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that ran this long before dying was not crash-looping: the delay starts again. */
const STABLE_AFTER_MS = 30_000;

export interface Supervisor {
  /** Resolves once every worker listens; rejects if one exits before (it prints why). */
  started: Promise<void>;
  /** Asks every worker (SIGTERM) to finish its requests and exit, and waits; rejects if one did not exit cleanly. */
  stop(): Promise<void>;
  /** The workers' process ids, now. */
  pids(): number[];
}

export interface SuperviseOptions {
  count: number;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
}

export function superviseWorkers({ count, log }: SuperviseOptions): Supervisor {
  let starting = true;
  let stopping = false;
  /** Workers that died young one after another: the next replacement waits 2^n seconds. */
  let youngDeaths = 0;
  const forkedAt = new Map<number, number>();
  const ready = new Set<number>();
  const restarts = new Set<NodeJS.Timeout>();
  const unclean: string[] = [];
  let markStarted!: () => void;
  let failStart!: (error: Error) => void;
  const started = new Promise<void>((resolve, reject) => {
    markStarted = resolve;
    failStart = reject;
  });
  // Nobody may be waiting on it when stop() comes first: no unhandled rejection then.
  started.catch(() => {});

  const fork = () => {
    const worker = cluster.fork();
    forkedAt.set(worker.id, Date.now());
    worker.on('message', (message) => {
      if (!isMessage(message, WORKER_READY)) return;
      ready.add(worker.id);
      if (starting && ready.size === count) {
        starting = false;
        markStarted();
      } else if (!starting) {
        log('info', `server process ${worker.process.pid} is serving again`);
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const pid = worker.process.pid;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    const lived = Date.now() - (forkedAt.get(worker.id) ?? 0);
    forkedAt.delete(worker.id);
    const wasServing = ready.delete(worker.id);
    if (stopping) {
      // One still starting may die of the signal before it handles it: it was serving nobody.
      if (wasServing && code !== 0) unclean.push(`${pid} exited with ${how}`);
      return;
    }
    if (starting) {
      failStart(new Error(`A server process (${pid}) exited with ${how} while starting`));
      return;
    }
    // A worker crashing at once again and again (a bad disk, a full database) is not restarted
    // in a tight loop: 1 s, 2 s, 4 s… up to 30 s; one that ran a while is replaced after 1 s.
    youngDeaths = lived < STABLE_AFTER_MS ? youngDeaths + 1 : 1;
    const delay = Math.min(MAX_RESTART_DELAY_MS, RESTART_DELAY_MS * 2 ** (youngDeaths - 1));
    log('error', `server process ${pid} exited with ${how}; starting another in ${delay / 1000} s`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  for (let i = 0; i < count; i++) fork();

  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  return {
    started,
    pids: () => workers().flatMap((w) => (w.process.pid === undefined ? [] : [w.process.pid])),
    async stop() {
      stopping = true;
      for (const timer of restarts) clearTimeout(timer);
      restarts.clear();
      await Promise.all(
        workers().map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              // A worker takes SIGTERM or SIGINT once (a Ctrl-C in a terminal has sent SIGINT to
              // every worker already): a second does not cut its requests short.
              worker.process.kill('SIGTERM');
            }),
        ),
      );
      if (unclean.length > 0) throw new Error(`Server processes did not stop cleanly: ${unclean.join('; ')}`);
    },
  };
}
