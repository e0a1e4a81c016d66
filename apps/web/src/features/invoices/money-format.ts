import { formatIndianNumber, formatPaise, fromPaise, sumPaise, toPaise } from '@lathe/shared';

/** An amount without the ₹ sign, for table cells under a "(₹)" header. */
export const amountText = (amount: number) => formatPaise(toPaise(amount));

/** A whole quantity with Indian grouping: 1,00,000. */
export const quantityText = (quantity: number) => formatIndianNumber(quantity, Number.isInteger(quantity) ? 0 : 3);

/** A GST rate as printed: 18%, 0.25%. */
export const percentText = (rate: number) => `${rate}%`;

/** Rupee amounts added exactly, in paise: 0.1 + 0.2 is 0.3. */
export const sumRupees = (amounts: readonly number[]) => fromPaise(sumPaise(amounts.map(toPaise)));
