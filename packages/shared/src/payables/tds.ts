import { formatRupees } from '../money/indian-format.js';
import { divideRounded, toPaise } from '../money/money.js';

/*
 * Income-tax deducted at source on a supplier's bill (issue 32), on the taxable value without GST
 * where the GST is shown apart (CBDT circulars 23/2017 and 13/2021), rounded to the rupee as it is
 * deposited (section 288B).
 *
 * - 194Q, purchase of goods: only when the plant deducts under it (its turnover last year passed
 *   ₹10 crore, company settings) and the supplier is marked 194Q. 0.1 % of the part of this bill
 *   by which the year's purchases from the supplier (its booked bills, this one included) pass
 *   ₹50,00,000; 5 % where the supplier has given no PAN (206AA).
 * - 194C, work contracts (job work): 1 % for an individual or HUF, 2 % for any other, once this
 *   bill passes ₹30,000 or the year's bills with the supplier (this one included) pass ₹1,00,000,
 *   then on the whole bill; 20 % without a PAN (206AA).
 */

export const TDS_SECTIONS = ['194Q', '194C'] as const;
export type TdsSection = (typeof TDS_SECTIONS)[number];
export const DEDUCTEE_TYPES = ['company', 'individual_huf'] as const;
export type DeducteeType = (typeof DEDUCTEE_TYPES)[number];

export const TDS_SECTION_LABELS: Record<TdsSection, string> = {
  '194Q': '194Q — purchase of goods',
  '194C': '194C — job work and contracts',
};
export const DEDUCTEE_TYPE_LABELS: Record<DeducteeType, string> = {
  company: 'Company, firm or other (2 % under 194C)',
  individual_huf: 'Individual or HUF (1 % under 194C)',
};

/** The thresholds, in paise. */
export const TDS_194Q_THRESHOLD = toPaise(50_00_000);
export const TDS_194C_SINGLE = toPaise(30_000);
export const TDS_194C_AGGREGATE = toPaise(1_00_000);

/** What the deduction depends on. Money in paise. */
export interface TdsBasis {
  /** The supplier's section (suppliers.tds_section); null: no TDS on their bills. */
  section: TdsSection | null;
  /** company_settings.tds_194q: the plant deducts under 194Q this year. */
  companyDeducts194Q: boolean;
  deducteeType: DeducteeType;
  hasPan: boolean;
  /** The year's booked bills from the supplier before this one: their taxable value. */
  earlierTaxable: number;
}

/** The deduction on one bill: base and amount in paise (the amount whole rupees), rate in percent. */
export interface Tds {
  section: TdsSection | null;
  rate: number;
  base: number;
  amount: number;
  /** Why there is none, or how the base was found, in plain words. */
  note: string;
}

const NONE = (note: string): Tds => ({ section: null, rate: 0, base: 0, amount: 0, note });

/** `rate` % of `base` paise, to the whole rupee (50 paise up), in paise. */
export function tdsAmount(base: number, rate: number): number {
  const basisPoints = BigInt(Math.round(rate * 100));
  // paise × basis points / 10,000 = paise of tax; / 100 more = rupees.
  return Number(divideRounded(BigInt(base) * basisPoints, 1_000_000n)) * 100;
}

const rupees = formatRupees;

/** The TDS on a bill of `taxable` paise from a supplier with this basis. */
export function tdsFor(taxable: number, basis: TdsBasis): Tds {
  const aggregate = basis.earlierTaxable + taxable;
  if (basis.section === '194Q') {
    if (!basis.companyDeducts194Q) return NONE('The company does not deduct under 194Q (company settings)');
    const base = Math.min(taxable, Math.max(0, aggregate - TDS_194Q_THRESHOLD));
    if (base <= 0) return NONE(`The year's purchases, ${rupees(aggregate)}, are within ₹50,00,000`);
    const rate = basis.hasPan ? 0.1 : 5;
    return {
      section: '194Q',
      rate,
      base,
      amount: tdsAmount(base, rate),
      note: `${rate} % of ${rupees(base)}, the part of the year's ${rupees(aggregate)} above ₹50,00,000${basis.hasPan ? '' : ' (no PAN: 206AA)'}`,
    };
  }
  if (basis.section === '194C') {
    if (taxable <= TDS_194C_SINGLE && aggregate <= TDS_194C_AGGREGATE) {
      return NONE(`This bill is within ₹30,000 and the year's, ${rupees(aggregate)}, within ₹1,00,000`);
    }
    const rate = !basis.hasPan ? 20 : basis.deducteeType === 'individual_huf' ? 1 : 2;
    return {
      section: '194C',
      rate,
      base: taxable,
      amount: tdsAmount(taxable, rate),
      note: `${rate} % of the bill's taxable value${basis.hasPan ? '' : ' (no PAN: 206AA)'}`,
    };
  }
  return NONE('The supplier has no TDS section');
}
