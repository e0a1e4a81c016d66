import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../paths.js';
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyAgainstNothing, verifyPassword } from './password.js';

/** The server's source files (what the production bundle is built from), tests and their kits left out. */
function serverSources(folder = join(SERVER_ROOT, 'src')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return /\.ts$/.test(entry.name) && !/(\.test|-test-kit|-fixtures?)\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('password hashing', () => {
  it('uses argon2id with a salt of its own, and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'correct horse')).toBe(true);
    expect(await verifyPassword(a, 'Correct horse')).toBe(false);
  });

  it('treats a damaged hash as a failed check, not an error', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstNothing('x')).toBe(false);
  });

  it("hashes at OWASP's parameters, and no server file can reach the tests' cheap hash", async () => {
    expect(PASSWORD_HASH_OPTIONS).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await hashPassword('correct horse')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The harness's users are hashed cheaply by test/minted-sign-in.ts; the server imports nothing from test/.
    const reaching = serverSources().filter((file) => /from '(\.\.\/)+test\//.test(readFileSync(file, 'utf8')));
    expect(reaching.map((file) => relative(SERVER_ROOT, file))).toEqual([]);
  });
});
