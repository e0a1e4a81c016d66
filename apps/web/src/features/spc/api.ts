import type { SpcCharacteristics, SpcChartAnswer, SpcProduct, SpcQuery } from '@lathe/shared';
import { useQuery } from '@tanstack/react-query';
import { optionsFinder } from '../../components/pickers/options-finder';
import { productLabel } from '../../components/pickers/product-options';
import { api } from '../../lib/api-client';

/* SPC's reads: the products with readings (the picker), a product's characteristics, and a chart. */

export const SPC_PRODUCTS_KEY = ['spc', 'products'] as const;

/** The product picker: `spc/products/options?search=`, up to 20 products inspections measured. */
export const spcProductFinder = optionsFinder('spc/products/options', (product: SpcProduct) => ({
  value: product.id,
  label: productLabel(product),
  code: product.drawingNumber,
}));

/** The characteristics the product has readings of; idle until one is chosen. */
export const useSpcCharacteristics = (productId: string | null) =>
  useQuery({
    queryKey: ['spc', 'characteristics', productId],
    queryFn: ({ signal }) =>
      api.get<SpcCharacteristics>('spc/characteristics', { productId: productId as string }, signal),
    enabled: !!productId,
    staleTime: 60_000,
  });

/** A characteristic's chart over the days asked; idle until the query is whole and valid. */
export const useSpcChart = (query: SpcQuery | null) =>
  useQuery({
    queryKey: ['spc', 'chart', query],
    queryFn: ({ signal }) => api.get<SpcChartAnswer>('spc', { ...(query as SpcQuery) }, signal),
    enabled: query !== null,
    staleTime: 60_000,
  });
