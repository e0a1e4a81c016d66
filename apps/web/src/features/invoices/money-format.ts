import { formatIndianNumber, formatPaise, formatRupees, fromPaise, sumPaise, toPaise } from '@lathe/shared';

/**
 * The API gives money in rupees (NUMERIC(14,2) as numbers); these turn it into paise first, so
 * the grouping is Indian (12,34,567.00) and exact, the same as the PDF and the live totals print.
 */
export const rupees = (amount: number) => formatRupees(toPaise(amount));

/** An amount without the ₹ sign, for table cells under a "(₹)" header. */
export const amountText = (amount: number) => formatPaise(toPaise(amount));

/** A whole quantity with Indian grouping: 1,00,000. */
export const quantityText = (quantity: number) => formatIndianNumber(quantity, Number.isInteger(quantity) ? 0 : 3);

/** A GST rate as printed: 18%, 0.25%. */
export const percentText = (rate: number) => `${rate}%`;

/** Rupee amounts added exactly, in paise: 0.1 + 0.2 is 0.3. */
export const sumRupees = (amounts: readonly number[]) => fromPaise(sumPaise(amounts.map(toPaise)));
