import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';
import { fakeWebDist } from './web-dist.js';

// As the build writes them: compressed copies beside the file.
const { dist, remove } = fakeWebDist({
  'assets/app-1.js.br': brotliCompressSync('console.log(1)'),
  'assets/app-1.js.gz': gzipSync('console.log(1)'),
});
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ WEB_DIST: dist });
});
afterAll(async () => {
  await h.close();
  remove();
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

  it('sends a compressed copy from the build to a browser that accepts it, long-cached as the file', async () => {
    const br = await h.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await h.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    // Without a compressed copy, or without the header, the file goes as it is.
    const plain = await h.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const page = await h.app.inject({ method: 'GET', url: '/customers', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('<title>Lathe</title>');
  });
});
