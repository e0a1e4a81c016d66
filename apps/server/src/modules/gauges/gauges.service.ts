import {
  type CalibrationData,
  GAUGE_CODE_TAKEN,
  GAUGE_OPTION_MATCHES,
  GAUGE_SORTABLE,
  type Gauge,
  type GaugeData,
  type GaugeDetail,
  type GaugeListFilter,
  type GaugeOptions,
  type GaugePutData,
  nextDueOn,
  todayIn,
} from '@lathe/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  controlPlanCharacteristics,
  gaugeCalibrations,
  gauges,
  inspectionReadings,
  materialCertificates,
} from '../../db/schema/index.js';
import { assertUnreferenced, createEntityService } from '../../lib/entity-service.js';
import { AppError, assertVersion, conflict, invalidField, notFound } from '../../lib/errors.js';
import { searchCondition, sortColumns } from '../../lib/list.js';
import { touched } from '../../lib/touched.js';
import { dueFromCalibrations, stateCondition, usableOn } from './gauge-due.js';
import { calibrationsOf, type GaugeRow, readingsOf, selectGauges, toGauge } from './gauge-rows.js';

type GaugeSort = (typeof GAUGE_SORTABLE)[number];

/** What still names a gauge: it is then retired, never deleted. */
const REFERENCES = [
  { column: gaugeCalibrations.gaugeId, noun: 'calibrations' },
  { column: inspectionReadings.gaugeId, noun: 'readings' },
  { column: controlPlanCharacteristics.gaugeId, noun: 'control plan characteristics' },
];

export const CERTIFICATE_NOT_YOURS = 'Upload the certificate again';

/** The gauge's columns from the form's data; its dates are the calibrations' to set. */
function gaugeColumns(given: GaugePutData | GaugeData) {
  const { version: _version, ...data } = given as GaugePutData;
  return { ...data, leastCount: data.leastCount ?? null, remarks: data.remarks ?? null };
}

/**
 * The gauge register: list (today's state and the type as filters), read with calibrations and
 * readings, create, update (a changed frequency moves the due date), delete only while nothing
 * names it; calibrations recorded and removed, each setting the gauge's due date from the latest
 * one in the same transaction; and the picker of the gauges that may measure on a day.
 */
