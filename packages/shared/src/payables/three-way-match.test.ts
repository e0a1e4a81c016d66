import { describe, expect, it } from 'vitest';
import { billableQuantity, describeMismatch, type MatchLine, rateWithin, threeWayMatch } from './three-way-match.js';

const line = (fields: Partial<MatchLine> = {}): MatchLine => ({
  lineNumber: 1,
  unit: 'KGS',
  quantity: 1000,
  rate: 72,
  gstRate: 18,
  ordered: { quantity: 2000, rate: 72, gstRate: 18 },
  available: 1000,
  ...fields,
});
const match = (lines: MatchLine[], invoiceTotal = 100, linesTotal = 100) =>
  threeWayMatch({ lines, invoiceTotal, linesTotal });

describe('the three-way match', () => {
  it('matches a bill of what was received at the order’s rate and GST rate', () => {
    expect(match([line()])).toEqual([]);
  });

  it('lets a weighed quantity pass what was received by 1 %, a counted one not at all', () => {
    // 1,000 kg received: up to 1,010 kg may be billed (a weighbridge's difference); 1,010.001 may not.
    expect(billableQuantity(1000, 'KGS')).toBe(1010);
    expect(match([line({ quantity: 1010 })])).toEqual([]);
    expect(match([line({ quantity: 1010.001 })])).toEqual([
      { line: 1, field: 'quantity', ordered: 2000, received: 1000, billed: 1010.001 },
    ]);
    // 500 pieces received: 501 billed is a mismatch.
    const nos = line({ unit: 'NOS', quantity: 501, available: 500, ordered: { quantity: 500, rate: 72, gstRate: 18 } });
    expect(match([nos])).toEqual([{ line: 1, field: 'quantity', ordered: 500, received: 500, billed: 501 }]);
    // Billing less than was received is billing part of it: no mismatch.
    expect(match([line({ quantity: 400 })])).toEqual([]);
  });

  it('lets a rate differ by 0.5 % of the order’s or one paisa, whichever is more', () => {
    // 0.5 % of ₹72 = ₹0.36: ₹72.36 and ₹71.64 pass, ₹72.37 does not.
    expect(rateWithin(72, 72.36)).toBe(true);
    expect(rateWithin(72, 71.64)).toBe(true);
    expect(rateWithin(72, 72.37)).toBe(false);
    // 0.5 % of ₹1.50 = ₹0.0075, less than a paisa: ₹1.51 passes, ₹1.52 does not.
    expect(rateWithin(1.5, 1.51)).toBe(true);
    expect(rateWithin(1.5, 1.52)).toBe(false);
    expect(match([line({ rate: 74 })])).toEqual([{ line: 1, field: 'rate', ordered: 72, received: null, billed: 74 }]);
  });

  it('takes the GST rate exactly', () => {
    expect(match([line({ gstRate: 12 })])).toEqual([
      { line: 1, field: 'gstRate', ordered: 18, received: null, billed: 12 },
    ]);
  });

  it("checks the invoice's printed total against its lines within ₹1", () => {
    // The lines come to ₹84,960.40: the supplier's ₹84,960 (rounded) passes, ₹84,961.41 is ₹1.01 out.
    expect(match([line()], 84_960, 84_960.4)).toEqual([]);
    expect(match([line()], 84_961.4, 84_960.4)).toEqual([]);
    expect(match([line()], 84_961.41, 84_960.4)).toEqual([
      { line: null, field: 'total', ordered: null, received: 84_960.4, billed: 84_961.41 },
    ]);
  });

  it('lists every mismatch, line by line, then the total', () => {
    const found = match(
      [line({ rate: 80 }), line({ lineNumber: 2, unit: 'NOS', quantity: 3, available: 2, gstRate: 28 })],
      10,
      20,
    );
    expect(found.map((m) => `${m.line}:${m.field}`)).toEqual(['1:rate', '2:quantity', '2:gstRate', 'null:total']);
  });

  it('counts nothing left to bill as zero, never below', () => {
    expect(match([line({ quantity: 1, available: -5 })])).toEqual([
      { line: 1, field: 'quantity', ordered: 2000, received: 0, billed: 1 },
    ]);
  });
});

describe('a mismatch in words', () => {
  it('says each field with its figures', () => {
    expect(describeMismatch({ line: 1, field: 'quantity', ordered: 2000, received: 1000, billed: 1020.5 }, 'KGS')).toBe(
      'Line 1 quantity: ordered 2,000 KGS, received and not yet billed 1,000 KGS, billed 1,020.5 KGS',
    );
    expect(describeMismatch({ line: 2, field: 'rate', ordered: 72, received: null, billed: 74 })).toBe(
      'Line 2 rate: ordered ₹72.00, billed ₹74.00',
    );
    expect(describeMismatch({ line: 2, field: 'gstRate', ordered: 18, received: null, billed: 12 })).toBe(
      'Line 2 GST rate: ordered 18%, billed 12%',
    );
    expect(describeMismatch({ line: null, field: 'total', ordered: null, received: 84_960.4, billed: 85_000 })).toBe(
      'Invoice total: the lines come to ₹84,960.40, the invoice says ₹85,000.00',
    );
  });
});
