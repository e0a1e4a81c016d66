// Runs the Playwright journeys in the system Chromium. Without a browser the suite is
// skipped loudly on a developer's machine and fails under CI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const chromium = candidates.find((path) => existsSync(path));
const isCi = !!process.env.CI && process.env.CI !== 'false';

if (!chromium) {
  const banner = [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '!! END-TO-END TESTS SKIPPED: no Chromium found.',
    `!! Looked at: ${candidates.join(', ')}`,
    '!! Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ].join('\n');
  console.error(banner);
  process.exit(isCi ? 1 : 0);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('.', import.meta.url).pathname,
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
