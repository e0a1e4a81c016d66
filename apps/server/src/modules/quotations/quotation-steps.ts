import {
  addDays,
  addYears,
  blanketOrderInputSchema,
  MAX_SERIES_NUMBER,
  quotationReference,
  salesOrderInputSchema,
  todayIn,
} from '@lathe/shared';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { quotationLines, quotations } from '../../db/schema/index.js';
import { currentAuditActor } from '../../lib/audit-context.js';
import { conflict } from '../../lib/errors.js';
import { createBlanketDraft } from '../blanket-orders/index.js';
import { createOrderDraft } from '../sales-orders/index.js';
import { writeQuotationLines } from './quotation-drafts.js';
import type { QuotationRecord } from './quotation-lock.js';

export const quotationSeriesFull = (financialYear: string) =>
  `The ${financialYear} quotation series is full (${MAX_SERIES_NUMBER} quotations)`;

/** Whole days from one yyyy-MM-dd to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * sent or lost → revised: the offer stays as it was sent, and its next revision opens as an
 * enquiry under the same number, a copy of it dated today and valid as long as it was.
 */
export const reviseStep = {
  async prepare(tx: DbOrTx, row: QuotationRecord) {
    const root = row.rootId ?? row.id;
    const [latest] = await tx
      .select({ revision: sql<number>`max(${quotations.revision})::int` })
      .from(quotations)
      .where(or(eq(quotations.id, root), eq(quotations.rootId, root)));
    const today = todayIn();
    const {
      id,
      version,
      createdAt,
      updatedAt,
      searchText,
      sentAt,
      wonAt,
      lostAt,
      revisedAt,
      convertedAt,
      blanketOrderId,
      ...kept
    } = row;
    const [created] = await tx
      .insert(quotations)
      .values({
        ...kept,
        rootId: root,
        revision: (latest?.revision ?? row.revision) + 1,
        status: 'enquiry',
        statusReason: null,
        salesOrderId: null,
        quotationDate: today,
        validUntil: addDays(today, Math.max(0, daysBetween(row.quotationDate, row.validUntil))),
        enquiryDate: row.enquiryDate <= today ? row.enquiryDate : today,
      })
      .returning({ id: quotations.id });
    const lines = await tx
      .select()
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, id))
      .orderBy(asc(quotationLines.lineNumber));
    await writeQuotationLines(
      tx,
      (created as { id: string }).id,
      lines.map(({ id: _line, quotationId: _quotation, ...line }) => line),
    );
    return undefined;
  },
};

/**
 * won → converted: a draft sales order of the quotation's lines, each at its first quantity and
 * the price offered there, dated today and naming the quotation; the planner checks it before
 * confirming. The order's own rules apply (the customer and its products as they are now).
 */
export const convertStep = {
  async prepare(tx: DbOrTx, row: QuotationRecord) {
    const lines = await tx
      .select({ productId: quotationLines.productId, breaks: quotationLines.breaks })
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, row.id))
      .orderBy(asc(quotationLines.lineNumber));
    const parsed = salesOrderInputSchema.safeParse({
      customerId: row.customerId,
      orderDate: todayIn(),
      notes: `From quotation ${quotationReference(row) ?? ''}`.trim(),
      lines: lines.map((line) => ({
        productId: line.productId,
        quantity: line.breaks[0]?.quantity,
        rate: line.breaks[0]?.price,
      })),
    });
    if (!parsed.success) throw conflict(`The sales order cannot be made: ${parsed.error.issues[0]?.message}`);
    // The order is made by whoever converts (the request's actor), else by whoever made the quotation.
    const salesOrderId = await createOrderDraft(tx, parsed.data, currentAuditActor()?.id ?? row.createdBy);
    return { salesOrderId };
  },
};

/**
 * won → converted: a draft blanket order of the quotation's parts, each at its first price,
 * open-ended, valid a year from today; its order number names the quotation until the customer's
 * open order comes (the draft is edited before it is activated).
 */
export const blanketStep = {
  async prepare(tx: DbOrTx, row: QuotationRecord) {
    const lines = await tx
      .select({ productId: quotationLines.productId, breaks: quotationLines.breaks })
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, row.id))
      .orderBy(asc(quotationLines.lineNumber));
    const today = todayIn();
    const parsed = blanketOrderInputSchema.safeParse({
      customerId: row.customerId,
      customerPoNumber: `Against ${quotationReference(row) ?? 'quotation'}`.slice(0, 50),
      validFrom: today,
      validTo: addDays(addYears(today, 1), -1),
      remarks: `From quotation ${quotationReference(row) ?? ''}`.trim(),
      lines: lines.map((line) => ({ productId: line.productId, rate: line.breaks[0]?.price })),
    });
    if (!parsed.success) throw conflict(`The blanket order cannot be made: ${parsed.error.issues[0]?.message}`);
    const blanketOrderId = await createBlanketDraft(tx, parsed.data, currentAuditActor()?.id ?? row.createdBy);
    return { blanketOrderId };
  },
};
