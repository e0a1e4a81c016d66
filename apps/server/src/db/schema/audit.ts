import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trigramIndex } from './columns.js';

/** One field's value before and after, as the log keeps it (camelCase field names). */
export interface AuditChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The audit trail: record changes, written by row triggers in the same transaction as the change
 * (migration 0006, `audit_record_change`), and security events written by the server. The actor
 * is kept by id and e-mail without a foreign key, so deleting a user keeps their history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in: one transaction's entries share their time. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    /** The transaction's time for a change, the request's for a security event. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    entity: text('entity'),
    entityId: uuid('entity_id'),
    part: text('part'),
    recordLabel: text('record_label'),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    route: text('route'),
    changes: jsonb('changes').$type<AuditChangeRow[]>().notNull().default([]),
  },
  (t) => [
    // One record's history; read backwards, newest first (the pages sort by time, then the order written).
    index('audit_log_record').on(t.entity, t.entityId, t.at, t.seq),
    // The admin's search: by time, by event, by part of the actor's e-mail.
    index('audit_log_at').on(t.at, t.seq),
    index('audit_log_event').on(t.event, t.at, t.seq),
    trigramIndex('audit_log_actor_email_trgm', t.actorEmail),
  ],
);
