import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('WEB_CONCURRENCY', () => {
  const postgres = { DATABASE_URL: 'postgres://lathe@db:5432/lathe' };

  it('is 1 on the embedded database and one per core on PostgreSQL, unless set', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig(postgres).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
  });

  it('refuses more than 1 on the embedded database, and nonsense anywhere, naming the variable', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: the embedded database can be open in one process only; set DATABASE_URL/,
    );
    for (const value of ['0', '-1', 'two', '1.5']) {
      expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
