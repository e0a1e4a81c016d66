import {
  AUDIT_ENTITIES,
  type AuditEntity,
  auditEntrySchema,
  auditQuerySchema,
  historyQuerySchema,
  idParamsSchema,
  listResultSchema,
  type Scope,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permission } from '../../plugins/access.js';
import type { AuditService } from './audit.service.js';

const page = listResultSchema(auditEntrySchema);
const tags = ['audit'];

/** The records read under another scope than their own name: notes as invoices, challans as job work … */
const HISTORY_SCOPE: Partial<Record<AuditEntity, Scope>> = {
  notes: 'invoices',
  'blanket-orders': 'sales-orders',
  'delivery-schedules': 'sales-orders',
  'job-work-challans': 'job-work',
  'customer-materials': 'goods-receipts',
  'stock-tracking': 'stock',
  'production-entries': 'production',
  'production-reasons': 'production',
  inspections: 'inspection',
  // A month's GSTR-2B import and its decisions, read by whoever reads the supplier bills it is matched with.
  'gstr-2b': 'supplier-bills',
};

/**
 * The admin's search of the audit log, and one history route per record type, each open to
 * whoever may view that record (`GET /customers/{id}/history` takes `customers: view`).
 */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'The audit log, newest first: record changes and security events, filtered by event, record, actor e-mail and days (Asia/Kolkata)',
        querystring: auditQuerySchema,
        response: { 200: page },
      },
    },
    (request) => audit.search(request.query),
  );

  for (const entity of AUDIT_ENTITIES) {
    // The company settings and the plant's holidays are kept without a record id: one history each, below.
    if (entity === 'company' || entity === 'plant-holidays') continue;
    app.get(
      `/${entity}/:id/history`,
      {
        config: { access: permission(HISTORY_SCOPE[entity] ?? (entity as Scope), 'view') },
        schema: {
          tags: [entity],
          summary: 'The record’s history, its parts included, newest first; empty for an id never used',
          params: idParamsSchema,
          querystring: historyQuerySchema,
          response: { 200: page },
        },
      },
      (request) => audit.history(entity, request.params.id, request.query),
    );
  }

  // The company settings: one record, edited by those who hold `roles: edit` (company routes).
  app.get(
    '/company/history',
    {
      config: { access: permission('roles', 'edit') },
      schema: {
        tags: ['company'],
        summary: 'The company settings’ history, newest first',
        querystring: historyQuerySchema,
        response: { 200: page },
      },
    },
    (request) => audit.history('company', null, request.query),
  );

  // The plant's holidays, keyed by their date: one history of the list, read by whoever sees the schedule.
  app.get(
    '/plant-holidays/history',
    {
      config: { access: permission('schedule', 'view') },
      schema: {
        tags: ['schedule'],
        summary: 'The plant holidays’ history (added and removed days), newest first',
        querystring: historyQuerySchema,
        response: { 200: page },
      },
    },
    (request) => audit.history('plant-holidays', null, request.query),
  );
};
