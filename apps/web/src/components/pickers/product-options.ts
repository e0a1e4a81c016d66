import type { ProductOption } from '@lathe/shared';
import type { SearchOption } from '../form/search-select';
import { optionsFinder } from './options-finder';

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
export const productFinder = (customerId: string) =>
  optionsFinder(
    'products/options',
    (product: ProductOption): ProductPick => ({
      value: product.id,
      label: productLabel(product),
      code: product.drawingNumber,
      product,
    }),
    { customerId },
  );
