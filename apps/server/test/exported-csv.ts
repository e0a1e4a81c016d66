import { expect } from 'vitest';

/** An export's CSV text: it must start with the UTF-8 byte-order mark Excel needs, which is taken off. */
export function exportedCsv(res: { body: string }): string {
  expect(res.body.startsWith('\uFEFF'), 'the export starts with the byte-order mark').toBe(true);
  return res.body.slice(1);
}
