// Runs the Playwright journeys in the system Chromium. Without a browser the suite is
// skipped loudly on a developer's machine and fails under CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

// Chromium's headless shell first where it is installed (Debian's chromium-headless-shell, the old
// headless mode, what Playwright itself runs headless journeys in): the same engine without the
// browser window the full Chromium draws around each page even when headless, a third less time
// for the journeys on two cores (BENCHMARKS.md). Then the full Chromium.
const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const chromium = candidates.find((path) => existsSync(path));
const isCi = !!process.env.CI && process.env.CI !== 'false';

if (!chromium) {
  const banner = [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '!! END-TO-END TESTS SKIPPED: no Chromium found.',
    `!! Looked at: ${candidates.join(', ')}`,
    '!! Install it (Debian: apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH.',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ].join('\n');
  console.error(banner);
  process.exit(isCi ? 1 : 0);
}

// Each lane's server starts on a database of its own, migrated already where the unit tests left this
// tree a template (apps/server/test/migrated-data-folder.ts): three fresh starts at once cost their
// initdb and migrations, about 8 s of CPU each, before any journey began.
const dataDirs = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), 'lathe-e2e-')));
spawnSync(process.execPath, ['--import', 'tsx', 'test/migrated-data-folder.ts', ...dataDirs], {
  stdio: 'inherit',
  cwd: new URL('../apps/server/', import.meta.url).pathname,
});

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('.', import.meta.url).pathname,
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIRS: dataDirs.join(delimiter) },
});
process.exit(result.status ?? 1);
