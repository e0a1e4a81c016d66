import { describe, expect, it } from 'vitest';
import { EACH_BREAK_LARGER, type QuotationInput, quotationInputSchema, VALID_BEFORE_QUOTATION } from './quotation.js';

const line: QuotationInput['lines'][number] = {
  productId: '8b2e3f40-5d6c-4e7f-a081-9c0d1e2f3041',
  barKgPerPiece: 0.185,
  barRate: 78.5,
  barRateSource: 'grn',
  operations: [
    {
      label: 'Rough 1st side',
      machineNo: 'CNC-1',
      cycleTimeSec: 42.5,
      efficiencyPercent: 85,
      setupMinutes: 45,
      hourRate: 450,
    },
  ],
  outside: [{ process: 'Zinc plating', ratePerPiece: 1.1 }],
  packingPerPiece: 0.35,
  rejectionPercent: 2,
  overheadPercent: 12,
  marginPercent: 10,
  breaks: [
    { quantity: 1000, price: 35.5 },
    { quantity: 5000, price: 34.75 },
  ],
};
const quotation: QuotationInput = {
  customerId: '2d7a0c74-56e3-4f90-9c65-4b3e8f0abc03',
  enquiryDate: '2026-11-20',
  quotationDate: '2026-11-24',
  validUntil: '2026-12-24',
  lines: [line],
};
const messages = (input: unknown) => {
  const parsed = quotationInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the quotation input', () => {
  it('takes a costed line priced at rising quantities', () => {
    expect(messages(quotation)).toEqual([]);
  });

  it('refuses quantities that do not rise, a validity before the quotation and an enquiry after it', () => {
    expect(
      messages({
        ...quotation,
        enquiryDate: '2026-11-25',
        validUntil: '2026-11-23',
        lines: [
          {
            ...line,
            breaks: [
              { quantity: 5000, price: 34 },
              { quantity: 5000, price: 33 },
            ],
          },
        ],
      }),
    ).toEqual([
      `lines.0.breaks.1.quantity: ${EACH_BREAK_LARGER}`,
      `validUntil: ${VALID_BEFORE_QUOTATION}`,
      'enquiryDate: The enquiry cannot be after the quotation date',
    ]);
  });

  it('refuses cost figures out of range with the field and the reason', () => {
    expect(
      messages({
        ...quotation,
        lines: [
          {
            ...line,
            barKgPerPiece: 0,
            rejectionPercent: 60,
            marginPercent: 1.234,
            operations: [{ ...line.operations[0], efficiencyPercent: 0, setupMinutes: 2000, cycleTimeSec: 1.25 }],
            breaks: [],
          },
        ],
      }),
    ).toEqual([
      'lines.0.barKgPerPiece: Must be a positive number',
      'lines.0.operations.0.cycleTimeSec: Maximum 1 decimal place',
      'lines.0.operations.0.efficiencyPercent: Planning efficiency must be a whole percentage from 1 to 150',
      'lines.0.operations.0.setupMinutes: Setup time must be 0 to 1440 whole minutes',
      'lines.0.rejectionPercent: At most 50 %',
      'lines.0.marginPercent: Maximum 2 decimal places',
      'lines.0.breaks: Add at least one quantity',
    ]);
  });
});
