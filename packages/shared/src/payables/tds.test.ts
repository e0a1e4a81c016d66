import { describe, expect, it } from 'vitest';
import { toPaise } from '../money/money.js';
import { type TdsBasis, tdsAmount, tdsFor } from './tds.js';

const basis = (fields: Partial<TdsBasis> = {}): TdsBasis => ({
  section: '194Q',
  companyDeducts194Q: true,
  deducteeType: 'company',
  hasPan: true,
  earlierTaxable: 0,
  ...fields,
});
const rupees = (paise: number) => paise / 100;

describe('TDS under 194Q (purchase of goods)', () => {
  it('takes 0.1 % of the part of the year above ₹50,00,000, this bill included', () => {
    // ₹48,00,000 booked earlier + ₹3,50,000 now = ₹51,50,000: ₹1,50,000 above the threshold;
    // 0.1 % of ₹1,50,000 = ₹150.
    const tds = tdsFor(toPaise(3_50_000), basis({ earlierTaxable: toPaise(48_00_000) }));
    expect(tds).toMatchObject({ section: '194Q', rate: 0.1 });
    expect(rupees(tds.base)).toBe(1_50_000);
    expect(rupees(tds.amount)).toBe(150);
    // The next bill, ₹2,00,000, is wholly above it: 0.1 % of ₹2,00,000 = ₹200.
    const next = tdsFor(toPaise(2_00_000), basis({ earlierTaxable: toPaise(51_50_000) }));
    expect([rupees(next.base), rupees(next.amount)]).toEqual([2_00_000, 200]);
  });

  it('deducts nothing while the year is within ₹50,00,000, exactly ₹50,00,000 included', () => {
    // ₹10,00,000 + ₹5,00,000 = ₹15,00,000.
    expect(tdsFor(toPaise(5_00_000), basis({ earlierTaxable: toPaise(10_00_000) }))).toMatchObject({
      section: null,
      amount: 0,
    });
    // ₹45,00,000 + ₹5,00,000 = ₹50,00,000: not past it.
    expect(tdsFor(toPaise(5_00_000), basis({ earlierTaxable: toPaise(45_00_000) })).amount).toBe(0);
  });

  it('takes 5 % without a PAN (206AA)', () => {
    // 5 % of the ₹1,50,000 above the threshold = ₹7,500.
    const tds = tdsFor(toPaise(3_50_000), basis({ earlierTaxable: toPaise(48_00_000), hasPan: false }));
    expect([tds.rate, rupees(tds.amount)]).toEqual([5, 7_500]);
  });

  it('deducts nothing when the company does not deduct under 194Q', () => {
    const tds = tdsFor(toPaise(3_50_000), basis({ earlierTaxable: toPaise(60_00_000), companyDeducts194Q: false }));
    expect(tds).toMatchObject({ section: null, amount: 0 });
    expect(tds.note).toBe('The company does not deduct under 194Q (company settings)');
  });

  it('rounds to the rupee, 50 paise up', () => {
    // 0.1 % of ₹1,234.56 = ₹1.23456 → ₹1; of ₹1,500 = ₹1.50 → ₹2; of ₹1,499.99 = ₹1.49999 → ₹1.
    expect(rupees(tdsAmount(toPaise(1_234.56), 0.1))).toBe(1);
    expect(rupees(tdsAmount(toPaise(1_500), 0.1))).toBe(2);
    expect(rupees(tdsAmount(toPaise(1_499.99), 0.1))).toBe(1);
  });
});

describe('TDS under 194C (job work)', () => {
  const c = (fields: Partial<TdsBasis> = {}) => basis({ section: '194C', companyDeducts194Q: false, ...fields });

  it('takes 2 % of a bill above ₹30,000, 1 % from an individual or HUF', () => {
    // 2 % of ₹35,000 = ₹700; 1 % = ₹350.
    expect(rupees(tdsFor(toPaise(35_000), c()).amount)).toBe(700);
    expect(rupees(tdsFor(toPaise(35_000), c({ deducteeType: 'individual_huf' })).amount)).toBe(350);
    // Exactly ₹30,000 is not above it.
    expect(tdsFor(toPaise(30_000), c()).amount).toBe(0);
  });

  it("takes it on the whole bill once the year's bills pass ₹1,00,000", () => {
    // ₹80,000 earlier + ₹25,000 = ₹1,05,000: 2 % of the whole ₹25,000 = ₹500.
    const past = tdsFor(toPaise(25_000), c({ earlierTaxable: toPaise(80_000) }));
    expect([past.section, rupees(past.base), rupees(past.amount)]).toEqual(['194C', 25_000, 500]);
    // ₹70,000 + ₹25,000 = ₹95,000: none.
    expect(tdsFor(toPaise(25_000), c({ earlierTaxable: toPaise(70_000) })).amount).toBe(0);
    // 2 % of ₹12,345.67 = ₹246.9134 → ₹247.
    expect(rupees(tdsFor(toPaise(12_345.67), c({ earlierTaxable: toPaise(99_000) })).amount)).toBe(247);
  });

  it('takes 20 % without a PAN', () => {
    // 20 % of ₹35,000 = ₹7,000.
    expect(rupees(tdsFor(toPaise(35_000), c({ hasPan: false })).amount)).toBe(7_000);
  });

  it('deducts nothing from a supplier with no section', () => {
    expect(tdsFor(toPaise(9_00_000), basis({ section: null }))).toMatchObject({ section: null, amount: 0 });
  });
});
