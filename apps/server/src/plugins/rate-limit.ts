import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/errors.js';

export interface RateLimitOptions {
  /** Writes (POST, PUT, PATCH, DELETE under /api, sign-in calls aside) per user per window. */
  writes: number;
  /** CSV exports (`GET /api/{resource}/export`) per user per window. */
  exports: number;
  windowSeconds: number;
}

type Budget = 'writes' | 'exports';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MESSAGES: Record<Budget, string> = {
  writes: 'Too many changes in a short time',
  exports: 'Too many exports in a short time',
};

/**
 * Which budget a route spends, if any. The auth routes have their own sign-in throttle
 * (modules/auth/login-throttle.ts) and are called before anyone is known; reads are not limited.
 */
export function budgetOf(method: string, url: string | undefined): Budget | null {
  if (!url?.startsWith('/api/') || url.startsWith('/api/auth/')) return null;
  if (method === 'GET' && url.endsWith('/export')) return 'exports';
  return WRITE_METHODS.has(method) ? 'writes' : null;
}

/**
 * A per-user budget of writes and of exports in a fixed window (@fastify/rate-limit's
 * in-memory store): one user scripting the API cannot flood the database for everyone.
 * It runs in onRequest right after the access check, so the user is known and a refused
 * request's body is never read. Over budget: 429 with Retry-After and the JSON error body.
 * Kept per process: with several app servers each counts its own share.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { writes, exports, windowSeconds }) => {
    await app.register(rateLimit, { global: false });
    const timeWindow = windowSeconds * 1000;
    const limiter = (budget: Budget, max: number) =>
      app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request: FastifyRequest) => `${budget}:${request.principal?.user.id}`,
      });
    const limiters = { writes: limiter('writes', writes), exports: limiter('exports', exports) };

    app.addHook('onRequest', async (request, reply) => {
      const budget = budgetOf(request.method, request.routeOptions.url);
      // Only signed-in calls are counted; public routes have nobody to count against.
      if (!budget || !request.principal) return;
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
