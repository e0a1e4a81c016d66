import type { TaxType } from '../documents/tax-type.js';

/**
 * The tax-type cases the invoice preview and the server's draft and issue paths are both fed,
 * so the screen can never again preview one tax while the server stores another.
 */
export const TAX_TYPE_CASES: readonly { seller: string | null; placeOfSupply: string | null; taxType: TaxType }[] = [
  { seller: 'Maharashtra', placeOfSupply: 'Maharashtra', taxType: 'intra' },
  { seller: 'Maharashtra', placeOfSupply: 'Karnataka', taxType: 'inter' },
  { seller: 'Maharashtra', placeOfSupply: null, taxType: 'intra' },
  { seller: null, placeOfSupply: 'Karnataka', taxType: 'intra' },
  { seller: null, placeOfSupply: null, taxType: 'intra' },
];
