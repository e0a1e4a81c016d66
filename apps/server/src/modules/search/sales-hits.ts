import { RECORD_HITS_PER_KIND, type RecordHit } from '@lathe/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, gstNotes, invoices, products, salesOrders } from '../../db/schema/index.js';
import { searchCondition } from '../../lib/list.js';

/*
 * What the header search finds of selling: orders by number or the customer's PO, invoices by
 * number or customer, credit and debit notes by number, invoice or customer, customers by code or
 * name, products by drawing number or description; a few of each, documents newest first.
 */

const limit = RECORD_HITS_PER_KIND;

export const salesOrderHits = async (db: Db, text: string): Promise<RecordHit[]> =>
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

export const invoiceHits = async (db: Db, text: string): Promise<RecordHit[]> =>
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

export const noteHits = async (db: Db, text: string): Promise<RecordHit[]> =>
  (
    await db
      .select({
        id: gstNotes.id,
        number: gstNotes.noteNumber,
        kind: gstNotes.kind,
        status: gstNotes.status,
        invoice: gstNotes.invoiceNumber,
        customer: gstNotes.customerName,
      })
      .from(gstNotes)
      .where(searchCondition([gstNotes.searchText], text))
      .orderBy(desc(gstNotes.noteDate), desc(gstNotes.id))
      .limit(limit)
  ).map((n) => ({
    kind: 'note',
    id: n.id,
    title: n.number ?? `Draft ${n.kind} note`,
    detail: `${n.invoice} · ${n.customer} · ${n.status}`,
  }));

export const customerHits = async (db: Db, text: string): Promise<RecordHit[]> =>
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

export const productHits = async (db: Db, text: string): Promise<RecordHit[]> =>
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
