import { formatPaise, toPaise } from '@lathe/shared';

/** An amount without the ₹ sign, for table cells under a "(₹)" header. */
export const amountText = (amount: number) => formatPaise(toPaise(amount));

/** A GST rate as printed: 18%, 0.25%. */
export const percentText = (rate: number) => `${rate}%`;
