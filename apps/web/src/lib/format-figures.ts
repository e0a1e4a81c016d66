import { formatIndianNumber, formatPaise, formatRupees, toPaise } from '@lathe/shared';

/**
 * An amount the API gives in rupees (NUMERIC(14,2) as a number) as the app prints money:
 * ₹12,34,567.00. It goes through paise first, so the grouping is Indian and exact, the same
 * as the PDF and the live totals print.
 */
export const rupees = (amount: number) => formatRupees(toPaise(amount));

/** A whole count (orders, pieces) with Indian grouping: 1,00,000. */
export const count = (n: number) => formatIndianNumber(n, 0);

/** A count of days: "1 day", "12 days". */
export const days = (n: number) => `${count(n)} ${n === 1 ? 'day' : 'days'}`;

/** An amount without the ₹ sign, for table cells under a "(₹)" header: 12,34,567.00. */
export const amountText = (amount: number) => formatPaise(toPaise(amount));

/** A GST rate as printed: 18%, 0.25%. */
export const percentText = (rate: number) => `${rate}%`;
