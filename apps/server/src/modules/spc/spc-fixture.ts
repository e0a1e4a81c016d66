import { inspectionVerdict, readingVerdict } from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { inspectionReadings, inspections } from '../../db/schema/index.js';

/*
 * Inspections with their readings for the SPC tests, written straight into their tables: the
 * inspections module is tested on its own, and a chart needs no more than the readings it plots.
 */

export interface FixtureReading {
  characteristic: string;
  nominal: number | null;
  lowerTolerance: number | null;
  upperTolerance: number | null;
  unit?: string;
  measured: number[];
}

export interface FixtureInspection {
  productId: string;
  workOrderId: string;
  inspectedOn: string;
  kind?: 'first_piece' | 'in_process' | 'pdi';
  /** An in-process inspection's operation and machine. */
  operationId?: string;
  machineId?: string;
  /** When it was recorded: orders inspections of one day. */
  createdAt?: Date;
  readings: FixtureReading[];
}

/** Inspections of a product (a lot PDI unless told), each with its readings judged as the server judges them. */
export async function insertInspections(db: Db, list: FixtureInspection[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(inspections)
    .values(
      list.map((inspection) => {
        const kind = inspection.kind ?? 'pdi';
        const figures = inspection.readings.map((reading) => ({ ...reading, result: 'pass' as const }));
        return {
          kind,
          productId: inspection.productId,
          workOrderId: inspection.workOrderId,
          inspectedOn: inspection.inspectedOn,
          sampleSize: Math.max(1, ...inspection.readings.map((reading) => reading.measured.length)),
          result: inspectionVerdict(figures) ?? 'pass',
          ...(kind === 'in_process'
            ? { operationId: inspection.operationId, machineId: inspection.machineId, trigger: 'periodic' }
            : {}),
          ...(inspection.createdAt ? { createdAt: inspection.createdAt } : {}),
        };
      }),
    )
    .returning({ id: inspections.id });
  const ids = rows.map((row) => row.id);
  await db.insert(inspectionReadings).values(
    list.flatMap((inspection, index) =>
      inspection.readings.map((reading, seq) => ({
        inspectionId: ids[index] as string,
        seq: seq + 1,
        characteristic: reading.characteristic,
        nominal: reading.nominal,
        lowerTolerance: reading.lowerTolerance,
        upperTolerance: reading.upperTolerance,
        unit: reading.unit ?? 'mm',
        measured: reading.measured,
        result: readingVerdict({ ...reading, result: 'pass' }) ?? 'pass',
      })),
    ),
  );
  return ids;
}
