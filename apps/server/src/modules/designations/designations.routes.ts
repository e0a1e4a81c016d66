import {
  DESIGNATION_SORTABLE,
  designationCreateSchema,
  designationPutSchema,
  designationSchema,
  designationUpdateSchema,
  optionSchema,
  optionsQuerySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerEntityRoutes } from '../../lib/entity-routes.js';
import type { Access } from '../../plugins/access.js';
import type { DesignationsService } from './designations.service.js';

/** Who may pick a designation: its own viewers, and whoever fills or filters employees. */
const pickDesignation: Access = {
  anyOf: [
    { scope: 'designations', action: 'view' },
    { scope: 'employees', action: 'view' },
    { scope: 'employees', action: 'create' },
    { scope: 'employees', action: 'edit' },
  ],
};

export const designationsRoutes: FastifyPluginAsyncZod<{ designations: DesignationsService }> = async (
  app,
  { designations },
) => {
  app.get(
    '/designations/options',
    {
      config: { access: pickDesignation },
      schema: { tags: ['designations'], querystring: optionsQuerySchema, response: { 200: z.array(optionSchema) } },
    },
    (request) => designations.options(request.query.search),
  );

  registerEntityRoutes(app, {
    resource: 'designations',
    scope: 'designations',
    sortable: DESIGNATION_SORTABLE,
    item: designationSchema,
    create: designationCreateSchema,
    updates: [
      { method: 'PUT', body: designationPutSchema },
      { method: 'PATCH', body: designationUpdateSchema },
    ],
    exportColumns: fieldColumns(['id', 'name', 'description', 'departmentName', 'isActive', 'createdAt', 'updatedAt']),
    service: designations,
  });
};
