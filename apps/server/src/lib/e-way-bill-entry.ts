import { type EWayBillEntry, todayIn } from '@lathe/shared';

/*
 * The e-way bill the portal generated, as it is kept on an invoice or a dispatch (columns
 * eway_bill_number, eway_bill_date, eway_bill_valid_until: migration 0016) and read back. The
 * user types India's calendar days, as the portal prints them; they are kept as instants: the
 * start of the day it was generated, and the end of its last day (the portal counts a day as
 * ending at midnight, and prints "Valid Upto dd/mm/yyyy 11:59 PM").
 */

const INDIA = '+05:30';

/** The columns an e-way bill entry writes (drizzle names of gst-columns.ts). */
export const eWayBillValues = (entry: EWayBillEntry) => ({
  eWayBillNumber: entry.eWayBillNumber,
  eWayBillDate: new Date(`${entry.eWayBillDate}T00:00:00${INDIA}`),
  eWayBillValidUntil: new Date(`${entry.validUntil}T23:59:59.999${INDIA}`),
});

/** Clearing a wrong entry. */
export const noEWayBill = { eWayBillNumber: null, eWayBillDate: null, eWayBillValidUntil: null };

const dayInIndia = (instant: Date | null) => (instant ? todayIn('Asia/Kolkata', instant) : null);

/** The e-way bill as the read models answer it: its number and India's days (yyyy-MM-dd). */
export const eWayBillRead = (row: {
  eWayBillNumber: string | null;
  eWayBillDate: Date | null;
  eWayBillValidUntil: Date | null;
}) => ({
  eWayBillNumber: row.eWayBillNumber,
  eWayBillDate: dayInIndia(row.eWayBillDate),
  eWayBillValidUntil: dayInIndia(row.eWayBillValidUntil),
});

/**
 * The table's unique index on the e-way bill number refused the write (invoices_eway_bill_unique,
 * dispatches_eway_bill_unique): the PostgreSQL error behind the driver's.
 */
export function isEWayBillTaken(error: unknown, index: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === index;
  }
  return false;
}
