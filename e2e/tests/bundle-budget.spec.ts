import { expect, test } from '@playwright/test';
import { formatReport, measureBundle } from '../../apps/web/scripts/bundle-budget';

/**
 * The JavaScript budget, read from the build `npm run test:e2e` has just made (no browser):
 * the sign-in page plus the shell at most 155 kB gzipped, every screen its own chunk loaded
 * on demand, and no screen adding more than the screen budget (115 kB for now). `npm run bench:web` prints the same figures.
 */
test('the sign-in page and the shell stay within the JavaScript budget, and screens load on demand', () => {
  const report = measureBundle();
  test.info().annotations.push({ type: 'bundle', description: formatReport(report) });
  expect(report.screensAreLazy, formatReport(report)).toBe(true);
  expect(report.problems, formatReport(report)).toEqual([]);
});
