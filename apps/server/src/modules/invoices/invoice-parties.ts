import { type CompanySettings, type Seller, sellerSchema } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { stateCodeOf } from '../company/index.js';
import { type DeliveryAddressRow, shipToColumns } from '../customers/index.js';
import { exportPlaceOfSupply } from './invoice-export.js';

/*
 * The two parties an invoice names, as it prints them: the buyer copied from the customer
 * (on every draft save and on issue) and the seller from the company settings (frozen on
 * issue). The demo seed copies them with the same functions.
 */

type CustomerRow = typeof customers.$inferSelect;

/** What an invoice copies of its customer. */
export type InvoiceBuyer = Pick<
  CustomerRow,
  'partyCode' | 'name' | 'gstin' | 'billingAddress' | 'shippingAddress' | 'state'
> & { gstCategory?: string };

/** A customer a new or issued invoice may name: existing and not deleted (400 on customerId). */
export async function customerFor(tx: DbOrTx, id: string): Promise<CustomerRow> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, id));
  if (!customer) throw invalidField('customerId', 'Customer not found');
  if (customer.isDeleted) throw invalidField('customerId', 'This customer is deleted; restore it first');
  return customer;
}

/**
 * The buyer as the invoice prints it; the customer's state is the place of supply (IGST Act
 * 10(1)(b): goods delivered elsewhere on the buyer's direction are supplied where the buyer is).
 * With a delivery address the goods go there: its street is the shipping address, its town,
 * state, PIN and GSTIN are copied beside it.
 */
export function customerSnapshot(customer: InvoiceBuyer, deliveryAddress: DeliveryAddressRow | null = null) {
  return {
    customerPartyCode: customer.partyCode,
    customerName: customer.name,
    customerGstin: customer.gstin,
    billingAddress: customer.billingAddress,
    shippingAddress: deliveryAddress ? deliveryAddress.address : customer.shippingAddress,
    placeOfSupply: customer.state,
    placeOfSupplyCode: stateCodeOf(customer.state),
    ...exportPlaceOfSupply(customer),
    ...shipToColumns(deliveryAddress),
  };
}

/** The fields an invoice freezes of the company settings: `sellerSchema`'s, the one list of them. */
const SELLER_FIELDS = Object.keys(sellerSchema.shape) as (keyof Seller)[];

/** The seller as an invoice prints it: the company settings' fields `sellerSchema` keeps, and no others. */
export function sellerOf(settings: CompanySettings): Seller {
  return Object.fromEntries(SELLER_FIELDS.map((key) => [key, settings[key]])) as Seller;
}
