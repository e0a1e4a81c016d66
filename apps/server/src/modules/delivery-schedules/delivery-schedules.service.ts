import type {
  DeliverySchedule,
  DeliveryScheduleData,
  DeliveryScheduleListFilter,
  DeliveryScheduleSummary,
  ListQuery,
  ListResult,
  ScheduleDispatchData,
  ScheduleImportQuery,
} from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerScheduleMappings } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { allPages, listPage } from '../../lib/list.js';
import { allocateDispatch } from './schedule-dispatch.js';
import { mappingFor, readScheduleFile, refusedFile, rememberMapping } from './schedule-import.js';
import { type DeliveryScheduleSort, fetchScheduleSummaries, scheduleListSpec } from './schedule-list.js';
import { performanceOf } from './schedule-performance.js';
import { saveRevision } from './schedule-revisions.js';
import { readSchedule } from './schedule-rows.js';

/** What a schedule dispatch calls of sales orders: the release order's own dispatch. */
interface Dispatcher {
  dispatch(
    id: string,
    input: Awaited<ReturnType<typeof allocateDispatch>>['dispatch'],
    createdBy: string,
    mayOverridePdi?: boolean,
  ): Promise<unknown>;
}

/** A refusal of the revision's lines (`lines.3.productId`) told by the file's rows instead. */
function byRow(error: unknown, lines: readonly { row: number }[]) {
  if (!(error instanceof AppError) || !error.errors) return error;
  const problems = Object.entries(error.errors).map(([key, message]) => {
    const index = /^lines\.(\d+)\./.exec(key)?.[1];
    return index === undefined ? { message } : { row: lines[Number(index)]?.row, message };
  });
  return refusedFile(problems);
}

const sourceOf = (fileName: string) => (fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx');

/**
 * Delivery schedules (issue 30): a customer's month typed on the grid or imported from their file,
 * each revision kept with its difference from the last and released as the month's sales order;
 * dispatches posted earliest bucket first; the month's delivery performance.
 */
export function createDeliverySchedulesService(db: Db, salesOrders: Dispatcher) {
  return {
    list: (
      query: ListQuery<DeliveryScheduleSort>,
      filters?: DeliveryScheduleListFilter,
    ): Promise<ListResult<DeliveryScheduleSummary>> =>
      listPage(db, scheduleListSpec(filters), query, fetchScheduleSummaries(db)),

    async *all(query: Omit<ListQuery<DeliveryScheduleSort>, 'page' | 'limit'>, filters?: DeliveryScheduleListFilter) {
      yield* allPages(scheduleListSpec(filters), query, fetchScheduleSummaries(db));
    },

    get: (id: string): Promise<DeliverySchedule> => readSchedule(db, id),

    /** A revision typed on the grid: the month's schedule made or revised, and released. */
    save: (data: DeliveryScheduleData, actorId: string): Promise<DeliverySchedule> =>
      db.transaction(async (tx) => {
        const { version, ...rest } = data;
        const id = await saveRevision(
          tx,
          { ...rest, reference: rest.reference ?? null, source: 'grid', fileName: null },
          actorId,
          version,
        );
        return readSchedule(tx, id);
      }),

    /** The file read as the import would read it, saving nothing: its lines, or every problem. */
    preview: (body: Buffer, fileName: string, query: ScheduleImportQuery) =>
      db.transaction(async (tx) => {
        const mapping = await mappingFor(tx, query);
        const read = await readScheduleFile(tx, body, fileName, query, mapping);
        return { mapping, ...read };
      }),

    /** The file imported as the month's next revision: any problem refuses it whole. */
    import: (body: Buffer, fileName: string, query: ScheduleImportQuery, actorId: string): Promise<DeliverySchedule> =>
      db.transaction(async (tx) => {
        const mapping = await mappingFor(tx, query);
        const read = await readScheduleFile(tx, body, fileName, query, mapping);
        if (read.problems.length > 0) throw refusedFile(read.problems);
        const id = await saveRevision(
          tx,
          {
            customerId: query.customerId,
            month: query.month,
            receivedOn: query.receivedOn,
            firmUntil: query.firmUntil,
            reference: query.reference ?? null,
            source: sourceOf(fileName),
            fileName,
            lines: read.lines,
          },
          actorId,
        ).catch((error: unknown) => {
          throw byRow(error, read.lines);
        });
        await rememberMapping(tx, query.customerId, mapping);
        return readSchedule(tx, id);
      }),

    /** The columns the customer's last file was read by, if any. */
    async mapping(customerId: string) {
      const [row] = await db
        .select({ mapping: customerScheduleMappings.mapping })
        .from(customerScheduleMappings)
        .where(eq(customerScheduleMappings.customerId, customerId));
      return { mapping: row?.mapping ?? null };
    },

    /** Parts sent against the schedule, earliest bucket first, as a dispatch of the release order. */
    async dispatch(id: string, data: ScheduleDispatchData, actorId: string, mayOverridePdi: boolean) {
      const { orderId, dispatch } = await allocateDispatch(db, id, data);
      await salesOrders.dispatch(orderId, dispatch, actorId, mayOverridePdi);
      return readSchedule(db, id);
    },

    performance: (month: string, customerId?: string) => performanceOf(db, month, customerId),
  };
}

export type DeliverySchedulesService = ReturnType<typeof createDeliverySchedulesService>;
