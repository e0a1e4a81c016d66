/** CGST+SGST within the seller's state, IGST across states. */
export type TaxType = 'intra' | 'inter';

const known = (state: string | null | undefined): state is string => !!state && state.trim() !== '';
const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The GST tax type of a supply: inter-state (IGST) only when both the seller's state and the
 * place of supply are known and differ. A customer without a state is taken as local (the
 * printed place of supply stays blank); issuing refuses while the seller's own state is
 * unknown, so no issued invoice rests on that guess. The server stores what this answers and
 * the invoice form previews the same.
 */
export function taxTypeFor(sellerState: string | null | undefined, placeOfSupply: string | null | undefined): TaxType {
  if (!known(sellerState) || !known(placeOfSupply)) return 'intra';
  return sameState(sellerState, placeOfSupply) ? 'intra' : 'inter';
}
