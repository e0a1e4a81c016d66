import { gstNotes } from '../../db/schema/index.js';
import { documentLock } from '../../lib/document-kit.js';

export type NoteRecord = typeof gstNotes.$inferSelect;

/** The note's row, locked for the transaction: its edits, issue and cancel queue. */
export const lockNote = documentLock<NoteRecord>(gstNotes, 'Note', 'note');
