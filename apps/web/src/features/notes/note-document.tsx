import { type Note, notePrint } from '@lathe/shared';
import { useMemo } from 'react';
import { PrintView } from '../../components/print/print-view';

/** The credit or debit note, drawn from the same print model as its PDF: one copy, the original for the recipient. */
export function NoteDocument({ note }: { note: Note }) {
  const model = useMemo(() => notePrint(note), [note]);
  return <PrintView model={model} />;
}
