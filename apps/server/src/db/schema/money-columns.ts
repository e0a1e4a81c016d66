import { numeric } from 'drizzle-orm/pg-core';

/**
 * Rupees with paise, read and written as JS numbers: every amount is computed in integer
 * paise (`@lathe/shared` money) and only converted at the column, so nothing is rounded here.
 */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** A rate per piece in rupees and paise. */
export const rate = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** A GST rate in percent (18, 2.5, 0.25). */
export const gstRate = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
