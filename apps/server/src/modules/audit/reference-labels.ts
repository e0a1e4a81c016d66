import type { AuditEntry } from '@lathe/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  customers,
  departments,
  designations,
  products,
  roles,
  salesOrderLines,
  salesOrders,
  users,
} from '../../db/schema/index.js';

/** A record an audited field points at: its table, its id column and how people name it. */
interface Reference {
  table: PgTable;
  id: PgColumn;
  label: SQL;
}

const ref = (table: PgTable, id: PgColumn, label: SQL): Reference => ({ table, id, label });

const customer = ref(customers, customers.id, sql`${customers.partyCode} || ' — ' || ${customers.name}`);
const orderLine = ref(
  salesOrderLines,
  salesOrderLines.id,
  sql`'Line ' || ${salesOrderLines.lineNumber} || ' · ' || ${salesOrderLines.drawingNumber}`,
);
const user = ref(users, users.id, sql`${users.email}`);

/** The audited fields that hold another record's id, by field name, as the triggers log them. */
const REFERENCES: Record<string, Reference> = {
  customerId: customer,
  departmentId: ref(departments, departments.id, sql`${departments.name}`),
  designationId: ref(designations, designations.id, sql`${designations.name}`),
  roleId: ref(roles, roles.id, sql`${roles.name}`),
  productId: ref(products, products.id, sql`${products.drawingNumber} || ' — ' || ${products.productDescription}`),
  salesOrderId: ref(salesOrders, salesOrders.id, sql`coalesce(${salesOrders.orderNumber}, 'Draft order')`),
  salesOrderLineId: orderLine,
  orderLineId: orderLine,
  createdBy: user,
  userId: user,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Names the records the entries' changes point at by id (a department, a customer, an order
 * line), so a History reads "Quality", not a UUID: each entry gets `labels`, id → name, for the
 * ids it holds. One query per kind of record on the page; an id whose record is gone stays as it is.
 */
export async function withReferenceLabels(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const wanted = new Map<Reference, Set<string>>();
  for (const entry of entries) {
    for (const change of entry.changes) {
      const reference = REFERENCES[change.field];
      if (!reference) continue;
      for (const value of [change.before, change.after]) {
        if (typeof value !== 'string' || !UUID.test(value)) continue;
        const ids = wanted.get(reference) ?? new Set<string>();
        ids.add(value);
        wanted.set(reference, ids);
      }
    }
  }
  if (wanted.size === 0) return entries;
  const names = new Map<string, string>();
  for (const [reference, ids] of wanted) {
    const rows = await db
      .select({ id: sql<string>`${reference.id}::text`, label: sql<string>`${reference.label}` })
      .from(reference.table)
      .where(sql`${reference.id} = any(${sql.param([...ids])}::uuid[])`);
    for (const row of rows) names.set(row.id, row.label);
  }
  return entries.map((entry) => {
    const labels: Record<string, string> = {};
    for (const change of entry.changes) {
      if (!REFERENCES[change.field]) continue;
      for (const value of [change.before, change.after]) {
        const name = typeof value === 'string' ? names.get(value) : undefined;
        if (name) labels[value as string] = name;
      }
    }
    return Object.keys(labels).length ? { ...entry, labels } : entry;
  });
}
