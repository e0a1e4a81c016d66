import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { useNoteList } from './api';
import { noteColumns } from './note-columns';
import { NOTE_FILTERS, NoteFilters } from './note-filters';

/**
 * Credit and debit notes: search, kind and status kept in the URL, sort, CSV export. No Add
 * button: a note starts from its invoice's page.
 */
export function NotesListPage() {
  const params = useListParams({ filters: NOTE_FILTERS });
  const list = useNoteList(params.query);
  const columns = useMemo(() => noteColumns(), []);
  return (
    <ResourceListPage
      title="Credit & Debit Notes"
      searchPlaceholder="Search notes, invoices, customers..."
      emptyText="No notes found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<NoteFilters params={params} />}
      exportResource="notes"
    />
  );
}
