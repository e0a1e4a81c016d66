import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from './server-spawn.js';

const dataDir = mkdtempSync(join(tmpdir(), 'lathe-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (port: number) => spawnServer(port, { DATA_DIR: dataDir, ADMIN_PASSWORD: '', ALLOW_SIGNUP: 'true' });

describe('the server process', () => {
  it('first start seeds an admin with a printed password; SIGTERM finishes the request in flight and exits; a restart keeps sign-ins', async () => {
    const port = await freePort();
    const first = start(port);
    await first.ready;
    const password = /Generated admin password[^:]*: (\S+)/.exec(first.output())?.[1];
    expect(first.output()).toContain(`Sign in at http://127.0.0.1:${port}/auth/signin as admin@example.com`);
    expect(first.output()).toContain('To turn sign-up off, start with ALLOW_SIGNUP=false.');
    expect(password).toBeDefined();

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };

    // A request still arriving when SIGTERM comes is finished before the process exits.
    const body = JSON.stringify({ email: 'admin@example.com', password });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const answered = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(300);
    const { exited } = first;
    first.child.kill('SIGTERM');
    await sleep(500);
    socket.write(body.slice(10));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"accessToken"');
    expect(await exited).toBe(0);

    const second = start(port);
    await second.ready;
    expect(second.output()).not.toContain('Generated admin password');
    // The signing key was kept in DATA_DIR, so the token from before the restart still works.
    const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 90_000);
});
