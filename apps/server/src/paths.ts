import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server): this file sits one level below it both as
 * source (src/paths.ts) and in the production bundle (dist/server.js), so the paths the
 * server reads beside its code resolve the same either way.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
