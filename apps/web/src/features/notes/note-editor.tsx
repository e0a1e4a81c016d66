import { NOTE_FLOW, type Note, type NoteData, noteInputSchema } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EntityForm, type SubmitIntent } from '../../components/form/entity-form';
import { GstTotalsPanel } from '../../components/form/gst-totals-panel';
import { confirmAction } from '../../components/ui/confirm-action';
import { errorMessage } from '../../lib/api-error';
import { useResourceCreate, useResourceSaveAnd, useResourceUpdate } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { type NoteInvoice, notesResource } from './api';
import { type NoteFormValues, noteBody, previewNote } from './note-form-values';
import { NoteHeaderFields, NoteInvoiceHeader } from './note-header-fields';
import { NoteLinesGrid } from './note-lines-grid';
import { issuedText, issueQuestion } from './note-texts';

type Intent = 'draft' | 'issue';

/** Who may take Save & Issue: the flow's permission for issuing (the form is always a draft). */
const ISSUE = NOTE_FLOW.steps.issue.permission;

const SAVE_DRAFT: SubmitIntent<Intent> = { intent: 'draft', label: 'Save Draft', secondary: true };
const SAVE_AND_ISSUE: SubmitIntent<Intent> = { intent: 'issue', label: 'Save & Issue' };

/** Issuing declined at the question: nothing was sent, nothing is reported, the form stays unsaved. */
const DECLINED = Symbol('declined');

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
 * New and edit draft: Save Draft creates (then opens the draft at its edit address) or updates with
 * the version read; Save & Issue, for whoever may issue, asks first, then saves and issues in one
 * request and opens the numbered note (a refused issue saves nothing). The server's field errors
 * land on their fields (`lines.0.rate`, `noteDate`); every refusal is toasted too.
 */
export function NoteEditor({ note, invoice, defaults }: NoteEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useResourceCreate(notesResource);
  const update = useResourceUpdate(notesResource);
  const saveAndIssue = useResourceSaveAnd(notesResource);
  const canIssue = useCan(ISSUE.scope, ISSUE.action);

  const submit = async (values: NoteData, intent: Intent) => {
    // The cached copy holds the version of the last save on this screen.
    const current = note && (client.getQueryData<Note>(notesResource.keys.detail(note.id)) ?? note);
    const body = noteBody(values, current?.version);
    if (intent === 'issue') {
      const question = issueQuestion(values.kind, invoice.invoiceNumber);
      if (!(await confirmAction({ message: question, confirmLabel: 'Issue' }))) throw DECLINED;
      const issued = await saveAndIssue.mutateAsync({ id: note?.id, body });
      toast.success(issuedText(issued));
      navigate(`/notes/view/${issued.id}`);
      return;
    }
    if (note) await update.mutateAsync({ id: note.id, body });
    else {
      const created = await create.mutateAsync(body);
      client.setQueryData(notesResource.keys.detail(created.id), created);
      navigate(`/notes/edit/${created.id}`, { replace: true });
    }
    toast.success('Draft saved');
  };

  return (
    <EntityForm
      schema={noteInputSchema}
      defaultValues={defaults}
      onSubmit={submit}
      onError={(error, intent) => {
        if (error === DECLINED) return;
        toast.error(errorMessage(error, intent === 'issue' ? 'Failed to issue note' : 'Failed to save note'));
      }}
      submits={canIssue ? [SAVE_DRAFT, SAVE_AND_ISSUE] : [SAVE_DRAFT]}
      cancelTo={note ? `/notes/view/${note.id}` : `/invoices/view/${invoice.id}`}
    >
      <NoteInvoiceHeader invoice={invoice} />
      <NoteHeaderFields invoice={invoice} />
      <NoteLines invoice={invoice} />
    </EntityForm>
  );
}
