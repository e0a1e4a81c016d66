import { NOTE_KIND_LABELS } from '@lathe/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { useResourceItem } from '../../lib/resource-hooks';
import { notesResource } from './api';
import { CancelNotePanel } from './cancel-note-panel';
import { NoteDocument } from './note-document';
import { NoteToolbar } from './note-toolbar';

/** `/notes/view/:id`: the printable credit or debit note, its actions and its history (view permission). */
export function NoteViewPage() {
  const { id } = useParams();
  const note = useResourceItem(notesResource, id);
  const [cancelling, setCancelling] = useState(false);
  return (
    <LoadState query={note} notFoundText="Note not found" backTo="/notes" backLabel="Back to Notes">
      {(loaded) => (
        <div className="mx-auto max-w-5xl print:max-w-none">
          <h1 className="sr-only">
            {NOTE_KIND_LABELS[loaded.kind]} {loaded.noteNumber ?? '(draft)'}
          </h1>
          <NoteToolbar note={loaded} onCancel={() => setCancelling(true)} />
          {cancelling && loaded.status === 'issued' && (
            <CancelNotePanel note={loaded} onClose={() => setCancelling(false)} />
          )}
          <NoteDocument note={loaded} />
          <RecordHistory entity="notes" id={loaded.id} />
        </div>
      )}
    </LoadState>
  );
}
