import { can, RECORD_HITS_PER_KIND, type RecordHit, type User } from '@lathe/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, invoices, products, salesOrders } from '../../db/schema/index.js';
import { searchCondition } from '../../lib/list.js';

/**
 * The header's Ctrl/Cmd+K search: orders by number or PO, invoices by number (or their
 * customer's), customers by code or name, products by drawing number or description, a few of
 * each, newest first, each kind only for a user who may see it. Every match is read through the
 * kind's trigram-indexed search text.
 */
export function createRecordSearch(db: Db) {
  const limit = RECORD_HITS_PER_KIND;

  const orders = async (text: string): Promise<RecordHit[]> =>
    (
      await db
        .select({
          id: salesOrders.id,
          number: salesOrders.orderNumber,
          status: salesOrders.status,
          customer: salesOrders.customerName,
        })
        .from(salesOrders)
        .where(searchCondition([salesOrders.searchText], text))
        .orderBy(desc(salesOrders.orderDate), desc(salesOrders.id))
        .limit(limit)
    ).map((o) => ({
      kind: 'sales-order',
      id: o.id,
      title: o.number ?? 'Draft order',
      detail: `${o.customer} · ${o.status}`,
    }));

  const invoiceHits = async (text: string): Promise<RecordHit[]> =>
    (
      await db
        .select({
          id: invoices.id,
          number: invoices.invoiceNumber,
          status: invoices.status,
          customer: invoices.customerName,
        })
        .from(invoices)
        .where(searchCondition([invoices.searchText], text))
        .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
        .limit(limit)
    ).map((i) => ({
      kind: 'invoice',
      id: i.id,
      title: i.number ?? 'Draft invoice',
      detail: `${i.customer} · ${i.status.replace('_', ' ')}`,
    }));

  const customerHits = async (text: string): Promise<RecordHit[]> =>
    (
      await db
        .select({ id: customers.id, partyCode: customers.partyCode, name: customers.name, state: customers.state })
        .from(customers)
        .where(and(eq(customers.isDeleted, false), searchCondition([customers.partyCode, customers.name], text)))
        .orderBy(customers.partyCode, customers.id)
        .limit(limit)
    ).map((c) => ({
      kind: 'customer',
      id: c.id,
      title: c.partyCode,
      detail: [c.name, c.state].filter(Boolean).join(' · '),
    }));

  const productHits = async (text: string): Promise<RecordHit[]> =>
    (
      await db
        .select({
          id: products.id,
          drawing: products.drawingNumber,
          description: products.productDescription,
          partyCode: products.partyCode,
        })
        .from(products)
        .where(searchCondition([products.searchText], text))
        .orderBy(products.drawingNumber, products.id)
        .limit(limit)
    ).map((p) => ({ kind: 'product', id: p.id, title: p.drawing, detail: `${p.description} · ${p.partyCode}` }));

  return {
    /** The records matching the text that the user may see, orders first. */
    async find(user: User, text: string): Promise<RecordHit[]> {
      if (!text) return [];
      const kinds = [
        can(user, 'sales-orders', 'view') ? orders : null,
        can(user, 'invoices', 'view') ? invoiceHits : null,
        can(user, 'customers', 'view') ? customerHits : null,
        can(user, 'products', 'view') ? productHits : null,
      ];
      const found: RecordHit[] = [];
      for (const kind of kinds) if (kind) found.push(...(await kind(text)));
      return found;
    },
  };
}

export type RecordSearch = ReturnType<typeof createRecordSearch>;
