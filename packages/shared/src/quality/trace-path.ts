/*
 * What a trace starts from and the screen that shows it (issue 31): kept apart from the trace's
 * schemas, so a screen that only links to a trace (the invoice's toolbar, a dispatch's row) does
 * not load them.
 */

/** What a trace starts from; `find` answers which of these a typed number is. */
export const TRACE_SUBJECTS = ['dispatch', 'invoice', 'box', 'heat'] as const;
export type TraceSubjectKind = (typeof TRACE_SUBJECTS)[number];

/** The screen's path of a trace: a dispatch or invoice by id, a box by its code, a heat by its number. */
export const tracePath = (found: { kind: TraceSubjectKind; id: string }) =>
  `/traceability/${found.kind}/${encodeURIComponent(found.id)}`;
