import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, searchText, trigramIndex } from './columns.js';

export const customers = pgTable(
  'customers',
  {
    ...recordColumns(),
    /** Unique among all customers, deleted ones included: old orders still name it. */
    partyCode: text('party_code').notNull(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    gstin: text('gstin'),
    billingAddress: text('billing_address'),
    shippingAddress: text('shipping_address'),
    state: text('state'),
    /** 'regular', 'sez' (a unit or developer in a special economic zone) or 'overseas' (exports). */
    gstCategory: text('gst_category').notNull().default('regular'),
    /** An overseas customer's country (ISO 3166 alpha-2) and the currency it is billed in (ISO 4217). */
    countryCode: text('country_code'),
    currency: text('currency'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    isActive: boolean('is_active').notNull().default(true),
    /** Soft delete: hidden from lists and pickers, kept for old orders and invoices. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    searchText: searchText('party_code', 'name', 'contact_person', 'email', 'phone', 'gstin', 'state'),
  },
  (t) => [
    check('customers_gst_category', sql`gst_category in ('regular', 'sez', 'overseas')`),
    uniqueIndex('customers_party_code_unique').on(sql`lower(${t.partyCode})`),
    // Products name their customer by party code: a foreign key needs the plain column unique too.
    unique('customers_party_code_key').on(t.partyCode),
    trigramIndex('customers_search_trgm', t.searchText),
    // The pickers' party-code search (`customers/party-code/{code}`) matches the code alone.
    trigramIndex('customers_party_code_trgm', t.partyCode),
    // The order and invoice pickers' search (`customers/search`) matches the code or the name.
    trigramIndex('customers_name_trgm', t.name),
    // Sort indexes serve the list with and without deleted rows: the few deleted are skipped on the way.
    index('customers_party_code_sort').on(t.partyCode, t.id),
    index('customers_name_sort').on(t.name, t.id),
    index('customers_contact_person_sort').on(t.contactPerson, t.id),
    index('customers_state_sort').on(t.state, t.id),
    index('customers_payment_terms_sort').on(t.paymentTermsDays, t.id),
    index('customers_is_active_sort').on(t.isActive, t.id),
    index('customers_created_at_sort').on(t.createdAt, t.id),
    index('customers_updated_at_sort').on(t.updatedAt, t.id),
  ],
);
