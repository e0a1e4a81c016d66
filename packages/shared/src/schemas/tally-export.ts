import { z } from 'zod';
import { TALLY_KIND_ACCESS, TALLY_KINDS, type TallyKind } from '../accounts/tally-kinds.js';
import { can, type PermissionHolder, permissionLabel } from '../permissions.js';
import { isCalendarDate } from './common.js';
import { queryDayField } from './document-fields.js';

/*
 * `GET tally/export?from&to&kinds` (the Tally Prime import file) and `GET tally/summary` (what it
 * will hold): the vouchers of the documents dated in a period, of the kinds asked for.
 */

const DAY = 86_400_000;

/** The longest period one file covers: a year (a leap year's 366 days). */
export const TALLY_PERIOD_MAX_DAYS = 366;

/** The kinds `user` may export, in their order. */
export const tallyKindsFor = (user: PermissionHolder | null | undefined): TallyKind[] =>
  TALLY_KINDS.filter((kind) => can(user, TALLY_KIND_ACCESS[kind].scope, TALLY_KIND_ACCESS[kind].action));

/** The refusal of a kind `user` may not export, naming it and what it needs. */
export const tallyKindRefusal = (kind: TallyKind) =>
  `Exporting ${kind} needs ${permissionLabel(TALLY_KIND_ACCESS[kind])}`;

const KINDS_MESSAGE = `kinds must be a comma-separated list of ${TALLY_KINDS.join(', ')}`;

export const tallyExportQuerySchema = z
  .object({
    from: queryDayField('From'),
    to: queryDayField('To'),
    /** Comma-separated, spaces around a kind allowed (no other white space); left out, every kind the user may export. */
    kinds: z
      .string({ error: KINDS_MESSAGE })
      .max(200, KINDS_MESSAGE)
      .transform((text) => text.split(',').map((kind) => kind.replace(/^ +| +$/g, '')))
      .refine((kinds) => kinds.every((kind) => (TALLY_KINDS as readonly string[]).includes(kind)), KINDS_MESSAGE)
      .transform((kinds) => TALLY_KINDS.filter((kind) => kinds.includes(kind)))
      .optional(),
  })
  .superRefine(({ from, to }, ctx) => {
    // Each day is refused on its own field first; the two are compared only once both are days.
    if (!isCalendarDate(from) || !isCalendarDate(to)) return;
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if ((Date.parse(to) - Date.parse(from)) / DAY >= TALLY_PERIOD_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `At most ${TALLY_PERIOD_MAX_DAYS} days (a year) in one file`,
      });
    }
  });
export type TallyExportQuery = z.output<typeof tallyExportQuerySchema>;

/** `GET tally/summary`: what the file of the period will hold, kind by kind. */
export const tallySummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The Tally company the file is for (company settings), or null: whichever is open in Tally. */
  company: z.string().nullable(),
  kinds: z.array(
    z.object({
      kind: z.enum(TALLY_KINDS),
      label: z.string(),
      count: z.number().int(),
      /** Rupees: the documents' grand totals, the money received with its TDS, the money paid. */
      total: z.number(),
    }),
  ),
  /** The ledgers the vouchers post to, the parties apart: each must be in Tally before importing. */
  ledgers: z.array(z.string()),
  /** How many customers and suppliers the vouchers name (a ledger each, by name). */
  parties: z.number().int(),
  warnings: z.array(z.string()),
  /** The file's name. */
  fileName: z.string(),
});
export type TallySummary = z.infer<typeof tallySummarySchema>;

/** The file's name: `tally-vouchers-2026-10-01-to-2026-12-31.xml`. */
export const tallyFileName = (from: string, to: string) => `tally-vouchers-${from}-to-${to}.xml`;
