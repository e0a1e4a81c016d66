import {
  financialYearOf,
  GSTR2B_REASON_REQUIRED,
  GSTR2B_TOLERANCE_DEFAULT,
  type Gstr2bActionData,
  type Gstr2bFile,
  type Gstr2bImportResult,
  type Gstr2bQuery,
  type Gstr2bReconciliation,
  type Gstr2bRow,
  gstr2bDocumentsOf,
  inGstr2bView,
  monthName,
  monthOfReturnPeriod,
  reconcileGstr2b,
  supplierInvoiceKey,
} from '@lathe/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { gstr2bActions, gstr2bDocuments, gstr2bImports } from '../../db/schema/index.js';
import { currentAuditActor } from '../../lib/audit-context.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import type { CompanyService } from '../company/index.js';
import {
  actionRow,
  billForLink,
  decisionSlot,
  GSTR2B_BILL_STATUSES,
  type MonthImport,
  monthActions,
  monthBills,
  monthDocuments,
  monthImport,
  shiftMonth,
} from './gstr2b-store.js';

/** Documents written by one insert: 20 columns each stays well inside PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;

/** The month's reconciliation: its import, and the match of its documents and bills at `tolerance` rupees. */
async function reconcileMonth(db: DbOrTx, month: string, tolerance: number, found?: MonthImport) {
  const imported = found ?? (await monthImport(db, month));
  // One after the other: inside an action's transaction they share its one connection.
  const documents = imported ? await monthDocuments(db, imported.id) : [];
  const bills = await monthBills(db, month);
  const actions = await monthActions(db, month);
  return { imported, match: reconcileGstr2b({ documents, bills, actions, tolerance }) };
}

const needsImport = (month: string) => conflict(`Import the GSTR-2B of ${monthName(month)} first`);

/** A row's decision stands: another action on it is refused until it is undone. */
function assertUndecided(row: Gstr2bRow) {
  if (row.decision) {
    const taken = row.decision.action === 'accept' ? 'accepted' : 'deferred';
    throw conflict(`This row is already ${taken}: undo that first`);
  }
}

/** What an action names of its document: the key it is kept by across imports. */
const documentColumns = (row: Gstr2bRow) => {
  const document = row.document;
  if (!document) return {};
  return {
    supplierGstin: document.supplierGstin,
    documentKind: document.kind,
    numberKey: supplierInvoiceKey(document.number),
    financialYear: financialYearOf(document.date),
    documentNumber: document.number,
  };
};

/**
 * GSTR-2B reconciliation of a month: the portal's file imported (a month's documents replaced by
 * its next import), matched against the supplier bills, and the accountant's decisions on its rows.
 */
