import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, searchText, sortIndex, trigramIndex } from './columns.js';

export const suppliers = pgTable(
  'suppliers',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    supplierCode: text('supplier_code'),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    gstin: text('gstin'),
    address: text('address'),
    state: text('state'),
    materials: text('materials'),
    /** Days from a purchase order to the goods in: material planning orders this much before the need. */
    leadTimeDays: integer('lead_time_days').notNull().default(7),
    /** The smallest order of bar they take, in kg: a suggested purchase is never less. */
    minimumOrderKg: numeric('minimum_order_kg', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('name', 'supplier_code', 'contact_person', 'email', 'phone', 'gstin', 'materials', 'state'),
  },
  (t) => [
    check('suppliers_lead_time_days', sql`lead_time_days between 0 and 365`),
    check('suppliers_minimum_order_kg', sql`minimum_order_kg >= 0`),
    uniqueIndex('suppliers_supplier_code_unique').on(sql`lower(${t.supplierCode})`),
    trigramIndex('suppliers_search_trgm', t.searchText),
    sortIndex('suppliers_name_sort', t.name, t.id),
    sortIndex('suppliers_supplier_code_sort', t.supplierCode, t.id),
    sortIndex('suppliers_contact_person_sort', t.contactPerson, t.id),
    sortIndex('suppliers_state_sort', t.state, t.id),
    sortIndex('suppliers_is_active_sort', t.isActive, t.id),
    sortIndex('suppliers_created_at_sort', t.createdAt, t.id),
    sortIndex('suppliers_updated_at_sort', t.updatedAt, t.id),
  ],
);
