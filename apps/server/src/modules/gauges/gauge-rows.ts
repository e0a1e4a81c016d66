import {
  type CalibrationResult,
  GAUGE_READINGS_SHOWN,
  type Gauge,
  type GaugeCalibration,
  type GaugeReading,
  gaugeState,
  todayIn,
} from '@lathe/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  gaugeCalibrations,
  gauges,
  inspectionReadings,
  inspections,
  materialCertificates,
  products,
  users,
} from '../../db/schema/index.js';
import { shownColumns, toJson } from '../../lib/row-codec.js';
import { toCertificate } from '../goods-receipts/index.js';

/*
 * A gauge as the API answers it: the row with today's state, its calibrations with their
 * certificates, and the readings taken with it, the latest first.
 */

export type GaugeRow = Omit<typeof gauges.$inferSelect, 'searchText'>;

export const selectGauges = (tx: DbOrTx) => tx.select(shownColumns(gauges)).from(gauges).$dynamic();

/** The row with its state today (India): a list page and a record read alike. */
export const toGauge = (row: GaugeRow, today = todayIn()): Gauge => ({
  ...toJson(row),
  status: row.status as Gauge['status'],
  state: gaugeState(row, today),
});

/** Every calibration of the gauge, newest first (by date, then the later recorded), with its certificate and who recorded it. */
export async function calibrationsOf(tx: DbOrTx, gaugeId: string): Promise<GaugeCalibration[]> {
  const rows = await tx
    .select({
      calibration: gaugeCalibrations,
      certificate: materialCertificates,
      recordedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(gaugeCalibrations)
    .leftJoin(materialCertificates, eq(materialCertificates.id, gaugeCalibrations.certificateId))
    .leftJoin(users, eq(users.id, gaugeCalibrations.createdBy))
    .where(eq(gaugeCalibrations.gaugeId, gaugeId))
    .orderBy(desc(gaugeCalibrations.calibratedOn), desc(gaugeCalibrations.createdAt), desc(gaugeCalibrations.id));
  return rows.map(({ calibration: c, certificate, recordedBy }) => ({
    id: c.id,
    calibratedOn: c.calibratedOn,
    result: c.result as CalibrationResult,
    agency: c.agency,
    certificateNumber: c.certificateNumber,
    certificate: certificate ? toCertificate(certificate) : null,
    nextDueOn: c.nextDueOn,
    remarks: c.remarks,
    recordedBy,
    createdAt: c.createdAt.toISOString(),
  }));
}

/** The latest readings taken with the gauge (GAUGE_READINGS_SHOWN): what it measured, should it fail its calibration. */
export async function readingsOf(tx: DbOrTx, gaugeId: string): Promise<GaugeReading[]> {
  const rows = await tx
    .select({
      inspectionId: inspections.id,
      kind: inspections.kind,
      inspectedOn: inspections.inspectedOn,
      productId: products.id,
      drawingNumber: products.drawingNumber,
      productDescription: products.productDescription,
      characteristic: inspectionReadings.characteristic,
      result: inspectionReadings.result,
    })
    .from(inspectionReadings)
    .innerJoin(inspections, eq(inspections.id, inspectionReadings.inspectionId))
    .innerJoin(products, eq(products.id, inspections.productId))
    .where(eq(inspectionReadings.gaugeId, gaugeId))
    .orderBy(desc(inspections.inspectedOn), desc(inspections.createdAt), desc(inspections.id), inspectionReadings.seq)
    .limit(GAUGE_READINGS_SHOWN);
  return rows as GaugeReading[];
}
