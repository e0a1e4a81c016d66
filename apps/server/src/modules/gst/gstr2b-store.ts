import {
  GSTR3B_BILL_STATUSES,
  type Gstr2bKind,
  type Gstr2bMatchAction,
  type Gstr2bMatchBill,
  type Gstr2bMatchDocument,
  gstr2bDocumentKey,
} from '@lathe/shared';
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gstr2bActions, gstr2bDocuments, gstr2bImports, supplierBills, users } from '../../db/schema/index.js';

/*
 * What the GSTR-2B reconciliation reads of a month: its import, its documents, the bills that may
 * stand against them (of the month, carried into it, named by its documents' keys or its actions,
 * and the suppliers' other bills of the year a document may be linked to) and its actions.
 */

/** Which bills take part: held ones too (a held bill is numbered and waits only for its approval). */
export const GSTR2B_BILL_STATUSES = ['held', ...GSTR3B_BILL_STATUSES] as const;

/** yyyy-MM moved by `months`. */
export function shiftMonth(month: string, months: number): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mm - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A user as the page names them: first and last name, else the e-mail. */
const userName = (user: { firstName: string | null; lastName: string | null; email: string | null }) =>
  user.email === null ? null : `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;

/** The month's import with who made it, or undefined; `lock` takes its row for the transaction. */
export async function monthImport(db: DbOrTx, month: string, { lock = false } = {}) {
  const query = db
    .select({
      id: gstr2bImports.id,
      generatedOn: gstr2bImports.generatedOn,
      fileVersion: gstr2bImports.fileVersion,
      documents: gstr2bImports.documentCount,
      ignored: gstr2bImports.ignored,
      importedAt: gstr2bImports.importedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(gstr2bImports)
    .leftJoin(users, eq(users.id, gstr2bImports.importedBy))
    .where(eq(gstr2bImports.returnPeriod, month));
  const [row] = lock ? await query.for('update', { of: gstr2bImports }) : await query;
  if (!row) return undefined;
  const { firstName, lastName, email, importedAt, ...rest } = row;
  return { ...rest, importedAt: importedAt.toISOString(), importedByName: userName({ firstName, lastName, email }) };
}
export type MonthImport = NonNullable<Awaited<ReturnType<typeof monthImport>>>;

/** The documents of the month's import, as the match reads them. */
export async function monthDocuments(db: DbOrTx, importId: string): Promise<Gstr2bMatchDocument[]> {
  const rows = await db
    .select({
      id: gstr2bDocuments.id,
      kind: gstr2bDocuments.kind,
      supplierGstin: gstr2bDocuments.supplierGstin,
      supplierName: gstr2bDocuments.supplierName,
      number: gstr2bDocuments.number,
      numberKey: gstr2bDocuments.numberKey,
      date: gstr2bDocuments.documentDate,
      financialYear: gstr2bDocuments.financialYear,
      taxable: gstr2bDocuments.taxable,
      igst: gstr2bDocuments.igst,
      cgst: gstr2bDocuments.cgst,
      sgst: gstr2bDocuments.sgst,
      cess: gstr2bDocuments.cess,
      value: gstr2bDocuments.value,
      placeOfSupply: gstr2bDocuments.placeOfSupply,
      reverseCharge: gstr2bDocuments.reverseCharge,
      itcAvailable: gstr2bDocuments.itcAvailable,
      itcReason: gstr2bDocuments.itcReason,
      supplierPeriod: gstr2bDocuments.supplierPeriod,
      supplierFiledOn: gstr2bDocuments.supplierFiledOn,
    })
    .from(gstr2bDocuments)
    .where(eq(gstr2bDocuments.importId, importId));
  return rows.map((row) => ({ ...row, kind: row.kind as Gstr2bKind }));
}

/** The month's actions, each naming its document by key, with who took it. */
export async function monthActions(db: DbOrTx, month: string): Promise<Gstr2bMatchAction[]> {
  const rows = await db
    .select({
      id: gstr2bActions.id,
      action: gstr2bActions.action,
      supplierGstin: gstr2bActions.supplierGstin,
      documentKind: gstr2bActions.documentKind,
      numberKey: gstr2bActions.numberKey,
      financialYear: gstr2bActions.financialYear,
      billId: gstr2bActions.billId,
      reason: gstr2bActions.reason,
      createdAt: gstr2bActions.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(gstr2bActions)
    .leftJoin(users, eq(users.id, gstr2bActions.createdBy))
    .where(eq(gstr2bActions.returnPeriod, month))
    .orderBy(asc(gstr2bActions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    action: row.action as Gstr2bMatchAction['action'],
    documentKey:
      row.supplierGstin && row.documentKind && row.numberKey && row.financialYear
        ? gstr2bDocumentKey({
            supplierGstin: row.supplierGstin,
            kind: row.documentKind as Gstr2bKind,
            numberKey: row.numberKey,
            financialYear: row.financialYear,
          })
        : null,
    billId: row.billId,
    reason: row.reason,
    byName: userName(row),
    at: row.createdAt.toISOString(),
  }));
}

/*
 * The subqueries name the bill's columns as supplier_bills.… in so many words: a column given to
 * sql`` in a select list is written without its table, which inside the subquery would be the
 * subquery's own column of that name.
 */

/** A bill's invoice in any month's documents other than `month`'s. */
const inOther2b = (month: string) => sql<boolean>`exists (
  select 1 from ${gstr2bDocuments} d
  where d.kind = 'invoice' and d.supplier_gstin = supplier_bills.supplier_gstin
    and d.number_key = supplier_bills.supplier_invoice_key and d.financial_year = supplier_bills.financial_year
    and d.return_period <> ${month})`;

/**
 * The bills the month's match may read: dated in the month; deferred in the month before; named
 * by an action of the month; paired by a document of the month's by key; and the other bills of
 * the month's suppliers (by GSTIN) from a year before, which a document only in 2B may be linked to.
 */
export async function monthBills(db: DbOrTx, month: string): Promise<Gstr2bMatchBill[]> {
  const start = `${month}-01`;
  const next = `${shiftMonth(month, 1)}-01`;
  const before = shiftMonth(month, -1);
  const yearBefore = `${shiftMonth(month, -12)}-01`;
  const rows = await db
    .select({
      id: supplierBills.id,
      billNumber: supplierBills.billNumber,
      status: supplierBills.status,
      supplierName: supplierBills.supplierName,
      supplierGstin: supplierBills.supplierGstin,
      supplierInvoiceNumber: supplierBills.supplierInvoiceNumber,
      supplierInvoiceKey: supplierBills.supplierInvoiceKey,
      supplierInvoiceDate: supplierBills.supplierInvoiceDate,
      financialYear: supplierBills.financialYear,
      billDate: supplierBills.billDate,
      taxable: supplierBills.taxableTotal,
      igst: supplierBills.igstTotal,
      cgst: supplierBills.cgstTotal,
      sgst: supplierBills.sgstTotal,
      value: supplierBills.grandTotal,
      reverseCharge: supplierBills.reverseCharge,
      inOther2b: inOther2b(month),
      linkedElsewhere: sql<boolean>`exists (
        select 1 from ${gstr2bActions} a
        where a.action = 'link' and a.bill_id = supplier_bills.id and a.return_period <> ${month})`,
      carried: sql<boolean>`exists (
        select 1 from ${gstr2bActions} a
        where a.action = 'defer' and a.supplier_gstin is null and a.bill_id = supplier_bills.id
          and a.return_period = ${before})`,
    })
    .from(supplierBills)
    .where(
      and(
        inArray(supplierBills.status, [...GSTR2B_BILL_STATUSES]),
        or(
          and(gte(supplierBills.billDate, start), lt(supplierBills.billDate, next)),
          sql`exists (
            select 1 from ${gstr2bActions} a
            where a.bill_id = supplier_bills.id
              and (a.return_period = ${month} or (a.return_period = ${before} and a.action = 'defer')))`,
          sql`exists (
            select 1 from ${gstr2bDocuments} d
            where d.return_period = ${month} and d.kind = 'invoice' and d.supplier_gstin = supplier_bills.supplier_gstin
              and d.number_key = supplier_bills.supplier_invoice_key and d.financial_year = supplier_bills.financial_year)`,
          and(
            gte(supplierBills.supplierInvoiceDate, yearBefore),
            lt(supplierBills.supplierInvoiceDate, next),
            sql`supplier_bills.supplier_gstin in (
              select d.supplier_gstin from ${gstr2bDocuments} d where d.return_period = ${month} and d.kind <> 'credit-note')`,
          ),
        ),
      ),
    );
  return rows.map(({ carried, ...row }) => ({
    ...row,
    // The driver answers exists() as a boolean; PGlite as well.
    inOther2b: Boolean(row.inOther2b),
    linkedElsewhere: Boolean(row.linkedElsewhere),
    inMonth: row.billDate >= start && row.billDate < next,
    carriedFrom: carried ? before : null,
  }));
}

/** A bill as a link reads it: counted or not, its supplier's GSTIN, and whether a 2B document or a link already has it. */
export async function billForLink(db: DbOrTx, billId: string, month: string) {
  const [row] = await db
    .select({
      id: supplierBills.id,
      billNumber: supplierBills.billNumber,
      status: supplierBills.status,
      supplierGstin: supplierBills.supplierGstin,
      inOther2b: inOther2b(month),
      linked: sql<boolean>`exists (select 1 from ${gstr2bActions} a where a.action = 'link' and a.bill_id = supplier_bills.id)`,
    })
    .from(supplierBills)
    .where(eq(supplierBills.id, billId));
  return row ? { ...row, inOther2b: Boolean(row.inOther2b), linked: Boolean(row.linked) } : undefined;
}

/** Rows of the month's actions table, for the writes. */
export const actionRow = (db: DbOrTx, id: string) =>
  db.select().from(gstr2bActions).where(eq(gstr2bActions.id, id)).for('update');

/** The decisions (accept, defer) of the month on a document's key or on a bill alone, for clearing a stale one. */
export function decisionSlot(
  month: string,
  slot:
    | { document: { supplierGstin: string; kind: string; numberKey: string; financialYear: string } }
    | { billId: string },
) {
  const base = and(eq(gstr2bActions.returnPeriod, month), sql`${gstr2bActions.action} <> 'link'`);
  if ('billId' in slot) {
    return and(base, eq(gstr2bActions.billId, slot.billId), sql`${gstr2bActions.supplierGstin} is null`);
  }
  const { document } = slot;
  return and(
    base,
    eq(gstr2bActions.supplierGstin, document.supplierGstin),
    eq(gstr2bActions.documentKind, document.kind),
    eq(gstr2bActions.numberKey, document.numberKey),
    eq(gstr2bActions.financialYear, document.financialYear),
  );
}
