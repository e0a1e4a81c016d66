import { financialYearOf } from '@lathe/shared';
import type { Random } from '../sales/random.js';

/*
 * The papers that come with goods, in each party's own style: the mills' heat numbers, the
 * suppliers' invoice numbers, the job worker's and the customer's challans, the lorries and
 * tempos that bring them, and what the stores write when something is rejected or closed.
 */

const LETTERS = 'ABCDEFGHJKLMNPRSTUVW';
const letter = (random: Random) => LETTERS[random.int(0, LETTERS.length - 1)] as string;

/** A heat (melt) number as each supplier's mills stamp it. */
export function heatNumber(supplierCode: string, date: string, random: Random): string {
  const yy = date.slice(2, 4);
  switch (supplierCode) {
    case 'SUP-002':
      return `BR/${yy}/${random.int(100, 999)}`;
    case 'SUP-003':
      return `K${yy}${random.digits(5)}`;
    case 'SUP-007':
      return `AL${yy}-${random.digits(4)}`;
    default:
      // The trader sells several mills' bars.
      return random.pick([
        () => `H${yy}${letter(random)}${random.int(100, 999)}`,
        () => `MH-${random.int(1000, 9999)}`,
        () => `${letter(random)}${letter(random)} ${random.int(10_000, 99_999)}`,
      ])();
  }
}

/** "26-27" for the financial year 2026-27. */
const shortYear = (date: string) => {
  const year = financialYearOf(date);
  return `${year.slice(2, 4)}-${year.slice(5)}`;
};

const INVOICE_STYLES: Record<string, (date: string, n: number) => string> = {
  'SUP-001': (date, n) => `STT/${shortYear(date)}/${n}`,
  'SUP-002': (date, n) => `BBR/${n}/${shortYear(date)}`,
  'SUP-003': (_date, n) => `KAS/INV/${String(n).padStart(6, '0')}`,
  'SUP-005': (_date, n) => `MP-${n}`,
  'SUP-006': (date, n) => `CSI/${shortYear(date)}/${n}`,
  'SUP-007': (date, n) => `AEC${date.slice(2, 4)}${String(n).padStart(4, '0')}`,
  'SUP-008': (date, n) => `SFP/${shortYear(date)}/${n}`,
};

/** Each supplier's invoice numbers, rising as theirs would. */
export function invoiceNumbers(random: Random) {
  const last = new Map<string, number>();
  return (supplierCode: string, date: string): string => {
    const n = (last.get(supplierCode) ?? random.int(300, 3000)) + random.int(4, 60);
    last.set(supplierCode, n);
    return (INVOICE_STYLES[supplierCode] ?? ((_date: string, serial: number) => String(serial)))(date, n);
  };
}

/** A counter of challan numbers in a party's style ("SFP/DC/2417"). */
export function challanNumbers(prefix: string, random: Random) {
  let n = random.int(1200, 4000);
  return () => {
    n += random.int(3, 25);
    return `${prefix}/${n}`;
  };
}

/** Registrations by the supplier's state: Pune's MH12 and MH14 for the local ones. */
const PLATES: Record<string, string[]> = {
  Maharashtra: ['MH12', 'MH14', 'MH12', 'MH46'],
  Gujarat: ['GJ01', 'GJ05'],
  'Tamil Nadu': ['TN38', 'TN66'],
  Telangana: ['TS08', 'TS07'],
};

/** The lorry or tempo that brought the goods. */
export function vehicleNumber(state: string | null, random: Random): string {
  const plate = random.pick(PLATES[state ?? ''] ?? ['MH12']);
  return `${plate} ${letter(random)}${letter(random)} ${random.int(1000, 9999)}`;
}

export const BAR_REJECTIONS = [
  'Bars bent beyond straightness limit',
  'Surface rust and pitting',
  'Oversize: above h10 tolerance',
  'Cracks at the bar end',
  'Heat number not punched on the bars',
];

export const PLATING_REJECTIONS = [
  'Patchy plating',
  'White rust spots after plating',
  'Thread not going in the GO gauge after plating',
  'Dents from tumbling in the barrel',
];

export const PO_REMARKS = [
  'Mill test certificate with every heat. Bars straight, h9/h10, 3 m lengths.',
  'MTC and heat number punched on every bar. Deliver to stores, Plot J-184, before 5 pm.',
  'Bright drawn, h10. Bundles tagged with grade, size and heat.',
  null,
];

export const PAYMENT_TERMS: Record<string, string> = {
  'SUP-001': '45 days from receipt of material',
  'SUP-002': '30 days from invoice',
  'SUP-003': '60 days from receipt of material',
  'SUP-005': '30 days from invoice',
  'SUP-006': '100% advance against proforma invoice',
  'SUP-007': '30 days from invoice',
  'SUP-008': 'Monthly bill, 30 days',
};
