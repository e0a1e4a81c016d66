/** Calendar dates are written yyyy-MM-dd; financial years '2026-27'. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

/** The Indian financial year (April–March) a date falls in: 2026-04-01 … 2027-03-31 → '2026-27'. */
export function financialYearOf(date: string): string {
  const match = DATE.exec(date);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const startYear = month >= 4 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day of a financial year: '2026-27' → 2026-04-01 … 2027-03-31. */
export function financialYearBounds(financialYear: string): { start: string; end: string } {
  const match = FINANCIAL_YEAR.exec(financialYear);
  const startYear = Number(match?.[1]);
  if (!match || Number(match[2]) !== (startYear + 1) % 100) {
    throw new RangeError(`Not a financial year like 2026-27: ${financialYear}`);
  }
  return { start: `${startYear}-04-01`, end: `${startYear + 1}-03-31` };
}

/** Prefixes of the document series, one series per financial year each. */
export const SERIES_PREFIX = {
  salesOrder: 'SO',
  invoice: 'INV',
  deliveryChallan: 'DC',
  creditNote: 'CN',
  debitNote: 'DN',
  purchaseOrder: 'PO',
  goodsReceipt: 'GRN',
  /** Goods sent to a job worker (CGST rule 55). */
  jobWorkChallan: 'JWC',
  /** Material a customer sends in to be machined (free issue), received against their challan. */
  customerMaterial: 'CMR',
  /** Parts to make: a product's quantity, for a sales order's line or for stock. */
  workOrder: 'WO',
  /** Offers to customers: a price a piece for each part quoted (issue 30). */
  quotation: 'QT',
  /** Customers' open orders for parts at prices over a period (issue 30). */
  blanketOrder: 'BO',
  /** Suppliers' tax invoices as the plant books them (issue 32). */
  supplierBill: 'PB',
  /** Payments to suppliers: payment vouchers (issue 32). */
  supplierPayment: 'PV',
} as const;

/**
 * GST rules (CGST Rule 46(b)) allow at most 16 characters in an invoice number. 'INV/2026-27/'
 * takes 12, which leaves 4 digits: a financial year holds at most 9999 invoices.
 */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
/** The last number of a year's invoice series that fits INVOICE_NUMBER_MAX_LENGTH. */
export const MAX_SERIES_NUMBER = 9999;

/**
 * The n-th document of a series: 'SO/2026-27/0001'. Zero-padded to 4 digits; a larger n gets
 * more digits (fine for sales orders, past INVOICE_NUMBER_MAX_LENGTH for invoices).
 */
export function seriesNumber(prefix: string, financialYear: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`A series number is a whole number from 1: ${n}`);
  return `${prefix}/${financialYear}/${String(n).padStart(4, '0')}`;
}
