import { describe, expect, it } from 'vitest';
import { computeGst, type GstLineInput, type GstResult } from './gst.js';

const line = (quantity: number, rate: number, gstRate: number, hsnCode: string | null = '84831099'): GstLineInput => ({
  quantity,
  rate,
  gstRate,
  hsnCode,
});

/** Every figure of the HSN summary adds up to the matching total. */
function expectSummaryMatchesTotals(result: GstResult) {
  const sum = (key: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'tax') =>
    result.hsnSummary.reduce((total, row) => total + row[key], 0);
  expect(sum('taxable')).toBe(result.taxableTotal);
  expect(sum('cgst')).toBe(result.cgstTotal);
  expect(sum('sgst')).toBe(result.sgstTotal);
  expect(sum('igst')).toBe(result.igstTotal);
  expect(sum('tax')).toBe(result.taxTotal);
}

describe('computeGst: one line', () => {
  it('splits the tax into CGST and SGST within the state', () => {
    const result = computeGst({ intraState: true, lines: [line(10, 100, 18)] });
    expect(result.lines).toEqual([{ taxable: 100000, cgst: 9000, sgst: 9000, igst: 0, tax: 18000, total: 118000 }]);
    expect(result).toMatchObject({
      taxableTotal: 100000,
      cgstTotal: 9000,
      sgstTotal: 9000,
      igstTotal: 0,
      taxTotal: 18000,
      totalBeforeRounding: 118000,
      roundOff: 0,
      grandTotal: 118000,
    });
  });

  it('charges IGST across states', () => {
    const result = computeGst({ intraState: false, lines: [line(10, 100, 18)] });
    expect(result.lines).toEqual([{ taxable: 100000, cgst: 0, sgst: 0, igst: 18000, tax: 18000, total: 118000 }]);
    expect(result).toMatchObject({ cgstTotal: 0, sgstTotal: 0, igstTotal: 18000, taxTotal: 18000, grandTotal: 118000 });
  });

  it('rounds each half on its own, so intra- and inter-state tax can differ by a paisa', () => {
    // 18 % of ₹100.05 = ₹18.009: IGST ₹18.01, but 9 % is ₹9.0045 → ₹9.00 twice.
    const intra = computeGst({ intraState: true, lines: [line(1, 100.05, 18)] });
    const inter = computeGst({ intraState: false, lines: [line(1, 100.05, 18)] });
    expect(intra.lines[0]).toEqual({ taxable: 10005, cgst: 900, sgst: 900, igst: 0, tax: 1800, total: 11805 });
    expect(inter.lines[0]).toEqual({ taxable: 10005, cgst: 0, sgst: 0, igst: 1801, tax: 1801, total: 11806 });
    expect(intra).toMatchObject({ totalBeforeRounding: 11805, roundOff: -5, grandTotal: 11800 });
    expect(inter).toMatchObject({ totalBeforeRounding: 11806, roundOff: -6, grandTotal: 11800 });

    // 18 % of ₹100.10 = ₹18.018: 9 % is ₹9.009 → ₹9.01 twice, ₹18.02 either way.
    expect(computeGst({ intraState: true, lines: [line(1, 100.1, 18)] }).taxTotal).toBe(1802);
    expect(computeGst({ intraState: false, lines: [line(1, 100.1, 18)] }).taxTotal).toBe(1802);
  });

  it('splits a 0.25 % rate into 0.125 % each', () => {
    const result = computeGst({ intraState: true, lines: [line(1, 100, 0.25)] });
    expect(result.lines[0]).toMatchObject({ taxable: 10000, cgst: 13, sgst: 13, tax: 26 }); // 12.5 paise each
    expect(computeGst({ intraState: false, lines: [line(1, 100, 0.25)] }).igstTotal).toBe(25);
  });

  it('rounds the grand total at exactly half a rupee up, and below it down', () => {
    expect(computeGst({ intraState: true, lines: [line(1, 10.5, 0)] })).toMatchObject({
      totalBeforeRounding: 1050,
      roundOff: 50,
      grandTotal: 1100,
    });
    expect(computeGst({ intraState: true, lines: [line(1, 10.49, 0)] })).toMatchObject({
      totalBeforeRounding: 1049,
      roundOff: -49,
      grandTotal: 1000,
    });
  });

  it('rounds the taxable value of a fractional quantity to the paisa, half up', () => {
    // 1.5 × ₹3.33 = ₹4.995
    expect(computeGst({ intraState: false, lines: [line(1.5, 3.33, 0)] }).taxableTotal).toBe(500);
  });

  it('stays exact on large amounts', () => {
    const result = computeGst({ intraState: false, lines: [line(1, 99_99_99_999.99, 18)] });
    // IGST 17,99,99,999.9982 → ₹18,00,00,000.00
    expect(result).toMatchObject({
      taxableTotal: 99_99_99_99_999,
      igstTotal: 18_00_00_00_000,
      totalBeforeRounding: 1_17_99_99_99_999,
      roundOff: 1,
      grandTotal: 1_18_00_00_00_000,
    });
    expect(computeGst({ intraState: true, lines: [line(1, 99_99_99_999.99, 18)] })).toMatchObject({
      cgstTotal: 9_00_00_00_000,
      sgstTotal: 9_00_00_00_000,
    });
  });

  it('rejects a GST rate with more than 2 decimals', () => {
    expect(() => computeGst({ intraState: false, lines: [line(1, 100, 0.125)] })).toThrow(RangeError);
  });
});

