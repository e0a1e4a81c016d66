import { DocumentViewPage } from '../../components/document/document-view-page';
import { DownloadButton } from '../../components/ui/download-button';
import { NoteDocument } from './note-document';
import { noteScreens } from './note-screens';

/**
 * `/notes/view/:id`: the printable credit or debit note, its actions (the e-invoice JSON of an
 * issued note to a registered buyer among them) and its history (view permission).
 */
export function NoteViewPage() {
  return (
    <DocumentViewPage
      screens={noteScreens}
      tools={(note) =>
        note.status === 'issued' && note.customerGstin ? (
          <DownloadButton
            path={`notes/${note.id}/e-invoice`}
            fallbackName={`e-invoice-${(note.noteNumber ?? '').replaceAll('/', '-')}.json`}
            label="e-Invoice JSON"
            failure="Failed to make the e-invoice"
          />
        ) : null
      }
    >
      {(note) => <NoteDocument note={note} />}
    </DocumentViewPage>
  );
}
