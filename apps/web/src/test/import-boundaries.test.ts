import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The boundaries of the web app, as Biome enforces them (apps/web/biome.json): a feature never
 * imports another feature, and components/ and lib/ never import a feature. Each case writes
 * a probe file where the import would stand and lints it with the project's own Biome.
 */

// A string, not a URL: jsdom's URL is not Node's.
const webSrc = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(webSrc, '../../..');
const biome = join(repo, 'node_modules/.bin/biome');

function lint(folder: string, source: string) {
  const probe = join(webSrc, folder, `boundary-probe-${process.pid}.ts`);
  writeFileSync(probe, `${source}\nconsole.log(x);\n`);
  try {
    const run = spawnSync(biome, ['lint', '--colors=off', probe], { cwd: repo, encoding: 'utf8' });
    return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('import boundaries', () => {
  it.each([
    ["import { x } from '../customers/api';"],
    ["import { x } from '../products/api';"],
    ["import { x } from '../../features/dashboard/api';"],
  ])('a feature importing another feature fails the lint: %s', (source) => {
    const result = lint('features/sales-orders', source);
    expect(result.failed).toBe(true);
    expect(result.output).toContain('lint/style/noRestrictedImports');
    expect(result.output).toContain('A feature never imports another feature');
  });

  it.each([
    ["import { x } from './api';"],
    ["import { x } from '../../lib/api-client';"],
    ["import { x } from '../../components/pickers/customer-field';"],
    ["import { x } from '@lathe/shared';"],
  ])('a feature may import its own files, components, lib and shared: %s', (source) => {
    const result = lint('features/sales-orders', source);
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });

  it('components and lib never import a feature', () => {
    for (const folder of ['components/pickers', 'lib']) {
      const result = lint(folder, "import { x } from '../../features/customers/api';");
      expect(result.failed, folder).toBe(true);
      expect(result.output).toContain('never import one');
    }
    expect(lint('components/pickers', "import { x } from '../form/search-select';").failed).toBe(false);
  });
});
