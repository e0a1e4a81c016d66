import { type DeliveryAddress, type DeliveryAddressData, MAX_DELIVERY_ADDRESSES } from '@lathe/shared';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { customerDeliveryAddresses, customers } from '../../db/schema/index.js';
import { assertVersion, conflict, invalidField, notFound } from '../../lib/errors.js';
import { toJson } from '../../lib/row-codec.js';
import { touched } from '../../lib/touched.js';

/*
 * A customer's delivery addresses (issue 32), a part of the customer: listed with it (to whoever
 * may pick the customer), added and changed with `customers: edit`, audited in its history. One
 * address at most is the default (the order form proposes it); an address is deactivated, never
 * deleted: orders, dispatches and invoices that named it keep it.
 */

const table = customerDeliveryAddresses;

/** The customer the addresses belong to: existing, not deleted (404). */
async function customerOf(tx: DbOrTx, customerId: string) {
  const [customer] = await tx
    .select({ id: customers.id, gstin: customers.gstin, isDeleted: customers.isDeleted })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer || customer.isDeleted) throw notFound('Customer');
  return customer;
}

/** The rules the schema cannot see: the consignee's GSTIN is not the customer's own. */
function checkAgainstCustomer(customer: { gstin: string | null }, data: DeliveryAddressData) {
  if (data.gstin && data.gstin === customer.gstin) {
    throw invalidField(
      'gstin',
      "This is the customer's own GSTIN: leave it blank for a place its registration covers (the portals refuse a ship-to GSTIN equal to the bill-to one)",
    );
  }
}

const columnsOf = (data: DeliveryAddressData) => ({
  label: data.label,
  address: data.address,
  place: data.place,
  state: data.state as string,
  pin: data.pin,
  gstin: data.gstin ?? null,
  isDefault: data.isDefault,
  isActive: data.isActive,
});

/** One default per customer: the new default takes it from the others. */
async function clearOtherDefaults(tx: DbOrTx, customerId: string, keep: string) {
  await tx
    .update(table)
    .set({ isDefault: false, ...touched(table) })
    .where(and(eq(table.customerId, customerId), eq(table.isDefault, true), ne(table.id, keep)));
}

type Row = typeof table.$inferSelect;
const toAddress = (row: Row): DeliveryAddress => toJson(row);

export function createDeliveryAddressesService(db: Db) {
  return {
    /** The customer's addresses, the default first, then by label; `active`: only those a new document may choose. */
    async list(customerId: string, active?: boolean): Promise<DeliveryAddress[]> {
      const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
      if (!customer) throw notFound('Customer');
      const rows = await db
        .select()
        .from(table)
        .where(and(eq(table.customerId, customerId), active ? eq(table.isActive, true) : undefined))
        .orderBy(desc(table.isDefault), asc(table.label), asc(table.id));
      return rows.map(toAddress);
    },

    async create(customerId: string, data: DeliveryAddressData): Promise<DeliveryAddress> {
      return db.transaction(async (tx) => {
        // The customer's row is locked: two additions at once cannot pass the limit together.
        const customer = await customerOf(tx, customerId);
        await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
        checkAgainstCustomer(customer, data);
        const [held] = await tx.select({ n: count() }).from(table).where(eq(table.customerId, customerId));
        if ((held?.n ?? 0) >= MAX_DELIVERY_ADDRESSES) {
          throw conflict(
            `A customer keeps at most ${MAX_DELIVERY_ADDRESSES} delivery addresses; deactivate or change one`,
          );
        }
        const [row] = await tx
          .insert(table)
          .values({ customerId, ...columnsOf(data) })
          .returning();
        const created = row as Row;
        if (created.isDefault) await clearOtherDefaults(tx, customerId, created.id);
        return toAddress(created);
      });
    },

    /** The whole address replaced; a stale version is refused (409). Deactivating is `isActive: false`. */
    async update(customerId: string, addressId: string, data: DeliveryAddressData): Promise<DeliveryAddress> {
      return db.transaction(async (tx) => {
        const customer = await customerOf(tx, customerId);
        const [current] = await tx
          .select({ version: table.version })
          .from(table)
          .where(and(eq(table.id, addressId), eq(table.customerId, customerId)))
          .for('update');
        if (!current) throw notFound('Delivery address');
        assertVersion(current.version, data.version, 'delivery address');
        checkAgainstCustomer(customer, data);
        const [row] = await tx
          .update(table)
          .set({ ...columnsOf(data), ...touched(table) })
          .where(eq(table.id, addressId))
          .returning();
        const updated = row as Row;
        if (updated.isDefault) await clearOtherDefaults(tx, customerId, updated.id);
        return toAddress(updated);
      });
    },
  };
}

export type DeliveryAddressesService = ReturnType<typeof createDeliveryAddressesService>;
