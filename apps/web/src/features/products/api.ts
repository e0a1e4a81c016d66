import type { Product, ProductCreateData, ProductUpdateData } from '@lathe/shared';
import { defineResource } from '../../lib/resource-api';

/** POST products (the cleaned body) and PATCH products/{id} (partial, with the version read): spec §7. */
export const productsResource = defineResource<Product, Partial<ProductCreateData>, ProductUpdateData>('products');
