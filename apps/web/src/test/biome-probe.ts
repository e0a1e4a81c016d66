import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/*
 * Lints a probe file with the project's own Biome, to prove a rule of apps/web/biome.json holds.
 *
 * Not through stdin (`biome lint --stdin-file-path=…`): Biome 2.5 prints no lint diagnostics in
 * stdin mode and its exit code does not follow them (1 for any input without --write, 0 for any
 * with it), so a stdin probe could not tell a refused file from an allowed one.
 */

// A string, not a URL: jsdom's URL is not Node's.
const webSrc = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(webSrc, '../../..');
const biome = join(repo, 'node_modules/.bin/biome');

/** Writes `source` (and a use of `x`) to a probe in `folder` under src/, lints it and removes it. */
export function lintProbe(folder: string, source: string) {
  const probe = join(webSrc, folder, `lint-probe-${process.pid}.ts`);
  writeFileSync(probe, `${source}\nconsole.log(x);\n`);
  try {
    const run = spawnSync(biome, ['lint', '--colors=off', probe], { cwd: repo, encoding: 'utf8' });
    const output = `${run.stdout}${run.stderr}`;
    // The probe itself was linted: a run that read no file proves nothing either way.
    expect(output).toContain('Checked 1 file');
    return { failed: run.status !== 0, output };
  } finally {
    rmSync(probe, { force: true });
  }
}
