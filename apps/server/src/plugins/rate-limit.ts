import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { tooManyRequests } from '../lib/errors.js';
import { createInFlightLimit } from '../lib/in-flight.js';
import { type AttemptCounter, countAttempt, createMemoryCounter, type Rule } from '../lib/throttle.js';

export interface RateLimitOptions {
  /** Where the budgets are counted (table `auth_throttle`), shared by every server process, unless `alone`. */
  db: Db;
  /** The only process on its database (the embedded one): the budgets are counted in memory. */
  alone?: boolean | undefined;
  /** Writes (POST, PUT, PATCH, DELETE under /api, sign-in calls aside) per user per window. */
  writes: number;
  /** CSV exports (`GET /api/{resource}/export`) per user per window. */
  exports: number;
  /** Documents e-mailed (`POST …/email`) per user per window: each is a mail to someone outside. */
  emails: number;
  /** Expensive reads (searches, pickers, dashboard, history, PDFs, the audit log) per user per window. */
  reads: number;
  /** Expensive reads one user may have running at once: more wait their turn in the client, not in the database. */
  readsInFlight: number;
  windowSeconds: number;
}

type Budget = 'writes' | 'exports' | 'emails' | 'reads';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MESSAGES: Record<Budget, string> = {
  writes: 'Too many changes in a short time',
  exports: 'Too many exports in a short time',
  emails: 'Too many e-mails in a short time',
  reads: 'Too many searches in a short time',
};

/** The routes whose every call is costly whatever it asks: pickers, the dashboard, a history, a PDF or a portal's JSON, the audit log, receivables and payables, GSTR-3B's worksheet, GSTR-2B's reconciliation, the Tally file's summary, the machine schedule and the plans computed on it, SPC's charts, box labels and every trace. */
const COSTLY_ROUTE =
  /^\/api\/(dashboard|audit|notifications|receivables\/ageing|payables\/ageing|payables\/ledger\/:supplierId|gst\/gstr-1|gst\/gstr-1\/json|gst\/gstr-3b|gst\/gstr-3b\/json|gst\/gstr-2b|gst\/e-invoices|tally\/summary|schedule|schedule\/late|planning\/promise|planning\/what-if|planning\/rough-cut|delivery-schedules\/performance|spc|spc\/characteristics|boxes\/labels\.pdf)$|^\/api\/traceability\/|\/(options|party-code|all|history|pdf|statement|e-invoice|e-way-bill)(\/|$)/;

/**
 * The sign-in routes: they have their own sign-in throttle (modules/auth/auth-throttle.ts) and are
 * called before anyone is known, or end the session. The signed-in user's own account routes
 * (a password change, signing out other sessions) are writes like any other.
 */
const SIGN_IN_ROUTE = /^\/api\/auth\/(login|register|refresh|logout)$/;

/**
 * Which budget a route spends, if any. Reads are free but for the expensive ones: a search, a
 * picker, the dashboard, a history, a PDF, the audit log.
 */
export function budgetOf(method: string, url: string | undefined, query: unknown = {}): Budget | null {
  if (!url?.startsWith('/api/') || SIGN_IN_ROUTE.test(url)) return null;
  if (method === 'GET' && url.endsWith('/export')) return 'exports';
  if (method === 'POST' && url.endsWith('/email')) return 'emails';
  if (method === 'GET') {
    const search = (query as { search?: unknown } | null)?.search;
    const searching = typeof search === 'string' && search.trim() !== '';
    return searching || COSTLY_ROUTE.test(url) ? 'reads' : null;
  }
  return WRITE_METHODS.has(method) ? 'writes' : null;
}

/**
 * A per-user budget of writes, of exports and of expensive reads in a fixed window, and at most
 * `readsInFlight` expensive reads of one user running at once: one user scripting the API cannot
 * flood the database for everyone. It runs in onRequest right after the access check, so the
 * user is known and a refused request's body is never read. Over budget: 429 with Retry-After
 * and the JSON error body; every counted request carries x-ratelimit-limit/remaining/reset.
 *
 * The budgets are counted in the database (lib/throttle.ts: one upsert on `writes:<user id>`,
 * `exports:…`, `reads:…` in table `auth_throttle`), so every server process sharing it, the
 * workers of a WEB_CONCURRENCY cluster or several machines, spends one budget per user.
 * A process alone on its database (the embedded one) counts them in memory instead, the same
 * way: there is nobody to share them with, and a write per request would queue behind every
 * statement of the embedded database's one connection (a flood's refusals slowed everyone's).
 * The reads in flight are counted per process: that limit is about the queries one process
 * runs at once, so with N processes a user may have up to N × `readsInFlight` running.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { db, alone, writes, exports, emails, reads, readsInFlight, windowSeconds }) => {
    const rule = (limit: number): Rule & { kind: 'window' } => ({ kind: 'window', limit, windowSeconds });
    const rules = {
      writes: rule(writes),
      exports: rule(exports),
      emails: rule(emails),
      reads: rule(reads),
    } satisfies Record<Budget, Rule>;
    const count: AttemptCounter = alone ? createMemoryCounter() : (key, rule) => countAttempt(db, key, rule);
    // Expensive reads running now, per user; the embedded database runs one query at a time.
    const inFlight = createInFlightLimit(readsInFlight);
    const readers = new WeakMap<FastifyRequest, string>();
    const finished = (request: FastifyRequest) => {
      const userId = readers.get(request);
      if (userId === undefined) return;
      readers.delete(request);
      inFlight.leave(userId);
    };
    app.addHook('onResponse', async (request) => finished(request));
    app.addHook('onRequestAbort', async (request) => finished(request));

    app.addHook('onRequest', async (request, reply) => {
      const budget = budgetOf(request.method, request.routeOptions.url, request.query);
      // Only signed-in calls are counted; public routes have nobody to count against.
      if (!budget || !request.principal) return;
      const userId = request.principal.user.id;
      if (budget === 'reads') {
        if (!inFlight.enter(userId)) throw tooManyRequests('Too many searches at once; try again in 1 second', 1);
        readers.set(request, userId);
      }
      const { limit } = rules[budget];
      const counted = await count(`${budget}:${userId}`, rules[budget]);
      reply.header('x-ratelimit-limit', limit);
      reply.header('x-ratelimit-remaining', counted.allowed ? Math.max(0, limit - counted.hits) : 0);
      reply.header('x-ratelimit-reset', Math.ceil(counted.allowed ? counted.resetSeconds : counted.waitSeconds));
      if (!counted.allowed) {
        const seconds = Math.max(1, Math.ceil(counted.waitSeconds));
        throw tooManyRequests(
          `${MESSAGES[budget]}; try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
          seconds,
        );
      }
    });
  },
  // The access plugin's onRequest hook must run first: it names the user this counts against.
  { name: 'rate-limit', dependencies: ['access'] },
);
