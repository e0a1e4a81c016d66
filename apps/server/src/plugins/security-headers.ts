import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets, worked out once: they are the same on every response (no CSP
 * nonces), where @fastify/helmet built helmet's middleware again on every request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every response — the web app's HTML and files, JSON, errors and the API
 * docs — set before routing, so a 404 or a 401 carries them too:
 * - a strict Content-Security-Policy: scripts only from this origin, never inline or eval'd
 *   (the build emits none); styles may be inline, as React's style attributes and the toast
 *   library's injected sheet are; images from here or data: URLs (a company logo);
 *   no plugins, no framing by anyone, forms post only here;
 * - nosniff, no referrer leaves for other sites, a same-origin opener policy, HSTS left to the
 *   TLS proxy in front (the app itself speaks HTTP on the office network).
 * No CORS headers are sent, so browsers keep other sites' pages from calling the API. Every
 * `/api` answer is `Cache-Control: no-store` unless its route says otherwise: tokens and
 * personal data travel there, and no browser or proxy cache may keep them.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders(HELMET);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
