import type { AuditChange, AuditEntity, DOCUMENT_EVENTS } from '@lathe/shared';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { currentAuditActor } from '../../lib/audit-context.js';

export type DocumentEvent = (typeof DOCUMENT_EVENTS)[number];

/**
 * Writes what was done with a record that did not change it (an invoice e-mailed) into the
 * record's history, with the request's actor, address and route, as its triggers write changes.
 */
export async function recordDocumentEvent(
  db: DbOrTx,
  event: DocumentEvent,
  record: { entity: AuditEntity; id: string; label: string; part?: string },
  changes: AuditChange[],
) {
  const actor = currentAuditActor();
  await db.insert(auditLog).values({
    event,
    entity: record.entity,
    entityId: record.id,
    part: record.part ?? null,
    recordLabel: record.label,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    ip: actor?.ip ?? null,
    route: actor?.route ?? null,
    changes,
  });
}
