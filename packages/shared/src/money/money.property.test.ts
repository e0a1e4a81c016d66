import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATES } from '../schemas/gst-fields.js';
import {
  financialYearBounds,
  financialYearOf,
  INVOICE_NUMBER_MAX_LENGTH,
  MAX_SERIES_NUMBER,
  seriesNumber,
} from './financial-year.js';
import { computeGst } from './gst.js';
import { formatPaise } from './indian-format.js';
import { fromPaise, lineAmountPaise, roundToRupee, toPaise } from './money.js';

/**
 * Properties of the money, tax and numbering rules over generated inputs, beside the worked
 * examples of the other tests: what must hold for every amount, rate, date and number.
 */

/** Paise up to ₹10 crore either way. */
const paise = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
/** A quantity as the order form takes it: up to 9,999,999 with 3 decimals, as thousandths. */
const quantityThousandths = fc.integer({ min: 1, max: 9_999_999_000 });
/** A rate in paise: up to ₹9,99,999.99. */
const ratePaise = fc.integer({ min: 0, max: 99_999_999 });
const gstRate = fc.constantFrom(...GST_RATES);
const hsnCode = fc.constantFrom('7318', '8481', '8483', null);
const line = fc.record({
  quantity: quantityThousandths.map((t) => t / 1000),
  rate: ratePaise.map((p) => p / 100),
  gstRate,
  hsnCode,
});

/** Half away from zero of a / b for non-negative integers, by BigInt: the rule's own definition. */
const roundedQuotient = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

describe('money properties', () => {
  it('paise survive the trip to rupees and back, and print as the same amount', () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(toPaise(fromPaise(p))).toBe(p);
        expect(Math.round(Number(formatPaise(p).replaceAll(',', '')) * 100)).toBe(p);
      }),
    );
  });

  it('a line amount is quantity × rate rounded half away from zero to the paisa', () => {
    fc.assert(
      fc.property(quantityThousandths, ratePaise, (thousandths, rate) => {
        const expected = Number(roundedQuotient(BigInt(thousandths) * BigInt(rate), 1000n));
        expect(lineAmountPaise(thousandths / 1000, rate)).toBe(expected);
      }),
    );
  });

  it('rounding to the rupee lands on a whole rupee, moves at most 50 paise, and mirrors for credits', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const { rounded, roundOff } = roundToRupee(p);
        expect(Math.abs(rounded % 100)).toBe(0);
        expect(rounded - p).toBe(roundOff);
        expect(roundOff).toBeGreaterThanOrEqual(-50);
        expect(roundOff).toBeLessThanOrEqual(50);
        expect(roundToRupee(-p).rounded).toBe(-rounded || 0);
      }),
    );
  });
});

describe('GST properties', () => {
  it('totals are the sums of the lines, the HSN summary adds up to them, and the total is whole rupees', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(line, { minLength: 1, maxLength: 12 }), (intraState, lines) => {
        const gst = computeGst({ intraState, lines });
        const sum = (pick: (l: (typeof gst.lines)[number]) => number) => gst.lines.reduce((a, l) => a + pick(l), 0);
        expect(gst.taxableTotal).toBe(sum((l) => l.taxable));
        expect(gst.cgstTotal).toBe(sum((l) => l.cgst));
        expect(gst.sgstTotal).toBe(sum((l) => l.sgst));
        expect(gst.igstTotal).toBe(sum((l) => l.igst));
        expect(gst.taxTotal).toBe(gst.cgstTotal + gst.sgstTotal + gst.igstTotal);
        expect(gst.totalBeforeRounding).toBe(gst.taxableTotal + gst.taxTotal);
        expect(gst.grandTotal % 100).toBe(0);
        expect(gst.grandTotal - gst.totalBeforeRounding).toBe(gst.roundOff);
        const summary = (key: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'tax') =>
          gst.hsnSummary.reduce((a, row) => a + row[key], 0);
        expect(summary('taxable')).toBe(gst.taxableTotal);
        expect(summary('tax')).toBe(gst.taxTotal);
        expect(summary('cgst') + summary('sgst') + summary('igst')).toBe(gst.taxTotal);
      }),
    );
  });

  it('within a state CGST equals SGST and is within a paisa of half the IGST; across states only IGST', () => {
    fc.assert(
      fc.property(line, (one) => {
        const [within] = computeGst({ intraState: true, lines: [one] }).lines;
        const [across] = computeGst({ intraState: false, lines: [one] }).lines;
        if (!within || !across) throw new Error('one line in, one line out');
        expect(within.cgst).toBe(within.sgst);
        expect(within.igst).toBe(0);
        expect(across.cgst + across.sgst).toBe(0);
        expect(Math.abs(within.cgst + within.sgst - across.igst)).toBeLessThanOrEqual(1);
        expect(within.taxable).toBe(across.taxable);
      }),
    );
  });
});

describe('numbering properties', () => {
  const day = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('every date falls inside the bounds of its own financial year', () => {
    fc.assert(
      fc.property(day, (date) => {
        const { start, end } = financialYearBounds(financialYearOf(date));
        expect(start <= date && date <= end).toBe(true);
      }),
    );
  });

  it('every invoice number of a year fits GST’s 16 characters and sorts in issue order', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: MAX_SERIES_NUMBER }),
        fc.integer({ min: 1, max: MAX_SERIES_NUMBER }),
        (date, a, b) => {
          const year = financialYearOf(date);
          const [first, second] = [seriesNumber('INV', year, a), seriesNumber('INV', year, b)];
          expect(first.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
          expect(Number(first.split('/')[2])).toBe(a);
          expect(first < second).toBe(a < b);
        },
      ),
    );
  });
});
