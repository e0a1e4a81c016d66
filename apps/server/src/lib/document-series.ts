import { financialYearOf, MAX_SERIES_NUMBER, seriesNumber, seriesNumberWithin } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { documentSeries } from '../db/schema/index.js';
import { conflict } from './errors.js';

/**
 * The next number of a yearly series (`INV`, '2026-27' → 7), taken inside the caller's
 * transaction. The upsert locks the series row until the transaction ends, so concurrent
 * callers queue behind it and each gets its own number; a transaction that rolls back
 * gives its number back, so the series never has a gap.
 */
export async function takeSeriesNumber(tx: DbOrTx, prefix: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ prefix, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.prefix, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  return (row as { lastNumber: number }).lastNumber;
}

/**
 * The number a document dated `date` gets (`INV/2026-27/0007`): the next of its financial
 * year's series, taken as takeSeriesNumber takes it, so call it last, once nothing else can
 * refuse. Past the 9,999 a year holds, 409 with `full(financialYear)` (and the rollback gives
 * the number back). A series given `maxLength` goes on past 9,999 with the year written short
 * (`JWC/26-27/010000`, seriesNumberWithin) until no number fits that length.
 */
export async function nextDocumentNumber(
  tx: DbOrTx,
  prefix: string,
  date: string,
  full: (financialYear: string) => string,
  maxLength?: number,
): Promise<string> {
  const financialYear = financialYearOf(date);
  const n = await takeSeriesNumber(tx, prefix, financialYear);
  if (maxLength !== undefined) {
    const number = seriesNumberWithin(prefix, financialYear, n, maxLength);
    if (number === null) throw conflict(full(financialYear));
    return number;
  }
  if (n > MAX_SERIES_NUMBER) throw conflict(full(financialYear));
  return seriesNumber(prefix, financialYear, n);
}