export function createGstr2bService(db: Db, company: CompanyService) {
  async function gstinOf() {
    const { gstin } = await company.get(db);
    if (!gstin) throw conflict("Fill in the company's GSTIN in Company Settings: GSTR-2B is the statement of it");
    return gstin;
  }

  /** The month's row `documentId` names, or the row of `billId` (its bill only in the books, or paired). */
  function rowOf(rows: Gstr2bRow[], month: string, input: Pick<Gstr2bActionData, 'documentId' | 'billId' | 'action'>) {
    if (input.documentId) {
      const row = rows.find((r) => r.document?.id === input.documentId);
      if (!row) throw invalidField('documentId', `No such document in the GSTR-2B of ${monthName(month)}`);
      return row;
    }
    const row = rows.find((r) => r.bill?.id === input.billId);
    if (!row) throw invalidField('billId', `The bill is not in the reconciliation of ${monthName(month)}`);
    return row;
  }

  /** A link is refused unless the document is only in 2B and the bill is the supplier's, counted and free. */
  async function assertLinkable(tx: Tx, month: string, rows: Gstr2bRow[], row: Gstr2bRow, billId: string) {
    const document = row.document;
    if (!document) throw invalidField('documentId', 'Choose the 2B document');
    if (row.status !== 'only-in-2b') {
      throw conflict(`${document.number} is already paired with bill ${row.bill?.billNumber ?? ''}`.trim());
    }
    if (document.kind === 'credit-note') throw conflict('A credit note is not a bill: accept or defer it');
    if (row.linkId) throw conflict('Undo the earlier link of this document first');
    const bill = await billForLink(tx, billId, month);
    if (!bill || !(GSTR2B_BILL_STATUSES as readonly string[]).includes(bill.status)) {
      throw invalidField('billId', 'Choose a held or booked bill');
    }
    if (bill.supplierGstin !== document.supplierGstin) {
      throw invalidField(
        'billId',
        `Bill ${bill.billNumber} is of GSTIN ${bill.supplierGstin ?? 'none'}, the document of ${document.supplierGstin}`,
      );
    }
    if (bill.linked) throw conflict(`Bill ${bill.billNumber} is already linked to a 2B document`);
    if (bill.inOther2b) throw conflict(`Bill ${bill.billNumber} is in another month's GSTR-2B by its number`);
    const paired = rows.find((r) => r.document && r.bill?.id === billId);
    if (paired?.document) throw conflict(`Bill ${bill.billNumber} is already paired with ${paired.document.number}`);
  }

  return {
    /** The month's reconciliation at the tolerance asked (₹1 by default), with the rows of the view asked. */
    async reconciliation(query: Gstr2bQuery): Promise<Gstr2bReconciliation> {
      const gstin = await gstinOf();
      const tolerance = query.tolerance ?? GSTR2B_TOLERANCE_DEFAULT;
      const view = query.view ?? 'all';
      const { imported, match } = await reconcileMonth(db, query.month, tolerance);
      return {
        month: query.month,
        gstin,
        tolerance,
        view,
        import: imported ?? null,
        counts: match.counts,
        twoB: match.twoB,
        books: match.books,
        rows: match.rows.filter((row) => inGstr2bView(row, view)),
      };
    },

    /** Every row of the month, for the CSV. */
    async rows(query: Gstr2bQuery): Promise<Gstr2bRow[]> {
      await gstinOf();
      const { match } = await reconcileMonth(db, query.month, query.tolerance ?? GSTR2B_TOLERANCE_DEFAULT);
      return match.rows.filter((row) => inGstr2bView(row, query.view ?? 'all'));
    },

    /**
     * Imports the file as the month's GSTR-2B: of the company's GSTIN and of that month, else refused
     * on the field. A month imported before has its documents replaced; its actions stay.
     */
    async importFile(month: string, file: Gstr2bFile): Promise<Gstr2bImportResult> {
      const gstin = await gstinOf();
      if (file.data.gstin !== gstin) {
        throw invalidField(
          'data.gstin',
          `The file is the GSTR-2B of ${file.data.gstin}, not of this company (${gstin})`,
        );
      }
      const fileMonth = monthOfReturnPeriod(file.data.rtnprd);
      if (fileMonth !== month) {
        throw invalidField(
          'data.rtnprd',
          `The file is the GSTR-2B of ${monthName(fileMonth)} (rtnprd ${file.data.rtnprd}), not of ${monthName(month)}`,
        );
      }
      const { documents, ignored } = gstr2bDocumentsOf(file);
      const facts = {
        gstin,
        generatedOn: file.data.gendt ?? null,
        fileVersion: file.data.version || null,
        documentCount: documents.length,
        ignored,
        importedBy: currentAuditActor()?.id ?? null,
        importedAt: new Date(),
      };
      return db.transaction(async (tx) => {
        let before = await monthImport(tx, month, { lock: true });
        let importId = '';
        if (!before) {
          // The month's first import, unless another's insert of it commits first (two people, or
          // two tabs, importing at once): then this one waits for it and replaces what it wrote.
          const [made] = await tx
            .insert(gstr2bImports)
            .values({ returnPeriod: month, ...facts })
            .onConflictDoNothing({ target: gstr2bImports.returnPeriod })
            .returning({ id: gstr2bImports.id });
          if (made) importId = made.id;
          else before = await monthImport(tx, month, { lock: true });
        }
        if (before) {
          importId = before.id;
          await tx.delete(gstr2bDocuments).where(eq(gstr2bDocuments.importId, importId));
          await tx
            .update(gstr2bImports)
            .set({ ...facts, version: sql`${gstr2bImports.version} + 1`, updatedAt: new Date() })
            .where(eq(gstr2bImports.id, importId));
        }
        for (let at = 0; at < documents.length; at += INSERT_BATCH) {
          await tx.insert(gstr2bDocuments).values(
            documents.slice(at, at + INSERT_BATCH).map(({ date, ...document }) => ({
              ...document,
              importId,
              returnPeriod: month,
              documentDate: date,
            })),
          );
        }
        const count = (kind: string) => documents.filter((d) => d.kind === kind).length;
        return {
          month,
          documents: documents.length,
          invoices: count('invoice'),
          creditNotes: count('credit-note'),
          debitNotes: count('debit-note'),
          ignored,
          replaced: before ? before.documents : null,
        };
      });
    },

    /**
     * A decision on a row of the month, judged on the row as it stands at the tolerance given:
     * accept (a mismatch needs a reason; a matched row needs nothing), link a document only in 2B to
     * a bill of its supplier whose number differs, defer a row on one side.
     */
    async act(input: Gstr2bActionData): Promise<{ id: string }> {
      const { month, action } = input;
      const reason = input.reason ?? null;
      return db.transaction(async (tx) => {
        const imported = await monthImport(tx, month, { lock: true });
        if (!imported) throw needsImport(month);
        const { match } = await reconcileMonth(tx, month, input.tolerance ?? GSTR2B_TOLERANCE_DEFAULT, imported);
        const row = rowOf(match.rows, month, input);
        assertUndecided(row);
        const values = {
          importId: imported.id,
          returnPeriod: month,
          action,
          reason,
          createdBy: currentAuditActor()?.id ?? null,
        };

        if (action === 'link') {
          const billId = input.billId as string;
          await assertLinkable(tx, month, match.rows, row, billId);
          const [made] = await tx
            .insert(gstr2bActions)
            .values({ ...values, ...documentColumns(row), billId })
            .returning({ id: gstr2bActions.id });
          return made as { id: string };
        }

        if (input.billId && row.bill && input.billId !== row.bill.id) {
          throw invalidField('billId', 'The bill is not the one of this row');
        }
        if (row.status === 'matched') throw conflict('A matched row needs no review');
        if (action === 'accept' && row.status === 'mismatched' && !reason) {
          throw invalidField('reason', GSTR2B_REASON_REQUIRED);
        }
        if (action === 'defer' && row.status === 'mismatched') {
          throw conflict(
            'Only a row on one side can be deferred: accept the differences or have the supplier amend it',
          );
        }
        // A decision no row shows any more (the row changed since) holds the slot: it gives way.
        const named = documentColumns(row);
        const slot = named.supplierGstin
          ? decisionSlot(month, {
              document: {
                supplierGstin: named.supplierGstin,
                kind: named.documentKind,
                numberKey: named.numberKey,
                financialYear: named.financialYear,
              },
            })
          : decisionSlot(month, { billId: (row.bill as NonNullable<Gstr2bRow['bill']>).id });
        await tx.delete(gstr2bActions).where(slot);
        const [made] = await tx
          .insert(gstr2bActions)
          .values({
            ...values,
            ...documentColumns(row),
            // A pair's acceptance names both; a bill alone, its bill; a document alone, none.
            billId: row.status === 'only-in-2b' ? null : (row.bill?.id ?? null),
          })
          .returning({ id: gstr2bActions.id });
        return made as { id: string };
      });
    },

    /**
     * Undoes an action. A link whose pair has been accepted, and a deferral the next month has
     * decided on, are undone after what stands on them.
     */
    async undo(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [found] = await actionRow(tx, id);
        if (!found) throw notFound('Action');
        await monthImport(tx, found.returnPeriod, { lock: true });
        if (found.action === 'link') {
          const [accepted] = await tx
            .select({ id: gstr2bActions.id })
            .from(gstr2bActions)
            .where(
              and(
                eq(gstr2bActions.returnPeriod, found.returnPeriod),
                eq(gstr2bActions.action, 'accept'),
                eq(gstr2bActions.billId, found.billId as string),
                eq(gstr2bActions.numberKey, found.numberKey as string),
              ),
            );
          if (accepted) throw conflict('Undo the acceptance of this pair first');
        }
        if (found.action === 'defer' && found.billId && !found.supplierGstin) {
          const next = shiftMonth(found.returnPeriod, 1);
          const [decided] = await tx
            .select({ id: gstr2bActions.id })
            .from(gstr2bActions)
            .where(decisionSlot(next, { billId: found.billId }));
          if (decided) throw conflict(`The bill is decided on in ${monthName(next)}: undo that first`);
        }
        await tx.delete(gstr2bActions).where(eq(gstr2bActions.id, id));
      });
    },
  };
}

export type Gstr2bService = ReturnType<typeof createGstr2bService>;
