import { NOTE_SORTABLE, type NoteListFilter } from '@lathe/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gstNotes } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import type { NoteRecord } from './note-lock.js';
import { toNoteSummary } from './note-rows.js';

export type NoteSort = (typeof NOTE_SORTABLE)[number];

const SORTABLE = sortColumns(NOTE_SORTABLE, {
  noteNumber: gstNotes.noteNumber,
  noteDate: gstNotes.noteDate,
  customerName: gstNotes.customerName,
  grandTotal: gstNotes.grandTotal,
  status: gstNotes.status,
  createdAt: gstNotes.createdAt,
  updatedAt: gstNotes.updatedAt,
});

function filterCondition(filters: NoteListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { kind, status, invoiceId, customerId } = filters;
  return and(
    kind ? eq(gstNotes.kind, kind) : undefined,
    status ? eq(gstNotes.status, status) : undefined,
    invoiceId ? eq(gstNotes.invoiceId, invoiceId) : undefined,
    customerId ? eq(gstNotes.customerId, customerId) : undefined,
  );
}

/** The list: note number, invoice number, party code and customer name searched; kind, status, invoice and customer filtered. */
export const noteListSpec = (filters: NoteListFilter | undefined): ListSpec<NoteSort> => ({
  table: gstNotes,
  searchable: [gstNotes.searchText],
  sortable: SORTABLE,
  tieBreaker: gstNotes.id,
  filters,
  where: filterCondition(filters),
});

export const fetchNoteSummaries = (db: DbOrTx) => async (page: PageRequest) =>
  ((await withPage(db.select().from(gstNotes).$dynamic(), page)) as NoteRecord[]).map(toNoteSummary);
