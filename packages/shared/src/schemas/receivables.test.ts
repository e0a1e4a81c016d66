import { describe, expect, it } from 'vitest';
import { daysOverdue, statementQuerySchema } from './receivables.js';

describe('receivables rules', () => {
  it('counts whole days past the due date, across months and a leap day; 0 on the day itself', () => {
    expect(daysOverdue('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysOverdue('2026-10-28', '2026-11-27')).toBe(30);
    expect(daysOverdue('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysOverdue('2026-12-01', '2026-11-27')).toBe(-4);
  });

  it('takes a statement period of real days, from not after to', () => {
    expect(statementQuerySchema.safeParse({ from: '2026-04-01', to: '2026-03-31' }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'To must be on or after From',
    });
    expect(statementQuerySchema.safeParse({ from: '2026-02-30' }).error?.issues[0]?.message).toBe(
      'From must be a date',
    );
    expect(statementQuerySchema.parse({})).toEqual({});
  });
});
