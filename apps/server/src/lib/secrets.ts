import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';

export interface Secrets {
  access: Uint8Array;
  refresh: Uint8Array;
}

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * JWT keys from the environment; when unset, generated once and kept in DATA_DIR
 * so a restart does not sign everyone out.
 */
export function loadSecrets(config: Config): Secrets {
  if (config.jwtSecret) {
    return {
      access: encode(config.jwtSecret),
      refresh: encode(config.jwtRefreshSecret ?? `${config.jwtSecret}:refresh`),
    };
  }
  const file = join(config.dataDir, 'secrets.json');
  if (!existsSync(file)) {
    // Keys and the database live here: only the server's own user may list or read it.
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    const generated = { access: randomBytes(48).toString('base64url'), refresh: randomBytes(48).toString('base64url') };
    writeFileSync(file, JSON.stringify(generated), { mode: 0o600, flag: 'wx' });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { access: string; refresh: string };
  return { access: encode(stored.access), refresh: encode(config.jwtRefreshSecret ?? stored.refresh) };
}
