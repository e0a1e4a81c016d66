import type { CompanySettings, Seller } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { stateCodeOf } from '../company/index.js';

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
>;

/** A customer a new or issued invoice may name: existing and not deleted (400 on customerId). */
export async function customerFor(tx: DbOrTx, id: string): Promise<CustomerRow> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, id));
  if (!customer) throw invalidField('customerId', 'Customer not found');
  if (customer.isDeleted) throw invalidField('customerId', 'This customer is deleted; restore it first');
  return customer;
}

/** The buyer as the invoice prints it; the customer's state is the place of supply. */
export function customerSnapshot(customer: InvoiceBuyer) {
  return {
    customerPartyCode: customer.partyCode,
    customerName: customer.name,
    customerGstin: customer.gstin,
    billingAddress: customer.billingAddress,
    shippingAddress: customer.shippingAddress,
    placeOfSupply: customer.state,
    placeOfSupplyCode: stateCodeOf(customer.state),
  };
}

/** The seller as an invoice prints it: the company settings without their record fields. */
export function sellerOf(settings: CompanySettings): Seller {
  const {
    version: _version,
    updatedAt: _updatedAt,
    eInvoicing: _eInvoicing,
    transferMinutes: _transferMinutes,
    ...seller
  } = settings;
  return seller;
}
