import { type DocumentName, failedText } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-error';
import { useResourceCreate, useResourceSaveAnd, useResourceUpdate } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import type { SubmitIntent } from '../form/entity-form';
import { confirmAction } from '../ui/confirm-action';
import type { DocumentRecord, DocumentScreens } from './document-declaration';

/** Which of a draft form's buttons was pressed: Save Draft, or Save & the flow's save-and step. */
export type DraftIntent = 'draft' | 'step';

/** The save-and step declined at its question: nothing was sent, nothing is reported, the form stays unsaved. */
const DECLINED = Symbol('declined');

const SAVE_DRAFT: SubmitIntent<DraftIntent> = { intent: 'draft', label: 'Save Draft', secondary: true };

interface DraftEditorOptions<T extends DocumentRecord, Values> {
  /** The draft being edited; none on a new document. */
  document: T | undefined;
  /** The request's body from the form's values and the version last read (none on a new document). */
  body(values: Values, version: number | undefined): unknown;
  /** Whom or what the step's question names, from the values typed (the supplier picked) or the draft. */
  about?(values: Values, current: T | undefined): DocumentName['about'];
  /** The document's own noun, from the values typed, where its flow's covers several kinds (a credit or debit note). */
  noun?(values: Values): DocumentName['noun'];
  /**
   * Asked before anything is sent, by either button (an invoice's line beyond what was dispatched:
   * "Save anyway?"): false leaves the form unsaved, with nothing sent and nothing reported.
   */
  check?(values: Values, intent: DraftIntent): Promise<boolean>;
  /** The toast's fallback when a save is refused without a message: "Failed to save purchase order". */
  saveFailed: string;
}

/** The flow's save-and step, which every document with a draft form names, taken with a yes. */
function saveAndStep<T extends DocumentRecord>({ flow }: DocumentScreens<T>) {
  const rule = flow.saveAnd && flow.steps[flow.saveAnd.step];
  const screen = rule?.screen;
  if (!rule || screen?.take !== 'ask') throw new Error(`The ${flow.noun} flow names no save-and step taken with a yes`);
  return { rule, screen, asked: flow.saveAnd?.unasked !== true };
}

/**
 * A document's draft form, in the flow's words: Save Draft creates the draft (then opens it at its
 * edit address) or replaces it with the version last read; Save & <step> (Save & Confirm, Save &
 * Issue), for whoever may take the step, asks the step's question, then saves and steps the draft
 * in one request, toasts the step's done message and opens the document (a refused step saves
 * nothing). The answers are EntityForm's `onSubmit`, `onError`, `submits` and `cancelTo`.
 */
export function useDraftEditor<T extends DocumentRecord, Values>(
  screens: DocumentScreens<T>,
  { document, body, about, noun, check, saveFailed }: DraftEditorOptions<T, Values>,
) {
  const { rule, screen, asked } = saveAndStep(screens);
  const { resource, path } = screens;
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useResourceCreate(resource);
  const update = useResourceUpdate(resource);
  const saveAnd = useResourceSaveAnd(resource);
  const allowed = useCan(rule.permission.scope, rule.permission.action);

  const onSubmit = async (values: Values, intent: DraftIntent) => {
    if (check && !(await check(values, intent))) throw DECLINED;
    // The cached copy holds the version of the last save on this screen.
    const current = document && (client.getQueryData<T>(resource.keys.detail(document.id)) ?? document);
    const sent = body(values, current?.version);
    if (intent === 'step') {
      const question = screen.question({ number: null, about: about?.(values, current), noun: noun?.(values) });
      if (asked && !(await confirmAction({ message: question, confirmLabel: screen.label }))) throw DECLINED;
      const done = (await saveAnd.mutateAsync({ id: document?.id, body: sent })) as T;
      toast.success(screen.done(screens.name(done)));
      navigate(`${path}/view/${done.id}`);
      return;
    }
    if (document) await update.mutateAsync({ id: document.id, body: sent });
    else {
      const created = (await create.mutateAsync(sent)) as T;
      client.setQueryData(resource.keys.detail(created.id), created);
      navigate(`${path}/edit/${created.id}`, { replace: true });
    }
    toast.success('Draft saved');
  };

  const onError = (error: unknown, intent: DraftIntent) => {
    if (error === DECLINED) return;
    toast.error(errorMessage(error, intent === 'step' ? failedText(screen, { number: null }) : saveFailed));
  };

  const step: SubmitIntent<DraftIntent> = { intent: 'step', label: screen.saveLabel ?? `Save & ${screen.label}` };
  return {
    onSubmit,
    onError,
    submits: allowed ? [SAVE_DRAFT, step] : [SAVE_DRAFT],
    cancelTo: document ? `${path}/view/${document.id}` : path,
  };
}
