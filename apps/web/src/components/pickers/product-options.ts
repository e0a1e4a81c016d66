import type { ProductOption } from '@lathe/shared';
import { api } from '../../lib/api-client';
import type { SearchOption } from '../form/search-select';

/* The product picker of order and invoice lines: a customer's products by drawing number or description. */

/** A product offered on an order or invoice line, carrying what picking it copies onto the line. */
export interface ProductPick extends SearchOption {
  product: ProductOption;
}

/** How a product reads on a line and in its picker: "DAC-2231-B — Nozzle holder sleeve" (a missing part left out). */
export const productLabel = (p: { drawingNumber?: string | null; description?: string | null }) =>
  [p.drawingNumber, p.description].filter(Boolean).join(' — ');

export const productOptionsKey = (customerId: string) => ['products', 'options', customerId] as const;

/** A line's product picker: `products/options?customerId=&search=`, up to 20 of the customer's products. */
export const productFinder =
  (customerId: string) =>
  async (search: string, signal: AbortSignal): Promise<ProductPick[]> =>
    (await api.get<ProductOption[]>('products/options', { customerId, search }, signal)).map((product) => ({
      value: product.id,
      label: productLabel(product),
      product,
    }));
