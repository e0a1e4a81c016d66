import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.js';

/**
 * Serves the built web app and falls back to index.html for client routes, so a reload
 * or a shared link on /machines/edit/{id} works. Files are looked up on each request, so
 * a rebuild is served without a restart; a missing file (/assets/old.js) and unknown /api
 * paths stay 404s rather than turning into the app's HTML. The build writes brotli and gzip
 * copies beside its text files (file.js.br, file.js.gz); a browser that accepts them gets those,
 * with no compressing per request.
 */
export const webPlugin = fp<{ dist: string }>(
  async (app: FastifyInstance, { dist }) => {
    const index = join(dist, 'index.html');
    if (existsSync(dist)) {
      await app.register(fastifyStatic, {
        root: dist,
        index: ['index.html'],
        preCompressed: true,
        setHeaders: (res, path) => {
          // Hashed assets never change; everything else is checked on each load.
          const isHashed = path.includes(`${join(dist, 'assets')}`);
          res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(`No web build at ${dist}; run "npm run build" to serve the app`);
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isClientRoute = (request.method === 'GET' || request.method === 'HEAD') && !extname(path);
      if (path.startsWith('/api') || !isClientRoute || !existsSync(index)) throw notFound('Route');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
