import { type Note, REPORTED_INVOICE_STATUSES, todayIn } from '@lathe/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentFormPage } from '../../components/document/document-form-page';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { type NoteInvoice, useNoteInvoice } from './api';
import { NoteEditor } from './note-editor';
import { blankNote, kindOf, noteFormValues } from './note-form-values';
import { noteScreens } from './note-screens';

/** Why there is no form, with the way back. */
function NoForm({
  title,
  children,
  backTo,
  backLabel,
}: {
  title: string;
  children: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="p-6">
        <Alert>{children}</Alert>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={backTo} variant="secondary">
            {backLabel}
          </ButtonLink>
        </div>
      </Card>
    </>
  );
}

const stands = (invoice: NoteInvoice) => (REPORTED_INVOICE_STATUSES as readonly string[]).includes(invoice.status);

/**
 * The invoice the note is raised against, read from the API: a spinner, why it cannot take a note
 * (not found, a draft, cancelled), or the form.
 */
function WithInvoice({
  invoiceId,
  title,
  children,
}: {
  invoiceId: string;
  title: string;
  children: (invoice: NoteInvoice) => ReactNode;
}) {
  const invoice = useNoteInvoice(invoiceId);
  if (invoice.isLoading) return <PageSpinner />;
  if (!invoice.data) {
    return (
      <NoForm title={title} backTo="/invoices" backLabel="Back to Invoices">
        {errorMessage(invoice.error, 'The invoice could not be loaded')}
      </NoForm>
    );
  }
  if (!stands(invoice.data)) {
    return (
      <NoForm title={title} backTo={`/invoices/view/${invoiceId}`} backLabel="Back to the invoice">
        A note is raised against an issued invoice; this one is{' '}
        {invoice.data.status === 'draft' ? 'still a draft' : 'cancelled'}.
      </NoForm>
    );
  }
  return (
    <>
      <PageHeader title={title} description={`Against invoice ${invoice.data.invoiceNumber ?? ''}`} />
      {children(invoice.data)}
    </>
  );
}

/** `/notes/new?invoiceId=&kind=credit|debit`: a blank draft against the invoice, dated today (India's date). */
function NewNote({ invoiceId, kind }: { invoiceId: string | null; kind: string | null }) {
  const defaults = useMemo(() => blankNote(invoiceId ?? '', kindOf(kind), todayIn()), [invoiceId, kind]);
  if (!invoiceId) {
    return (
      <NoForm title="New Note" backTo="/invoices" backLabel="Back to Invoices">
        A credit or debit note starts from its invoice: open the issued invoice and choose Credit Note or Debit Note.
      </NoForm>
    );
  }
  return (
    <WithInvoice invoiceId={invoiceId} title="New Note">
      {(invoice) => <NoteEditor invoice={invoice} defaults={defaults} />}
    </WithInvoice>
  );
}

/** The draft's values are read once: saving keeps the form as typed and only moves the version on. */
function EditDraft({ document: note }: { document: Note }) {
  const [defaults] = useState(() => noteFormValues(note));
  return (
    <WithInvoice invoiceId={note.invoiceId} title="Edit Note">
      {(invoice) => <NoteEditor note={note} invoice={invoice} defaults={defaults} />}
    </WithInvoice>
  );
}

/** `/notes/new?invoiceId=&kind=`: the invoice and kind from the address. */
function NewFromQuery() {
  const [searchParams] = useSearchParams();
  return <NewNote invoiceId={searchParams.get('invoiceId')} kind={searchParams.get('kind')} />;
}

/**
 * New and edit draft, on `/notes/new?invoiceId=&kind=` and `/notes/edit/:id` (drafts only; an
 * issued or cancelled note opens its view instead).
 */
export function NoteFormPage() {
  return <DocumentFormPage screens={noteScreens} New={NewFromQuery} Edit={EditDraft} />;
}
