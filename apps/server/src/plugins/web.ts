import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.js';

/**
 * Serves the built web app and falls back to index.html for client routes, so a reload
 * or a shared link on /machines/edit/{id} works. Unknown /api paths stay JSON 404s.
 */
export const webPlugin = fp<{ dist: string }>(
  async (app: FastifyInstance, { dist }) => {
    const hasBuild = existsSync(join(dist, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h' });
    } else {
      app.log.warn(`No web build at ${dist}; run "npm run build" to serve the app`);
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!hasBuild || path.startsWith('/api') || (request.method !== 'GET' && request.method !== 'HEAD')) {
        throw notFound('Route');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
