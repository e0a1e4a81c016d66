import { NOTE_KIND_LABELS, type Note, type NoteData, noteInputSchemaFor } from '@lathe/shared';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { EntityForm } from '../../components/form/entity-form';
import { GstTotalsPanel } from '../../components/form/gst-totals-panel';
import type { NoteInvoice } from './api';
import { type NoteFormValues, noteBody, previewNote } from './note-form-values';
import { NoteHeaderFields, NoteInvoiceHeader } from './note-header-fields';
import { NoteLinesGrid } from './note-lines-grid';
import { noteScreens } from './note-screens';

/** The lines and the live totals: each line at its invoice line's GST rate, taxed as the invoice was. */
function NoteLines({ invoice }: { invoice: NoteInvoice }) {
  const lines = useWatch<NoteFormValues, 'lines'>({ name: 'lines' }) ?? [];
  const preview = previewNote(lines, invoice.lines, invoice.taxType);
  return (
    <section aria-labelledby="note-lines-title" className="grid gap-4">
      <h2 id="note-lines-title" className="font-medium text-gray-800 dark:text-white/90">
        Lines
      </h2>
      <NoteLinesGrid invoiceLines={invoice.lines} figures={preview?.lines} />
      <GstTotalsPanel
        preview={preview}
        taxType={invoice.taxType}
        incompleteText="Lines still missing a line of the invoice, a valid quantity or a rate are left out."
      />
    </section>
  );
}

interface NoteEditorProps {
  /** The draft being edited; none on a new note. */
  note?: Note | undefined;
  invoice: NoteInvoice;
  defaults: NoteFormValues;
}

/**
 * New and edit draft (useDraftEditor): Save Draft, and Save & Issue for whoever may issue, asking
 * first in the kind chosen and naming the invoice, then saving and issuing in one request and
 * opening the numbered note (a refused issue saves nothing). The server's field errors land on
 * their fields (`lines.0.rate`, `noteDate`); every refusal is toasted too.
 */
export function NoteEditor({ note, invoice, defaults }: NoteEditorProps) {
  const editor = useDraftEditor(noteScreens, {
    document: note,
    body: (values: NoteData, version) => noteBody(values, version),
    about: () => invoice.invoiceNumber,
    noun: (values) => NOTE_KIND_LABELS[values.kind],
    saveFailed: 'Failed to save note',
  });
  // Each line's quantity in the unit of the invoice line it names, as the server checks it.
  const schema = useMemo(() => noteInputSchemaFor(invoice.lines), [invoice.lines]);
  // A new note's Cancel goes back to its invoice.
  return (
    <EntityForm
      schema={schema}
      defaultValues={defaults}
      {...editor}
      cancelTo={note ? editor.cancelTo : `/invoices/view/${invoice.id}`}
    >
      <NoteInvoiceHeader invoice={invoice} />
      <NoteHeaderFields invoice={invoice} />
      <NoteLines invoice={invoice} />
    </EntityForm>
  );
}
