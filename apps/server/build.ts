/**
 * `npm run build -w @lathe/server`: the server's own code and @lathe/shared in one ES module,
 * dist/server.js, with the installed packages left to Node; and beside it the schedule thread's
 * entry, dist/schedule-worker.js, which schedule-thread.ts starts from there. Production starts it
 * with plain Node: no TypeScript to compile at start-up, so an existing database serves sooner.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const dependenciesOf = (path: string) =>
  Object.keys(
    (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { dependencies: object }).dependencies,
  );

const external = [...dependenciesOf('./package.json'), ...dependenciesOf('../../packages/shared/package.json')].filter(
  (name) => name !== '@lathe/shared',
);

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    'schedule-worker': new URL('./src/modules/schedule/schedule-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
