import type { Supplier, SupplierCreateData } from '@lathe/shared';
import { defineResource } from '../../lib/resource-api';

/** POST suppliers; PUT suppliers/{id} sends the whole record and the version read (contract §4). */
export type SupplierBody = SupplierCreateData & { version?: number };

export const suppliersResource = defineResource<Supplier, SupplierBody>('suppliers', { updateMethod: 'PUT' });
