import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.js';
import { customers } from './customers.js';

/**
 * Where a customer takes delivery (issue 32): each address with its own state and PIN, which
 * the PIN's state must agree with, so goods billed in Karnataka and delivered to Hosur go to
 * Tamil Nadu on the e-invoice's ShipDtls and the e-way bill. Orders, dispatches and invoices
 * name one and copy what they print.
 */
export const customerDeliveryAddresses = pgTable(
  'customer_delivery_addresses',
  {
    ...recordColumns(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** How the desk names it: "Hosur plant", "Pune warehouse". */
    label: text('label').notNull(),
    address: text('address').notNull(),
    /** Where it is printed and reported: the town, its state and PIN. */
    place: text('place'),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    /** The consignee's own GSTIN when the place is registered apart from the billing one. */
    gstin: text('gstin'),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('customer_delivery_addresses_pin', sql`pin ~ '^[1-9][0-9]{5}$'`),
    index('customer_delivery_addresses_customer').on(t.customerId, t.label),
  ],
);
