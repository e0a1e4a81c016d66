import { companySettingsInputSchema, companySettingsSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permission } from '../../plugins/access.js';
import type { CompanyService } from './company.service.js';

/**
 * The company's own details. Everyone signed in reads them (invoices print them, titles
 * name the company); changing them takes `roles: edit`, the permission that already holds
 * the keys of the company, which the Admin role always keeps.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService }> = async (app, { company }) => {
  const tags = ['company'];
  app.get(
    '/company-settings',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: companySettingsSchema } } },
    () => company.get(),
  );
  app.put(
    '/company-settings',
    {
      config: { access: permission('roles', 'edit') },
      schema: { tags, body: companySettingsInputSchema, response: { 200: companySettingsSchema } },
    },
    (request) => company.update(request.body),
  );
};
