import { financialYearOf } from '@lathe/shared';
import type { Random } from './random.js';

/*
 * The references the demo documents carry as real ones do: the customers' PO numbers in
 * their own styles, vehicles and transporters' LRs, bank UTRs, cheque and UPI numbers, and
 * the reasons people write when they close or cancel something.
 */

/** How a customer numbers its purchase orders: SAP, a yearly series, or its own code. */
export type PoStyle = 'sap' | 'yearly' | 'coded';

/** A generator of one customer's PO numbers, rising through the year as theirs would. */
export function poNumbers(style: PoStyle, partyCode: string, random: Random) {
  let sap = 4_500_000_000 + random.int(10_000, 900_000);
  const yearly = new Map<string, number>();
  return (poDate: string): string => {
    if (style === 'sap') {
      sap += random.int(40, 900);
      return String(sap);
    }
    const year = financialYearOf(poDate);
    const next = (yearly.get(year) ?? random.int(20, 300)) + random.int(3, 40);
    yearly.set(year, next);
    const short = `${year.slice(2, 4)}-${year.slice(5)}`;
    return style === 'yearly'
      ? `PO/${short}/${String(next).padStart(4, '0')}`
      : `${partyCode.slice(0, 3)}/PUR/${short}/${String(next).padStart(5, '0')}`;
  };
}

/** The shop's own tempos (Pimpri-Chinchwad and Pune registrations) and a hired one, for deliveries in the state. */
const OWN_VEHICLES = ['MH14 GU 4821', 'MH14 HG 0917', 'MH12 RN 3346', 'MH12 KP 7730'];
const TRANSPORTERS = ['VRL Logistics LR', 'Gati LR', 'TCI Freight LR', 'V-Trans LR', 'Safexpress Waybill'];

/** What took a dispatch: our tempo within Maharashtra, a transporter's lorry receipt beyond it. */
export function vehicleReference(intraState: boolean, random: Random): string {
  if (intraState && random.chance(0.85)) return random.pick(OWN_VEHICLES);
  const transporter = random.pick(TRANSPORTERS);
  return `${transporter} ${random.int(1, 9)}${random.digits(transporter.startsWith('Safexpress') ? 8 : 4)}`;
}

/** Banks the customers pay from, by IFSC prefix. */
export const PAYER_BANKS = ['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK', 'BARB', 'MAHB', 'IDIB'];

/** An NEFT/RTGS UTR: the bank, N (NEFT) or R (RTGS), the date and a serial. */
export function utr(bank: string, date: string, rtgs: boolean, random: Random): string {
  return `UTR ${bank}${rtgs ? 'R' : 'N'}5${date.replaceAll('-', '')}${random.digits(6)}`;
}

export const chequeReference = (number: number) => `Chq ${String(number).padStart(6, '0')}`;
export const upiReference = (random: Random) => `UPI ${random.int(4, 6)}${random.digits(11)}`;

export const CLOSE_REASONS = [
  'Customer revised the schedule; balance quantity not required',
  'Drawing revised by the customer; balance to come on a new PO against the new revision',
  'Balance short-closed as agreed with the customer purchase team',
  'Model phased out at the customer; balance cancelled',
  'Customer moved the part to in-house machining; balance not required',
];

export const CANCEL_REASONS = [
  'Customer cancelled the PO: project on hold',
  'Duplicate of an earlier order for the same PO',
  'Price not agreed; customer withdrew the PO',
];

export const ORDER_NOTES = [
  'Material test certificate to accompany every lot',
  'Pack in VCI bags; no loose parts in the box',
  'Supply against weekly call-off by e-mail',
  'PPAP approved at the current drawing revision',
  'Deliver to stores gate 2 before 5 pm',
  'Zinc plating (yellow passivation) included in the rate',
];

export const CANCELLED_INVOICE_REASON = (replacement: string) => `PO number printed wrong; reissued as ${replacement}`;
