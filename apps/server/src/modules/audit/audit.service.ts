import {
  AUDIT_SORTABLE,
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
  type ListQuery,
  type ListResult,
} from '@lathe/shared';
import { and, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { invalidField } from '../../lib/errors.js';
import { escapeLike, type ListSpec, listPage, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import { toJson } from '../../lib/row-codec.js';
import { withReferenceLabels } from './reference-labels.js';

/** The company's time zone: the search's dates are its days. */
const TIME_ZONE = 'Asia/Kolkata';

type Row = typeof auditLog.$inferSelect;

/** An entry as stored, less its sequence number; the event and entity are the ones the log writes. */
const toEntry = ({ seq: _seq, ...row }: Row) => toJson(row) as AuditEntry;

/** The first instant of a day in the company's time zone. */
const startOfDay = (date: string) => sql`(${date}::date)::timestamp at time zone ${TIME_ZONE}`;
const startOfNextDay = (date: string) => sql`(${date}::date + 1)::timestamp at time zone ${TIME_ZONE}`;

/** The audit log's two readers: the admin's search of everything, and one record's history. */
export function createAuditService(db: Db) {
  const spec = (where: SQL | undefined, filters?: unknown): ListSpec<'at'> => ({
    table: auditLog,
    searchable: [auditLog.recordLabel, auditLog.actorEmail],
    sortable: sortColumns(AUDIT_SORTABLE, { at: auditLog.at }),
    tieBreaker: auditLog.seq,
    where,
    filters,
  });

  const fetchRows = async (page: PageRequest) =>
    withReferenceLabels(db, (await withPage(db.select().from(auditLog).$dynamic(), page)).map(toEntry));

  return {
    /** `GET /audit`: every entry, filtered by event, record, actor's e-mail and days. */
    search(query: AuditQuery): Promise<ListResult<AuditEntry>> {
      const { event, entity, entityId, actor, from, to, ...list } = query;
      if (from && to && from > to) throw invalidField('to', 'To must be on or after From');
      const where = and(
        event ? eq(auditLog.event, event) : undefined,
        entity ? eq(auditLog.entity, entity) : undefined,
        entityId ? eq(auditLog.entityId, entityId) : undefined,
        actor ? ilike(auditLog.actorEmail, `%${escapeLike(actor)}%`) : undefined,
        from ? gte(auditLog.at, startOfDay(from)) : undefined,
        to ? lt(auditLog.at, startOfNextDay(to)) : undefined,
      );
      return listPage(db, spec(where, { event, entity, entityId, actor, from, to }), list, fetchRows);
    },

    /**
     * `GET /{entity}/{id}/history`: the record's entries and its parts', newest first. The company
     * settings are one row without an id: theirs are all of entity `company`. A record that never
     * existed has an empty history, as a deleted one keeps its own.
     */
    history(entity: AuditEntity, id: string | null, query: ListQuery<'at'>): Promise<ListResult<AuditEntry>> {
      const where = and(eq(auditLog.entity, entity), id === null ? undefined : eq(auditLog.entityId, id));
      return listPage(db, spec(where), query, fetchRows);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
