import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A web build in a temporary folder, as the server serves it: index.html and one asset,
 * `assets/app-1.js`, plus any further files (path → content). `remove()` deletes it.
 */
export function fakeWebDist(extra: Record<string, string | Buffer> = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'lathe-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files = { 'index.html': '<!doctype html><title>Lathe</title>', 'assets/app-1.js': 'console.log(1)', ...extra };
  for (const [path, content] of Object.entries(files)) writeFileSync(join(dist, path), content);
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
