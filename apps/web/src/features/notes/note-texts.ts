import { NOTE_KIND_LABELS, type NoteKind } from '@lathe/shared';

/** "credit note", as a sentence names it. */
export const kindNoun = (kind: NoteKind) => NOTE_KIND_LABELS[kind].toLowerCase();

/** Asked before a note is issued, from its form or its page. */
export const issueQuestion = (kind: NoteKind, invoiceNumber: string | null) =>
  `Issue this ${kindNoun(kind)}? It takes the next ${kindNoun(kind)} number and changes what ${invoiceNumber ?? 'the invoice'} owes.`;

/** "Credit note CN/2026-27/0001 issued". */
export const issuedText = (note: { kind: NoteKind; noteNumber: string | null }) =>
  `${NOTE_KIND_LABELS[note.kind]} ${note.noteNumber ?? ''} issued`;
