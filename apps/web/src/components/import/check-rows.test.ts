import type { CsvColumn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkRows, mergeChecks } from './check-rows';

const columns = [
  { key: 'code', type: 'text' },
  { key: 'name', type: 'text' },
  { key: 'days', type: 'integer' },
] as const satisfies readonly CsvColumn[];

const schema = z.object({
  code: z.string('Code is required'),
  name: z.string('Name is required'),
  days: z.number('Days must be a whole number').int().optional(),
});

describe('checkRows', () => {
  it('numbers rows from line 2 and reports each field the schema rejects', () => {
    const checks = checkRows(
      [
        { code: 'A1', name: 'Alpha', days: '30' },
        { code: '', name: ' ', days: 'soon' },
      ],
      columns,
      schema,
      'code',
    );
    expect(checks).toEqual([
      { line: 2, key: 'A1' },
      {
        line: 3,
        key: '',
        errors: { code: 'Code is required', name: 'Name is required', days: 'Days must be a whole number' },
      },
    ]);
  });

  it('reads headers in any case and flags a key seen earlier in the file', () => {
    const checks = checkRows(
      [
        { CODE: 'a1', Name: 'Alpha' },
        { code: 'B2', name: 'Beta' },
        { code: 'A1', name: 'Alpha again' },
      ],
      columns,
      schema,
      'code',
    );
    expect(checks.map((c) => c.errors)).toEqual([undefined, undefined, { code: 'Same value as line 2' }]);
  });
});

describe('mergeChecks', () => {
  it('keeps the server verdict for clean rows and rejects rows either side flags', () => {
    const merged = mergeChecks(
      [
        { line: 2, key: 'A1' },
        { line: 3, key: '', errors: { code: 'Code is required' } },
        { line: 4, key: 'C3' },
      ],
      [
        { line: 2, key: 'A1', action: 'update' },
        { line: 3, key: '', action: 'reject', errors: { code: 'Code is required' } },
        { line: 4, key: 'C3', action: 'reject', errors: { gstin: 'GSTIN is invalid' } },
      ],
    );
    expect(merged).toEqual([
      { line: 2, key: 'A1', action: 'update' },
      { line: 3, key: '', action: 'reject', errors: { code: 'Code is required' } },
      { line: 4, key: 'C3', action: 'reject', errors: { gstin: 'GSTIN is invalid' } },
    ]);
  });

  it('rejects a row the server would accept when the browser found a problem', () => {
    const merged = mergeChecks(
      [{ line: 5, key: 'A1', errors: { code: 'Same value as line 2' } }],
      [{ line: 5, key: 'A1', action: 'update' }],
    );
    expect(merged).toEqual([{ line: 5, key: 'A1', action: 'reject', errors: { code: 'Same value as line 2' } }]);
  });
});
