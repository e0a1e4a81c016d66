import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchText('name', 'supplier_code', 'contact_person', 'email', 'phone', 'gstin', 'materials', 'state'),
  },
  (t) => [
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
