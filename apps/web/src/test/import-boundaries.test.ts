import { describe, expect, it } from 'vitest';
import { lintProbe as lint } from './biome-probe';

/*
 * The boundaries of the web app, as Biome enforces them (apps/web/biome.json): a feature never
 * imports another feature, and components/ and lib/ never import a feature. Each case writes
 * a probe file where the import would stand and lints it with the project's own Biome.
 */

describe('import boundaries', () => {
  it.each([
    ["import { x } from '../customers/api';"],
    ["import { x } from '../products/api';"],
    ["import { x } from '../../features/dashboard/api';"],
    ["import { x } from '../../../src/features/customers/api';"],
    ["export { x } from '../customers/api';"],
    ["const { x } = await import('../customers/api');"],
    ["import { x } from '..';"],
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
    ["import { x } from '../../components/history/record-history';"],
    ["import { x } from '../../lib/money-figures';"],
    ["import { x } from '@lathe/shared';"],
  ])('a feature may import its own files, components, lib and shared: %s', (source) => {
    const result = lint('features/sales-orders', source);
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });

  it('components and lib never import a feature', () => {
    for (const [folder, source] of [
      ['components/pickers', "import { x } from '../../features/customers/api';"],
      ['components', "import { x } from '../features/customers/api';"],
      ['lib', "import { x } from '../features/customers/api';"],
    ] as const) {
      const result = lint(folder, source);
      expect(result.failed, folder).toBe(true);
      expect(result.output).toContain('never import one');
    }
    expect(lint('components/pickers', "import { x } from '../form/search-select';").failed).toBe(false);
  });
});
