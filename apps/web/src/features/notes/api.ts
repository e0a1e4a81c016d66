import { type Invoice, type ListResult, NOTE_FLOW, type Note, type NoteData, type NoteSummary } from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { MONEY_FIGURES } from '../../lib/money-figures';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST notes (a draft) and PUT notes/{id} (the whole draft with the version read). */
export type NoteBody = NoteData & { version?: number };

/**
 * `/api/notes`, every step the flow routes (issue, cancel) and save-and-issue, each answering the
 * note as it now stands. Issuing or cancelling a note changes what its invoice's customer owes:
 * every invoice query (the invoice, the lists, ageing, statements) and the money figures are read
 * again.
 */
export const notesResource = defineDocumentResource<Note, NoteBody, string>('notes', NOTE_FLOW, {
  updateMethod: 'PUT',
  alsoRefresh: [...MONEY_FIGURES, ['invoices']],
});

/** One page of notes, keyed under the resource's lists so every change refreshes it. */
export function useNoteList(query: ListRequest) {
  return useQuery({
    queryKey: notesResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<NoteSummary>>('notes', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** What a note reads of the invoice it is raised against. */
export type NoteInvoice = Pick<
  Invoice,
  | 'id'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'status'
  | 'customerPartyCode'
  | 'customerName'
  | 'taxType'
  | 'grandTotal'
  | 'balanceDue'
  | 'lines'
>;

/** `GET invoices/{id}`, cached as the invoice's page caches it (a note's issue refreshes both). */
export function useNoteInvoice(invoiceId: string | null | undefined) {
  return useQuery({
    queryKey: ['invoices', 'detail', invoiceId ?? ''],
    queryFn: ({ signal }) => api.get<NoteInvoice>(`invoices/${encodeURIComponent(invoiceId ?? '')}`, undefined, signal),
    enabled: !!invoiceId,
  });
}
