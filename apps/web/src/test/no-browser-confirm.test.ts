import { describe, expect, it } from 'vitest';
import { lintProbe } from './biome-probe';

/*
 * The browser's confirm dialog stays out of the web app (apps/web/biome.json: a GritQL plugin
 * for `window.confirm` and the like, noRestrictedGlobals for a bare `confirm`): questions go
 * through confirmAction() and the app's own dialog.
 */
describe("the browser's confirm dialog", () => {
  it.each([
    ['features/invoices', "const x = window.confirm('Issue this invoice?');"],
    ['components/data-table', "const x = globalThis.confirm('Delete?');"],
    ['components/form', 'const x = window.confirm;'],
  ])('fails the lint in %s: %s', (folder, source) => {
    const result = lintProbe(folder, source);
    expect(result.failed).toBe(true);
    expect(result.output).toContain("Ask with confirmAction() (components/ui/confirm-action), not the browser's");
  });

  it('fails the lint as a bare global', () => {
    const result = lintProbe('lib', "const x = confirm('Leave?');");
    expect(result.failed).toBe(true);
    expect(result.output).toContain('lint/style/noRestrictedGlobals');
  });

  it.each([
    ["import { confirmAction } from '../../components/ui/confirm-action';\nconst x = confirmAction('Delete?');"],
    ['const order = { confirm: () => true };\nconst x = order.confirm();'],
    ['const x = (confirm: () => boolean) => confirm();'],
  ])('leaves the app’s own questions, and what is merely named confirm, alone: %s', (source) => {
    const result = lintProbe('features/invoices', source);
    expect(result.output).not.toContain('confirmAction() (components');
    expect(result.failed).toBe(false);
  });
});
