import type { Product, ProductCreateData, ProductUpdateData } from '@lathe/shared';
import type { SearchOption } from '../../components/form/search-select';
import { defineResource } from '../../lib/resource-api';
import { searchPartyCodes } from '../customers/api';

/** POST products (the cleaned body) and PATCH products/{id} (partial, with the version read): spec §7. */
export const productsResource = defineResource<Product, Partial<ProductCreateData>, ProductUpdateData>('products');

/** A customer as the Party Code dropdown lists it. */
export const customerOptionLabel = (partyCode: string, name: string | null) =>
  name ? `${partyCode} — ${name}` : partyCode;

/** The Party Code dropdown's lookup: `customers/party-code/{code}` on the trimmed text, never cached. */
export const findCustomersByPartyCode = async (text: string, signal: AbortSignal): Promise<SearchOption[]> =>
  (await searchPartyCodes(text, signal)).map((c) => ({
    value: c.partyCode,
    label: customerOptionLabel(c.partyCode, c.name),
  }));
