import { SPC_MAX_SUBGROUPS, type SpcChart, type SpcReading, type SpecLimits, spcChart } from '@lathe/shared';
import { and, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inspectionReadings, inspections } from '../../db/schema/index.js';

/*
 * The readings a chart plots: each inspection's reading of the characteristic, of every kind
 * (first piece, in-process, PDI), oldest first by the day inspected and then as recorded. Both
 * the chart's route and the out-of-control notifications read them here and chart them alike.
 */

/** One inspection's reading of the characteristic. */
export interface ReadingRow {
  inspectionId: string;
  inspectedOn: string;
  inspectionKind: string;
  nominal: number | null;
  lowerTolerance: number | null;
  upperTolerance: number | null;
  unit: string;
  measured: number[];
}

/** What a reading row selects: the inspection's day and kind, the reading's figures and values. */
export const readingColumns = {
  inspectionId: inspections.id,
  inspectedOn: inspections.inspectedOn,
  inspectionKind: inspections.kind,
  nominal: inspectionReadings.nominal,
  lowerTolerance: inspectionReadings.lowerTolerance,
  upperTolerance: inspectionReadings.upperTolerance,
  unit: inspectionReadings.unit,
  measured: inspectionReadings.measured,
};

/** The newest first: the order a capped read keeps, reversed before charting. */
export const newestFirst = [desc(inspections.inspectedOn), desc(inspections.createdAt), desc(inspections.id)] as const;

/** A measured reading (one with a nominal) of an inspection of the product within the days. */
export const measuredWithin = (productId: string, from: string, to: string) =>
  and(
    eq(inspections.productId, productId),
    gte(inspections.inspectedOn, from),
    lte(inspections.inspectedOn, to),
    isNotNull(inspectionReadings.nominal),
  );

/**
 * The product's readings of the characteristic inspected from `from` to `to`, oldest first: the
 * newest SPC_MAX_SUBGROUPS of them, and whether there were more.
 */
export async function readingsOf(
  db: DbOrTx,
  query: { productId: string; characteristic: string; from: string; to: string },
): Promise<{ rows: ReadingRow[]; truncated: boolean }> {
  const rows = await db
    .select(readingColumns)
    .from(inspectionReadings)
    .innerJoin(inspections, eq(inspections.id, inspectionReadings.inspectionId))
    .where(
      and(
        measuredWithin(query.productId, query.from, query.to),
        eq(inspectionReadings.characteristic, query.characteristic),
      ),
    )
    .orderBy(...newestFirst)
    .limit(SPC_MAX_SUBGROUPS + 1);
  return { rows: chronological(rows.slice(0, SPC_MAX_SUBGROUPS)), truncated: rows.length > SPC_MAX_SUBGROUPS };
}

/** Rows read newest first, as numbers, oldest first. */
export const chronological = (rows: readonly ReadingRow[]): ReadingRow[] =>
  rows.map((row) => ({ ...row, measured: row.measured.map(Number) })).reverse();

/** The readings charted: each its values and the figures it was judged against. */
export function chartOf(rows: readonly ReadingRow[], spec: SpecLimits): SpcChart<ReadingRow & SpcReading> {
  return spcChart(
    rows.map((row) => ({ ...row, values: row.measured, figures: row })),
    spec,
  );
}
