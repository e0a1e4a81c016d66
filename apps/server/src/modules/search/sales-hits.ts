import {
  BLANKET_ORDER_STATUS_LABELS,
  type BlanketOrderStatus,
  monthName,
  QUOTATION_STATUS_LABELS,
  type QuotationStatus,
  quotationReference,
  RECORD_HITS_PER_KIND,
  type RecordHit,
} from '@lathe/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  blanketOrders,
  customers,
  deliveryScheduleRevisions,
  deliverySchedules,
  gstNotes,
  invoices,
  products,
  quotations,
  salesOrders,
} from '../../db/schema/index.js';
import { searchCondition } from '../../lib/list.js';

/*
 * What the header search finds of selling: quotations by number, customer or enquiry reference,
 * orders by number or the customer's PO, blanket orders by number, customer or the customer's PO,
 * delivery schedules by customer (name or party code) or month (yyyy-mm), invoices by number or
 * customer, credit and debit notes by number, invoice or customer, customers by code or name,
 * products by drawing number or description; a few of each, documents newest first, each document
 * through its table's trigram-indexed search text.
 */

const limit = RECORD_HITS_PER_KIND;

/**
 * Quotations newest first, a revision after its later one (a revision is a row of its own under
 * the same number, "QT/2026-27/0004 Rev 1"); an enquiry not yet sent has no number.
 */
export const quotationHits = async (db: Db, text: string): Promise<RecordHit[]> =>
  (
    await db
      .select({
        id: quotations.id,
        quotationNumber: quotations.quotationNumber,
        revision: quotations.revision,
        status: quotations.status,
        customer: quotations.customerName,
        enquiryReference: quotations.enquiryReference,
      })
      .from(quotations)
      .where(searchCondition([quotations.searchText], text))
      .orderBy(desc(quotations.quotationDate), desc(quotations.revision), desc(quotations.id))
      .limit(limit)
  ).map((q) => ({
    kind: 'quotation',
    id: q.id,
    title: quotationReference(q) ?? 'Draft quotation',
    detail: [q.customer, q.enquiryReference, QUOTATION_STATUS_LABELS[q.status as QuotationStatus].toLowerCase()]
      .filter(Boolean)
      .join(' · '),
  }));

/** Blanket orders newest first (a draft has no number yet), with the customer's PO they answer. */
export const blanketOrderHits = async (db: Db, text: string): Promise<RecordHit[]> =>
  (
    await db
      .select({
        id: blanketOrders.id,
        number: blanketOrders.blanketNumber,
        status: blanketOrders.status,
        customer: blanketOrders.customerName,
        customerPo: blanketOrders.customerPoNumber,
      })
      .from(blanketOrders)
      .where(searchCondition([blanketOrders.searchText], text))
      .orderBy(desc(blanketOrders.createdAt), desc(blanketOrders.id))
      .limit(limit)
  ).map((o) => ({
    kind: 'blanket-order',
    id: o.id,
    title: o.number ?? 'Draft blanket order',
    detail: `${o.customer} · ${o.customerPo} · ${BLANKET_ORDER_STATUS_LABELS[o.status as BlanketOrderStatus].toLowerCase()}`,
  }));

/** The sales order a delivery schedule is released as, as the hit names it. */
const releaseOrder = alias(salesOrders, 'release_order');

/**
 * A schedule's latest revision (the revisions' unique index by schedule). The select it is read
 * in joins the release order, so drizzle names each column with its table: in a select of one
 * table it would name the schedule's `id` bare, which the subquery would read as its own.
 */
const latestRevision = sql<number | null>`(
  select max(${deliveryScheduleRevisions.revision}) from ${deliveryScheduleRevisions}
  where ${deliveryScheduleRevisions.scheduleId} = ${deliverySchedules.id})`;

/**
 * Delivery schedules, the latest month first: a schedule has no number, so it is named by its
 * customer and month ("Bharat Auto Components · December 2026"); its line says its party code,
 * its latest revision and the order it is released as.
 */
export const deliveryScheduleHits = async (db: Db, text: string): Promise<RecordHit[]> =>
  (
    await db
      .select({
        id: deliverySchedules.id,
        customer: deliverySchedules.customerName,
        partyCode: deliverySchedules.customerPartyCode,
        month: deliverySchedules.month,
        revision: latestRevision,
        releaseOrder: releaseOrder.orderNumber,
      })
      .from(deliverySchedules)
      .leftJoin(releaseOrder, eq(releaseOrder.id, deliverySchedules.releaseOrderId))
      .where(searchCondition([deliverySchedules.searchText], text))
      .orderBy(desc(deliverySchedules.month), desc(deliverySchedules.id))
      .limit(limit)
  ).map((s) => ({
    kind: 'delivery-schedule',
    id: s.id,
    title: `${s.customer} · ${monthName(s.month)}`,
    detail: [s.partyCode, s.revision === null ? null : `Rev ${s.revision}`, s.releaseOrder ?? 'not released']
      .filter(Boolean)
      .join(' · '),
  }));

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
