import {
  GOODS_RECEIPT_STATUS_LABELS,
  JOB_WORK_STATUS_LABELS,
  PURCHASE_ORDER_STATUS_LABELS,
  RECORD_HITS_PER_KIND,
  type RecordHit,
} from '@lathe/shared';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goodsReceipts, jobWorkChallans, purchaseOrders, suppliers } from '../../db/schema/index.js';
import { searchCondition } from '../../lib/list.js';

/*
 * What the header search finds of buying and job work: purchase orders by number or supplier,
 * goods receipts by number, purchase order, supplier or the supplier's invoice, job-work challans
 * by number, job worker or process, suppliers by code or name. A few of each, documents newest
 * first, each through its table's trigram-indexed search text.
 */

const limit = RECORD_HITS_PER_KIND;

/** A status as the document's screen names it, in lower case after the party. */
const statusText = <S extends string>(labels: Record<S, string>, status: string) =>
  (labels[status as S] ?? status).toLowerCase();

export const purchaseOrderHits = async (db: Db, text: string): Promise<RecordHit[]> =>
  (
    await db
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.poNumber,
        status: purchaseOrders.status,
        supplier: purchaseOrders.supplierName,
      })
      .from(purchaseOrders)
      .where(searchCondition([purchaseOrders.searchText], text))
      .orderBy(desc(purchaseOrders.poDate), desc(purchaseOrders.id))
      .limit(limit)
  ).map((o) => ({
    kind: 'purchase-order',
    id: o.id,
    title: o.number ?? 'Draft purchase order',
    detail: `${o.supplier} · ${statusText(PURCHASE_ORDER_STATUS_LABELS, o.status)}`,
  }));

export const goodsReceiptHits = async (db: Db, text: string): Promise<RecordHit[]> =>
  (
    await db
      .select({
        id: goodsReceipts.id,
        number: goodsReceipts.grnNumber,
        status: goodsReceipts.status,
        supplier: goodsReceipts.supplierName,
        poNumber: goodsReceipts.poNumber,
      })
      .from(goodsReceipts)
      .where(searchCondition([goodsReceipts.searchText], text))
      .orderBy(desc(goodsReceipts.receiptDate), desc(goodsReceipts.id))
      .limit(limit)
  ).map((r) => ({
    kind: 'goods-receipt',
    id: r.id,
    title: r.number ?? 'Draft goods receipt',
    detail: `${r.supplier} · ${r.poNumber} · ${statusText(GOODS_RECEIPT_STATUS_LABELS, r.status)}`,
  }));

export const jobWorkChallanHits = async (db: Db, text: string): Promise<RecordHit[]> =>
  (
    await db
      .select({
        id: jobWorkChallans.id,
        number: jobWorkChallans.challanNumber,
        status: jobWorkChallans.status,
        jobWorker: jobWorkChallans.jobWorkerName,
        process: jobWorkChallans.process,
      })
      .from(jobWorkChallans)
      .where(searchCondition([jobWorkChallans.searchText], text))
      .orderBy(desc(jobWorkChallans.challanDate), desc(jobWorkChallans.id))
      .limit(limit)
  ).map((c) => ({
    kind: 'job-work-challan',
    id: c.id,
    title: c.number ?? 'Draft challan',
    detail: `${c.jobWorker} · ${c.process} · ${statusText(JOB_WORK_STATUS_LABELS, c.status)}`,
  }));

export const supplierHits = async (db: Db, text: string): Promise<RecordHit[]> =>
  (
    await db
      .select({
        id: suppliers.id,
        code: suppliers.supplierCode,
        name: suppliers.name,
        state: suppliers.state,
        active: suppliers.isActive,
      })
      .from(suppliers)
      .where(searchCondition([suppliers.searchText], text))
      .orderBy(suppliers.name, suppliers.id)
      .limit(limit)
  ).map((s) => ({
    kind: 'supplier',
    id: s.id,
    // A supplier without a code is known by its name.
    title: s.code ?? s.name,
    detail: [s.code ? s.name : null, s.state, s.active ? null : 'inactive'].filter(Boolean).join(' · '),
  }));
