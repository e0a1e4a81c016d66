import { financialYearBounds, financialYearOf } from '../money/financial-year.js';
import type { NoteStatus } from '../schemas/gst-note.js';
import { type DocumentName, defineFlow, nounOf, titleOf } from './flow.js';

/** What a note's rules read: its status. */
export interface NoteFacts {
  status: NoteStatus;
}

/** The flow's noun, as its own words read it. */
const NOUN = { noun: 'note' } as const;
/** "credit note" in a sentence, from the note's own noun ("Credit Note"); "note" where none is named. */
const kindOf = (note: DocumentName) => nounOf(NOUN, note);

/**
 * A credit or debit note's life (CGST Act section 34): a draft against an issued invoice is
 * edited whole or deleted, issued with the next number of its own gap-free yearly series
 * (CN/2026-27/0001, DN/2026-27/0001), which then changes what the invoice's customer owes, and
 * cancelled keeping its number. Drafts are made by whoever makes invoices; issuing and
 * cancelling are the invoice's own steps' permissions. Its words name the note by its kind (the
 * name's noun, "Credit Note") and the invoice it adjusts (the name's `about`).
 */
export const NOTE_FLOW = defineFlow<NoteStatus, NoteFacts, NoteStep>({
  noun: NOUN.noun,
  statuses: ['draft', 'issued', 'cancelled'],
  steps: {
    edit: {
      from: ['draft'],
      permission: { scope: 'invoices', action: 'edit' },
      refusal: () => 'Only a draft note can be edited',
    },
    delete: {
      from: ['draft'],
      permission: { scope: 'invoices', action: 'delete' },
      refusal: () => 'Only a draft note can be deleted; cancel an issued note instead',
    },
    issue: {
      from: ['draft'],
      to: 'issued',
      permission: { scope: 'invoice-status', action: 'create' },
      numbered: true,
      refusal: () => 'Only a draft note can be issued',
      screen: {
        take: 'ask',
        label: 'Issue',
        icon: 'send',
        summary:
          "Issues a draft note with the next number of its kind's yearly series; it changes what the invoice's customer owes",
        question: (note) =>
          `Issue this ${kindOf(note)}? It takes the next ${kindOf(note)} number and changes what ${note.about ?? 'the invoice'} owes.`,
        done: (note) => `${titleOf(NOUN, note)} issued`,
        failed: (note) => `Failed to issue ${kindOf(note)}`,
      },
    },
    cancel: {
      from: ['issued'],
      to: 'cancelled',
      permission: { scope: 'invoice-status', action: 'delete' },
      reason: true,
      refusal: (status) =>
        status === 'draft' ? 'A draft note cannot be cancelled; delete it instead' : 'This note is already cancelled',
      screen: {
        take: 'reason',
        label: 'Cancel Note',
        icon: 'ban',
        summary: 'Cancels an issued note; it keeps its number and gives back what it changed',
        panel: {
          title: (note) => `Cancel ${kindOf(note)} ${note.number ?? ''}`,
          intro: (note) =>
            `The number stays used and the note stays on record, marked cancelled; what ${note.about ?? 'the invoice'} owes goes back to what it was without it.`,
          confirm: 'Confirm cancellation',
          keep: 'Keep note',
        },
        done: (note) => `${titleOf(NOUN, note)} cancelled`,
        failed: (note) => `Failed to cancel ${kindOf(note)}`,
      },
    },
  },
  saveAnd: { step: 'issue', summary: 'Saves the draft note and issues it in one go' },
});

export type NoteStep = 'edit' | 'delete' | 'issue' | 'cancel';

/**
 * The last day a credit note may be issued for an invoice (CGST Act section 34(2), as amended
 * in 2022): 30 November after the end of the invoice's financial year (or the annual return,
 * if filed earlier, which Lathe does not know of). An invoice of 2025-26 → 2026-11-30.
 */
export function creditNoteDeadline(invoiceDate: string): string {
  const { end } = financialYearBounds(financialYearOf(invoiceDate));
  return `${end.slice(0, 4)}-11-30`;
}
