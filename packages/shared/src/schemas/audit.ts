import { z } from 'zod';
import { listQuerySchema } from '../list.js';
import { isCalendarDate, safeText } from './common.js';

/** What happened to a record: each is written in the same transaction as the change itself. */
export const RECORD_EVENTS = ['create', 'update', 'delete', 'restore'] as const;
/**
 * What happened at the door: sign-ins, refused sign-ins, a reused refresh token, a refused permission;
 * and what users do to their own account: a new password, another of their sessions signed out.
 */
export const SECURITY_EVENTS = [
  'sign-in',
  'sign-in-failed',
  'refresh-reuse',
  'permission-denied',
  'password-changed',
  'session-ended',
  'other-sessions-ended',
] as const;
/**
 * What was done with a record without changing it: an invoice or a statement e-mailed to the
 * customer; an order dispatched past the PDI rule by a user holding the override.
 */
export const DOCUMENT_EVENTS = ['e-mailed', 'pdi-overridden'] as const;
export const AUDIT_EVENTS = [...RECORD_EVENTS, ...SECURITY_EVENTS, ...DOCUMENT_EVENTS] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/**
 * The records the audit log follows, named as their API routes are (`/api/{entity}/{id}`).
 * A part of a record (an order's lines, a product's drawings, an invoice's payments) is logged
 * under its record, with `part` naming it.
 */
export const AUDIT_ENTITIES = [
  'users',
  'roles',
  'departments',
  'designations',
  'employees',
  'machines',
  'suppliers',
  'customers',
  'products',
  'quotations',
  'blanket-orders',
  'delivery-schedules',
  'sales-orders',
  'invoices',
  'notes',
  'purchase-orders',
  'goods-receipts',
  'supplier-bills',
  'supplier-payments',
  'gstr-2b',
  'job-work-challans',
  'customer-materials',
  'stock-tracking',
  'work-orders',
  'production-entries',
  'production-reasons',
  'inspections',
  'gauges',
  'plant-holidays',
  'company',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_EVENT_LABELS: Record<AuditEvent, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'refresh-reuse': 'Refresh token reused',
  'permission-denied': 'Permission denied',
  'password-changed': 'Password changed',
  'session-ended': 'Session signed out',
  'other-sessions-ended': 'Other sessions signed out',
  'e-mailed': 'E-mailed',
  'pdi-overridden': 'PDI overridden',
};

/** One field's value before and after; a secret (a password hash) is logged as changed, with both values null. */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO time of the change (the transaction's time) or of the security event. */
  at: z.string(),
  event: z.enum(AUDIT_EVENTS),
  entity: z.enum(AUDIT_ENTITIES).nullable(),
  entityId: z.string().nullable(),
  /** The part of the record changed ("lines", "drawings", "payments"); null for the record itself. */
  part: z.string().nullable(),
  /** A human name for the record when it was logged: a party code, an order number, an e-mail. */
  recordLabel: z.string().nullable(),
  /** Who: null when nobody was signed in (a failed sign-in for an unknown e-mail, start-up seeding). */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The client's address and the route, as "METHOD /api/path". */
  ip: z.string().nullable(),
  route: z.string().nullable(),
  /**
   * Created: every field's value (before null); deleted: every field's last value (after null); updated: the changed
   * fields. A failed sign-in carries one entry, `reason` (after: why it failed); other security events none.
   */
  changes: z.array(auditChangeSchema),
  /** The names of the records the changes point at by id ("Quality" for a departmentId), id → name. */
  labels: z.record(z.string(), z.string()).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_SORTABLE = ['at'] as const;

/** GET /api/audit: the admin's search of the whole log, newest first by default. */
export const auditQuerySchema = listQuerySchema(AUDIT_SORTABLE).extend({
  event: z.enum(AUDIT_EVENTS, { error: 'Unknown event' }).optional(),
  entity: z.enum(AUDIT_ENTITIES, { error: 'Unknown record type' }).optional(),
  entityId: z.uuid({ error: 'Record id must be a UUID' }).optional(),
  /** Part of the actor's e-mail. */
  actor: safeText(z.string().trim().max(100, 'Actor is too long')).optional(),
  /**
   * Inclusive dates, YYYY-MM-DD, in the company's time zone (Asia/Kolkata). A real day: ISO's
   * year 0000 is no year of the calendar the database counts in, so it is refused here, on the field.
   */
  from: z.iso.date({ error: 'From must be a date' }).refine(isCalendarDate, 'From must be a date').optional(),
  to: z.iso.date({ error: 'To must be a date' }).refine(isCalendarDate, 'To must be a date').optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /api/{entity}/{id}/history: one record's entries, newest first. */
export const historyQuerySchema = listQuerySchema(AUDIT_SORTABLE);