describe('computeGst: an invoice of several lines', () => {
  const lines = [
    line(2.5, 1234.56, 18, '84831099'), // ₹3,086.40; 9 % = ₹277.776
    line(100, 12.35, 18, '73181500'), // ₹1,235.00; 9 % = ₹111.15
    line(3, 999.99, 12, '84831099'), // ₹2,999.97; 6 % = ₹179.9982
    line(1.333, 10.01, 18, '84831099'), // ₹13.34333 → ₹13.34; 9 % = ₹1.2006
    line(1, 50, 5, null), // ₹50.00; 2.5 % = ₹1.25
  ];

  it('computes every line, in order', () => {
    const result = computeGst({ intraState: true, lines });
    expect(result.lines).toEqual([
      { taxable: 308640, cgst: 27778, sgst: 27778, igst: 0, tax: 55556, total: 364196 },
      { taxable: 123500, cgst: 11115, sgst: 11115, igst: 0, tax: 22230, total: 145730 },
      { taxable: 299997, cgst: 18000, sgst: 18000, igst: 0, tax: 36000, total: 335997 },
      { taxable: 1334, cgst: 120, sgst: 120, igst: 0, tax: 240, total: 1574 },
      { taxable: 5000, cgst: 125, sgst: 125, igst: 0, tax: 250, total: 5250 },
    ]);
  });

  it('sums the lines into the totals and rounds the grand total', () => {
    const result = computeGst({ intraState: true, lines });
    expect(result).toMatchObject({
      taxableTotal: 738471,
      cgstTotal: 57138,
      sgstTotal: 57138,
      igstTotal: 0,
      taxTotal: 114276,
      totalBeforeRounding: 852747,
      roundOff: -47,
      grandTotal: 852700,
    });
    expect(result.lines.reduce((sum, l) => sum + l.total, 0)).toBe(result.totalBeforeRounding);
  });

  it('groups the HSN summary by code and rate, sorted by code (none last) then rate, agreeing with the totals', () => {
    const result = computeGst({ intraState: true, lines });
    expect(result.hsnSummary).toEqual([
      { hsnCode: '73181500', gstRate: 18, taxable: 123500, cgst: 11115, sgst: 11115, igst: 0, tax: 22230 },
      { hsnCode: '84831099', gstRate: 12, taxable: 299997, cgst: 18000, sgst: 18000, igst: 0, tax: 36000 },
      { hsnCode: '84831099', gstRate: 18, taxable: 309974, cgst: 27898, sgst: 27898, igst: 0, tax: 55796 },
      { hsnCode: null, gstRate: 5, taxable: 5000, cgst: 125, sgst: 125, igst: 0, tax: 250 },
    ]);
    expectSummaryMatchesTotals(result);
  });

  it('gives the same taxable values inter-state, with IGST in place of CGST + SGST', () => {
    const result = computeGst({ intraState: false, lines });
    expect(result.lines.map((l) => l.igst)).toEqual([55555, 22230, 36000, 240, 250]); // 555.552, 359.9964, 2.4012
    expect(result).toMatchObject({
      taxableTotal: 738471,
      cgstTotal: 0,
      sgstTotal: 0,
      igstTotal: 114275,
      taxTotal: 114275,
      totalBeforeRounding: 852746,
      roundOff: -46,
      grandTotal: 852700,
    });
    expectSummaryMatchesTotals(result);
  });

  it('keeps the summary in agreement on many awkward lines', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      line(
        ((i * 7) % 13) + 0.333,
        17.17 + i,
        [0.25, 3, 5, 12, 18, 28][i % 6] as number,
        i % 4 === 0 ? null : `8483${i % 3}`,
      ),
    );
    for (const intraState of [true, false]) {
      const result = computeGst({ intraState, lines: many });
      expectSummaryMatchesTotals(result);
      expect(result.cgstTotal).toBe(result.sgstTotal);
      expect(result.grandTotal % 100).toBe(0);
      expect(result.grandTotal - result.roundOff).toBe(result.totalBeforeRounding);
      expect(result.roundOff).toBeGreaterThanOrEqual(-49);
      expect(result.roundOff).toBeLessThanOrEqual(50);
    }
  });

  it('gives zeros and an empty summary for no lines', () => {
    expect(computeGst({ intraState: true, lines: [] })).toEqual({
      lines: [],
      taxableTotal: 0,
      cgstTotal: 0,
      sgstTotal: 0,
      igstTotal: 0,
      taxTotal: 0,
      totalBeforeRounding: 0,
      roundOff: 0,
      grandTotal: 0,
      hsnSummary: [],
    });
  });
});
