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
    /** Income-tax PAN: TDS without one is deducted at the higher rate (206AA). */
    pan: text('pan'),
    /** The TDS section the plant deducts under when it books their bills: '194Q' (goods), '194C' (job work). */
    tdsSection: text('tds_section'),
    /** 194C's rate: 1 % for an individual or HUF, 2 % for any other ('company'). */
    deducteeType: text('deductee_type').notNull().default('company'),
    /** Days from their invoice to its payment: a bill's due date. */
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
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
    check('suppliers_tds_section', sql`tds_section is null or tds_section in ('194Q', '194C')`),
    check('suppliers_deductee_type', sql`deductee_type in ('company', 'individual_huf')`),
    check('suppliers_payment_terms_days', sql`payment_terms_days between 0 and 365`),
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
