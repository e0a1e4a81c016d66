import { describe, expect, it } from 'vitest';
import { sameContent } from './document-content.js';

const draft = {
  id: 'doc-1',
  status: 'draft',
  version: 3,
  updatedAt: '2026-04-01T10:00:00.000Z',
  customer: { id: 'cust-1', name: 'Bharat Forge' },
  lines: [
    { id: 'line-1', productId: 'p-1', quantity: 4, rate: 100 },
    { id: 'line-2', productId: 'p-2', quantity: 1, rate: 250 },
  ],
};

describe('sameContent', () => {
  it('holds across what every save changes: the version, the updated stamp, the lines written again', () => {
    const saved = {
      ...draft,
      version: 4,
      updatedAt: new Date('2026-04-01T10:05:00.000Z'),
      lines: draft.lines.map((line, i) => ({ ...line, id: `new-${i}` })),
    };
    expect(sameContent(draft, saved)).toBe(true);
  });

  it('does not hang on the order of the keys', () => {
    const { lines, ...header } = draft;
    expect(sameContent(draft, { lines: lines.map(({ rate, ...line }) => ({ rate, ...line })), ...header })).toBe(true);
  });

  it('tells a changed rate, quantity, header field or reference', () => {
    const changes = [
      { ...draft, lines: [{ ...draft.lines[0], rate: 1 }, draft.lines[1]] },
      { ...draft, lines: [draft.lines[0], { ...draft.lines[1], quantity: 2 }] },
      { ...draft, status: 'issued' },
      { ...draft, customer: { ...draft.customer, id: 'cust-2' } },
      { ...draft, lines: [draft.lines[1], draft.lines[0]] },
    ];
    for (const changed of changes) expect(sameContent(draft, changed)).toBe(false);
  });

  it('tells a line added or taken away, and a field cleared or left out', () => {
    expect(sameContent(draft, { ...draft, lines: draft.lines.slice(0, 1) })).toBe(false);
    expect(sameContent(draft, { ...draft, lines: [...draft.lines, draft.lines[1]] })).toBe(false);
    expect(sameContent({ ...draft, notes: 'Deburr' }, { ...draft, notes: null })).toBe(false);
    expect(sameContent({ ...draft, notes: 'Deburr' }, draft)).toBe(false);
  });

  it('tells another document: its own id counts', () => {
    expect(sameContent(draft, { ...draft, id: 'doc-2' })).toBe(false);
  });
});
