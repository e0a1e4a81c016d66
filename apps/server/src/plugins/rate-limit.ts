import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/errors.js';
import { createInFlightLimit } from '../lib/in-flight.js';

export interface RateLimitOptions {
  /** Writes (POST, PUT, PATCH, DELETE under /api, sign-in calls aside) per user per window. */
  writes: number;
  /** CSV exports (`GET /api/{resource}/export`) per user per window. */
  exports: number;
  /** Expensive reads (searches, pickers, dashboard, history, PDFs, the audit log) per user per window. */
  reads: number;
  /** Expensive reads one user may have running at once: more wait their turn in the client, not in the database. */
  readsInFlight: number;
  windowSeconds: number;
}

type Budget = 'writes' | 'exports' | 'reads';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MESSAGES: Record<Budget, string> = {
  writes: 'Too many changes in a short time',
  exports: 'Too many exports in a short time',
  reads: 'Too many searches in a short time',
};

/** The routes whose every call is costly whatever it asks: pickers, the dashboard, a history, a PDF, the audit log. */
const COSTLY_ROUTE = /^\/api\/(dashboard|audit|notifications)$|\/(options|party-code|all|history|pdf)(\/|$)/;

/**
 * Which budget a route spends, if any. The auth routes have their own sign-in throttle
 * (modules/auth/login-throttle.ts) and are called before anyone is known. Reads are free but for
 * the expensive ones: a search, a picker, the dashboard, a history, a PDF, the audit log.
 */
export function budgetOf(method: string, url: string | undefined, query: unknown = {}): Budget | null {
  if (!url?.startsWith('/api/') || url.startsWith('/api/auth/')) return null;
  if (method === 'GET' && url.endsWith('/export')) return 'exports';
  if (method === 'GET') {
    const search = (query as { search?: unknown } | null)?.search;
    const searching = typeof search === 'string' && search.trim() !== '';
    return searching || COSTLY_ROUTE.test(url) ? 'reads' : null;
  }
  return WRITE_METHODS.has(method) ? 'writes' : null;
}

/**
 * A per-user budget of writes, of exports and of expensive reads in a fixed window
 * (@fastify/rate-limit's in-memory store), and at most `readsInFlight` expensive reads of one
 * user running at once: one user scripting the API cannot flood the database for everyone.
 * It runs in onRequest right after the access check, so the user is known and a refused
 * request's body is never read. Over budget: 429 with Retry-After and the JSON error body.
 * Kept per process: with several app servers each counts its own share.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { writes, exports, reads, readsInFlight, windowSeconds }) => {
    await app.register(rateLimit, { global: false });
    const timeWindow = windowSeconds * 1000;
    const limiter = (budget: Budget, max: number) =>
      app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request: FastifyRequest) => `${budget}:${request.principal?.user.id}`,
      });
    const limiters = {
      writes: limiter('writes', writes),
      exports: limiter('exports', exports),
      reads: limiter('reads', reads),
    };
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
      if (budget === 'reads') {
        const userId = request.principal.user.id;
        if (!inFlight.enter(userId)) throw tooManyRequests('Too many searches at once; try again in 1 second', 1);
        readers.set(request, userId);
      }
      const state = await limiters[budget](request);
      if (state.isAllowed) return;
      reply.header('x-ratelimit-limit', state.max);
      reply.header('x-ratelimit-remaining', state.remaining);
      reply.header('x-ratelimit-reset', state.ttlInSeconds);
      if (state.isExceeded) {
        const seconds = Math.max(1, state.ttlInSeconds);
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
