import type { DbOrTx } from '../../db/client.js';

/*
 * The raw SQL traceability sends: its answers as plain rows on either driver (node-postgres and
 * PGlite both answer `{ rows }`), dates and figures cast to text in the SQL so neither driver
 * parses them its own way.
 */

type Executed = Awaited<ReturnType<DbOrTx['execute']>>;

/** The rows of a raw statement's answer. */
export const rowsOf = <T>(result: Executed): T[] =>
  (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);

/** A numeric column as the SQL cast it to text: 12.5 from '12.500'. */
export const figure = (value: string | number | null | undefined) =>
  value === null || value === undefined ? 0 : Number(value);

/** kg to the gram, as the ledger keeps it. */
export const kg = (value: number) => Math.round(value * 1000) / 1000;

/** "Suresh Patil"; null when no one is named. */
export const personName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();
