import {
  exportSupplyOf,
  type GstDocumentLine,
  type Gstr1Document,
  gstPartiesOf,
  noteGstType,
  type Seller,
} from '@lathe/shared';
import { and, asc, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gstNoteLines, gstNotes, invoiceLines, invoices } from '../../db/schema/index.js';

/*
 * The documents of a month as the GST returns read them, in a handful of queries: the month's
 * issued and cancelled invoices and notes with their lines (drafts are not documents yet).
 */

type LineRow = GstDocumentLine & { documentId: string };

const lineFigures = {
  description: true,
  hsnCode: true,
  unit: true,
  quantity: true,
  rate: true,
  gstRate: true,
  taxable: true,
  cgst: true,
  sgst: true,
  igst: true,
  total: true,
} as const;

function byDocument(rows: LineRow[]) {
  const lines = new Map<string, GstDocumentLine[]>();
  for (const { documentId, ...line } of rows) {
    const list = lines.get(documentId) ?? [];
    list.push(line);
    lines.set(documentId, list);
  }
  return lines;
}

/** A document of a period as the portals read it, with its record's id and the IRN it was given. */
export type PeriodDocument = Gstr1Document & { id: string; irn: string | null };

/** The month's invoices and notes, numbered (issued or cancelled), in number order. */
export const monthDocuments = (db: Db, month: string) =>
  periodDocuments(db, `${month}-01`, sql`(${`${month}-01`}::date + interval '1 month')::date`);

/** The invoices and notes dated from `start` to before `end`, numbered (issued or cancelled), invoices first, each in number order. */
export async function periodDocuments(db: Db, start: string, end: string | SQL): Promise<PeriodDocument[]> {
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(and(ne(invoices.status, 'draft'), gte(invoices.invoiceDate, start), lt(invoices.invoiceDate, end)))
    .orderBy(asc(invoices.invoiceNumber));
  const noteRows = await db
    .select({
      note: gstNotes,
      invoiceTotal: invoices.grandTotal,
      // A note on an SEZ supply or an export is reported as its invoice was (cdnr SEWP/SEWOP, cdnur EXPWP/EXPWOP).
      invoiceExport: {
        exportType: invoices.exportType,
        portCode: invoices.portCode,
        shippingBillNumber: invoices.shippingBillNumber,
        shippingBillDate: invoices.shippingBillDate,
        foreignCurrency: invoices.foreignCurrency,
        exchangeRate: invoices.exchangeRate,
        countryCode: invoices.countryCode,
      },
    })
    .from(gstNotes)
    .innerJoin(invoices, sql`${invoices.id} = ${gstNotes.invoiceId}`)
    .where(and(ne(gstNotes.status, 'draft'), gte(gstNotes.noteDate, start), lt(gstNotes.noteDate, end)))
    .orderBy(asc(gstNotes.noteNumber));
  const pick = <T extends typeof invoiceLines | typeof gstNoteLines>(table: T) =>
    Object.fromEntries(Object.keys(lineFigures).map((key) => [key, table[key as keyof typeof lineFigures]]));
  const invoiceLineRows = invoiceRows.length
    ? ((await db
        .select({ documentId: invoiceLines.invoiceId, ...pick(invoiceLines) })
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            invoiceRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.lineNumber))) as LineRow[])
    : [];
  const noteLineRows = noteRows.length
    ? ((await db
        .select({ documentId: gstNoteLines.noteId, ...pick(gstNoteLines) })
        .from(gstNoteLines)
        .where(
          inArray(
            gstNoteLines.noteId,
            noteRows.map(({ note }) => note.id),
          ),
        )
        .orderBy(asc(gstNoteLines.noteId), asc(gstNoteLines.lineNumber))) as LineRow[])
    : [];
  const invoiceLinesOf = byDocument(invoiceLineRows);
  const noteLinesOf = byDocument(noteLineRows);

  return [
    ...invoiceRows.map((row) => ({
      id: row.id,
      irn: row.irn,
      type: 'INV' as const,
      number: row.invoiceNumber as string,
      date: row.invoiceDate,
      ...gstPartiesOf({ ...row, seller: row.seller as Seller }),
      lines: invoiceLinesOf.get(row.id) ?? [],
      cancelled: row.status === 'cancelled',
    })),
    ...noteRows.map(({ note, invoiceTotal, invoiceExport }) => ({
      id: note.id,
      irn: note.irn,
      type: noteGstType(note.kind as 'credit' | 'debit'),
      number: note.noteNumber as string,
      date: note.noteDate,
      ...gstPartiesOf({ ...note, seller: note.seller as Seller }),
      lines: noteLinesOf.get(note.id) ?? [],
      cancelled: note.status === 'cancelled',
      reference: { number: note.invoiceNumber, date: note.invoiceDate },
      referenceValue: invoiceTotal,
      exportSupply: exportSupplyOf(invoiceExport),
    })),
  ];
}
