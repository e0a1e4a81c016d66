import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customerDeliveryAddresses } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';

/*
 * What orders, dispatches and invoices take of a customer's delivery address: the choice checked
 * (the customer's own, and active unless the document already names it) and the columns a
 * dispatch or an invoice copies, so what it printed stays as it was when the address changes.
 */

export type DeliveryAddressRow = typeof customerDeliveryAddresses.$inferSelect;

interface Choice {
  /** The field refused: `deliveryAddressId`. */
  field?: string;
  /** Addresses the document already names (its own, its order's): still taken once deactivated. */
  kept?: readonly (string | null | undefined)[];
}

/**
 * The delivery address a document names, or null for none (the customer's own shipping address):
 * one of the customer's (400 on the field otherwise), active unless it is one the document already
 * names. Read with a share lock, so it cannot change under the copy being written.
 */
export async function deliveryAddressFor(
  tx: DbOrTx,
  customerId: string,
  id: string | null | undefined,
  { field = 'deliveryAddressId', kept = [] }: Choice = {},
): Promise<DeliveryAddressRow | null> {
  if (!id) return null;
  const [row] = await tx
    .select()
    .from(customerDeliveryAddresses)
    .where(and(eq(customerDeliveryAddresses.id, id), eq(customerDeliveryAddresses.customerId, customerId)))
    .for('share');
  if (!row) throw invalidField(field, "This is not one of the customer's delivery addresses");
  if (!row.isActive && !kept.includes(id)) {
    throw invalidField(field, `The delivery address "${row.label}" is no longer in use; choose another`);
  }
  return row;
}

/** The ship-to a dispatch or an invoice copies of its delivery address (all null: the customer's own). */
export function shipToColumns(row: DeliveryAddressRow | null) {
  return {
    deliveryAddressId: row?.id ?? null,
    shipToPlace: row?.place ?? null,
    shipToState: row?.state ?? null,
    shipToPin: row?.pin ?? null,
    shipToGstin: row?.gstin ?? null,
  };
}
