import {
  firstPieceInputSchema,
  machineCapacityInputSchema,
  machineDowntimeInputSchema,
  pdiInputSchema,
  plantHolidayInputSchema,
  productionEntryInputSchema,
  workOrderInputSchema,
} from '@lathe/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { createCompanyService } from '../../src/modules/company/company.service.js';
import { createInspectionsService } from '../../src/modules/inspections/inspections.service.js';
import { createProductionService } from '../../src/modules/production/production.service.js';
import { createScheduleService } from '../../src/modules/schedule/schedule.service.js';
import { createWorkOrdersService } from '../../src/modules/work-orders/work-orders.service.js';
import type { ProductionEvent, Role } from './events.js';
import type { Actor, ProductionActors } from './inputs.js';
import { momentOf } from './plant-days.js';
import type { StampBook } from './stamps.js';

/*
 * Keys the plant's month in through the services, as the screens would: every body parsed by the
 * shared schema its route parses it with, then handed to the same service call, so every number,
 * status, progress figure, OEE and stock movement is the app's own. Each event is keyed in by its
 * person (the planner, the supervisor, the inspector), named to the audit trail as they go.
 */

/** Names the user to the audit triggers for what follows in the transaction, as a signed-in request would. */
async function actAs(tx: Db, actor: Actor) {
  const named = JSON.stringify({ id: actor.id, email: actor.email, ip: null, route: null });
  await tx.execute(sql`select set_config('lathe.actor', ${named}, true)`);
}

/** What the planner may do with a draft: release it (the Save and release button). */
const RELEASES = [{ scope: 'work-order-status', actions: ['create' as const] }];

interface Made {
  id: string;
  /** Operation ids by their sequence. */
  operations: Map<number, string>;
  /** The moments of its first and last production entries. */
  firstEntry: Date | null;
  lastEntry: Date | null;
}

export async function runProduction(
  tx: Db,
  events: readonly ProductionEvent[],
  actors: ProductionActors,
  book: StampBook,
  now: Date,
) {
  const company = createCompanyService(tx);
  const workOrders = createWorkOrdersService(tx, company);
  const schedule = createScheduleService(tx);
  const production = createProductionService(tx);
  const inspections = createInspectionsService(tx, company);
  const made = new Map<string, Made>();
  const find = (ref: string): Made => {
    const found = made.get(ref);
    if (!found) throw new Error(`The production plan names ${ref} before making it`);
    return found;
  };
  let acting: Role | null = null;

  for (const event of events) {
    const actor = actors[event.by];
    if (event.by !== acting) {
      await actAs(tx, actor);
      acting = event.by;
    }
    const at = momentOf(event.minute, now);
    switch (event.type) {
      case 'holiday': {
        const holiday = await schedule.addHoliday(plantHolidayInputSchema.parse(event.body));
        book.stamp('plantHolidays', holiday.date, { created_at: at });
        break;
      }
      case 'capacity': {
        const { version } = await schedule.capacity(event.machineId);
        await schedule.saveCapacity(event.machineId, machineCapacityInputSchema.parse({ ...event.body, version }));
        book.stamp('machineCapacity', event.machineId, { updated_at: at });
        break;
      }
      case 'downtime': {
        const window = await schedule.addDowntime(
          event.machineId,
          machineDowntimeInputSchema.parse(event.body),
          actor.id,
        );
        book.stamp('machineDowntime', window.id, { created_at: at });
        break;
      }
      case 'work-order': {
        const order = await workOrders.saveAnd(
          'release',
          { ...actor, permissions: RELEASES },
          workOrderInputSchema.parse(event.body),
        );
        made.set(event.ref, {
          id: order.id,
          operations: new Map(order.operations.map((operation) => [operation.seq, operation.id])),
          firstEntry: null,
          lastEntry: null,
        });
        // Drawn up a few minutes before it was released; production checks the day it was released.
        await book.stampNow(tx, 'workOrders', order.id, {
          created_at: new Date(at.getTime() - 8 * 60_000),
          released_at: at,
          updated_at: at,
        });
        break;
      }
      case 'first-piece': {
        const order = find(event.workOrder);
        const inspection = await inspections.createFirstPiece(
          firstPieceInputSchema.parse({ ...event.body, workOrderId: order.id }),
          actor.id,
        );
        // The latest first piece decides: its moment is set before production reads it.
        await book.stampNow(tx, 'inspections', inspection.id, { created_at: at, updated_at: at });
        break;
      }
      case 'entry': {
        const order = find(event.workOrder);
        const entry = await production.create(
          productionEntryInputSchema.parse({
            ...event.body,
            workOrderId: order.id,
            operationId: order.operations.get(event.operationSeq),
          }),
          actor.id,
        );
        book.stamp('productionEntries', entry.id, { created_at: at, updated_at: at });
        order.firstEntry ??= at;
        order.lastEntry = at;
        break;
      }
      case 'pdi': {
        const inspection = await inspections.createPdi(pdiInputSchema.parse(event.body), actor.id);
        book.stamp('inspections', inspection.id, { created_at: at, updated_at: at });
        break;
      }
    }
  }

  // Each work order started with its first entry and, when its good pieces reached the quantity, completed with its last.
  for (const order of made.values()) {
    if (!order.firstEntry || !order.lastEntry) continue;
    const { status } = await workOrders.get(order.id);
    book.stamp('workOrders', order.id, {
      in_progress_at: order.firstEntry,
      ...(status === 'completed' ? { completed_at: order.lastEntry } : {}),
      updated_at: order.lastEntry,
    });
  }
}
