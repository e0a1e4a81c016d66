import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';

const dist = mkdtempSync(join(tmpdir(), 'lathe-dist-'));
let h: Harness;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Lathe</title>');
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  h = await createHarness({ WEB_DIST: dist });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html, so reloads and shared links work', async () => {
    for (const url of ['/', '/users/edit/123', '/machines?page=2']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Lathe</title>');
    }
  });

  it('serves assets long-cached, and files written after start without a restart', async () => {
    const asset = await h.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    writeFileSync(join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await h.app.inject({ method: 'GET', url: '/assets/app-2.js' })).body).toBe('console.log(2)');
  });

  it('keeps a missing file and an unknown API path a 404, not the app page', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const api = await h.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('Not Found');
  });
});