export function createGaugesService(db: Db) {
  const entity = createEntityService<GaugeRow, Gauge, GaugeSort, GaugeData, GaugePutData, GaugeListFilter>({
    db,
    table: gauges,
    counted: 'gauges',
    label: 'Gauge',
    select: selectGauges,
    toDto: (row) => toGauge(row),
    searchable: [gauges.searchText],
    sortable: sortColumns(GAUGE_SORTABLE, {
      code: gauges.code,
      name: gauges.name,
      gaugeType: gauges.gaugeType,
      dueOn: gauges.dueOn,
      createdAt: gauges.createdAt,
      updatedAt: gauges.updatedAt,
    }),
    filter: ({ state, type }) =>
      and(state ? stateCondition(state, todayIn()) : undefined, type ? eq(gauges.gaugeType, type) : undefined),
  });

  async function detail(tx: DbOrTx, id: string): Promise<GaugeDetail> {
    const [row] = await selectGauges(tx).where(eq(gauges.id, id));
    if (!row) throw notFound('Gauge');
    const [calibrations, readings] = [await calibrationsOf(tx, id), await readingsOf(tx, id)];
    return { ...toGauge(row as GaugeRow), calibrations, readings };
  }

  /** 409 on `code` when another gauge has it, whatever its case. */
  async function assertCodeFree(tx: DbOrTx, code: string, id?: string) {
    const [taken] = await tx
      .select({ id: gauges.id })
      .from(gauges)
      .where(and(sql`lower(${gauges.code}) = lower(${code})`, id ? ne(gauges.id, id) : undefined));
    if (taken) throw conflict(GAUGE_CODE_TAKEN, { code: GAUGE_CODE_TAKEN });
  }

  /** The gauge locked for a change (its calibrations and due date move together); 404 when there is none. */
  async function lock(tx: DbOrTx, id: string) {
    const [row] = await tx
      .select({ version: gauges.version, frequency: gauges.calibrationFrequencyDays })
      .from(gauges)
      .where(eq(gauges.id, id))
      .for('update');
    if (!row) throw notFound('Gauge');
    return row;
  }

  /** Sets the gauge's last calibration and due date from its calibrations, as one more change of the gauge. */
  async function settle(tx: DbOrTx, id: string, frequencyDays: number) {
    const due = await dueFromCalibrations(tx, id, frequencyDays);
    await tx
      .update(gauges)
      .set({ ...due, ...touched(gauges) })
      .where(eq(gauges.id, id));
  }

  /**
   * A calibration may name a certificate its recorder uploaded, or one another gauge's calibration
   * already names (one laboratory certificate covering several gauges): never a file someone else
   * uploaded for something else, such as a mill test certificate.
   */
  async function assertCertificateUsable(tx: DbOrTx, certificateId: string, userId: string) {
    const [certificate] = await tx
      .select({
        uploadedBy: materialCertificates.uploadedBy,
        calibrations: sql<number>`(select count(*) from ${gaugeCalibrations} where ${gaugeCalibrations.certificateId} = ${materialCertificates.id})::int`,
      })
      .from(materialCertificates)
      .where(eq(materialCertificates.id, certificateId));
    if (!certificate || (certificate.uploadedBy !== userId && certificate.calibrations === 0)) {
      throw invalidField('certificateId', CERTIFICATE_NOT_YOURS);
    }
  }

  return {
    list: entity.list,
    all: entity.all,

    get: (id: string) => detail(db, id),

    async create(data: GaugeData): Promise<GaugeDetail> {
      return db.transaction(async (tx) => {
        await assertCodeFree(tx, data.code);
        const [created] = await tx.insert(gauges).values(gaugeColumns(data)).returning({ id: gauges.id });
        return detail(tx, (created as { id: string }).id);
      });
    },

    /** The whole gauge again; a changed frequency moves the due date its latest calibration set. */
    async update(id: string, data: GaugePutData): Promise<GaugeDetail> {
      return db.transaction(async (tx) => {
        const current = await lock(tx, id);
        assertVersion(current.version, data.version, 'gauge');
        await assertCodeFree(tx, data.code, id);
        const due = await dueFromCalibrations(tx, id, data.calibrationFrequencyDays);
        await tx
          .update(gauges)
          .set({ ...gaugeColumns(data), ...due, ...touched(gauges) })
          .where(eq(gauges.id, id));
        return detail(tx, id);
      });
    },

    /** Refused while a calibration, a reading or a control plan names the gauge: it is retired instead. */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lock(tx, id);
        try {
          await assertUnreferenced(tx, id, 'Gauge', REFERENCES);
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 409) {
            throw conflict(`${error.message}: retire it instead`);
          }
          throw error;
        }
        await tx.delete(gauges).where(eq(gauges.id, id));
      });
    },

    /** Records a calibration; the gauge's due date follows its latest calibration, this one or an earlier-dated later one. */
    async calibrate(id: string, data: CalibrationData, userId: string): Promise<GaugeDetail> {
      return db.transaction(async (tx) => {
        const gauge = await lock(tx, id);
        if (data.certificateId) await assertCertificateUsable(tx, data.certificateId, userId);
        await tx.insert(gaugeCalibrations).values({
          gaugeId: id,
          calibratedOn: data.calibratedOn,
          result: data.result,
          agency: data.agency,
          certificateNumber: data.certificateNumber,
          certificateId: data.certificateId ?? null,
          nextDueOn: nextDueOn(data.calibratedOn, gauge.frequency, data.result),
          remarks: data.remarks ?? null,
          createdBy: userId,
        });
        await settle(tx, id, gauge.frequency);
        return detail(tx, id);
      });
    },

    /** Removes a calibration recorded in error; the due date falls back to the latest one left. */
    async removeCalibration(id: string, calibrationId: string): Promise<GaugeDetail> {
      return db.transaction(async (tx) => {
        const gauge = await lock(tx, id);
        const removed = await tx
          .delete(gaugeCalibrations)
          .where(and(eq(gaugeCalibrations.id, calibrationId), eq(gaugeCalibrations.gaugeId, id)))
          .returning({ id: gaugeCalibrations.id });
        if (removed.length === 0) throw notFound('Calibration');
        await settle(tx, id, gauge.frequency);
        return detail(tx, id);
      });
    },

    /** The gauges that may measure on the day, by code: active and due on it or later. */
    async options(on: string, search: string): Promise<GaugeOptions> {
      const rows = await db
        .select({
          id: gauges.id,
          code: gauges.code,
          name: gauges.name,
          gaugeType: gauges.gaugeType,
          dueOn: gauges.dueOn,
        })
        .from(gauges)
        .where(and(usableOn(on), searchCondition([gauges.searchText], search)))
        .orderBy(asc(gauges.code), asc(gauges.id))
        .limit(GAUGE_OPTION_MATCHES);
      return { items: rows.map((row) => ({ ...row, dueOn: row.dueOn as string })) };
    },

    /**
     * Whether the user may download the certificate through the gauges' route: one a gauge's
     * calibration names, or one they uploaded (before the calibration naming it is saved).
     */
    async certificateReadable(certificateId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: materialCertificates.id })
        .from(materialCertificates)
        .where(
          and(
            eq(materialCertificates.id, certificateId),
            sql`(${materialCertificates.uploadedBy} = ${userId} or exists (select 1 from ${gaugeCalibrations} where ${gaugeCalibrations.certificateId} = ${materialCertificates.id}))`,
          ),
        );
      return !!row;
    },
  };
}

export type GaugesService = ReturnType<typeof createGaugesService>;
