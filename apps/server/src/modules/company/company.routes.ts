import {
  COMPANY_DETAILS_ACCESS,
  canAny,
  companySettingsInputSchema,
  companySettingsSchema,
  openCompanySettings,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permission, principalOf } from '../../plugins/access.js';
import type { CompanyService } from './company.service.js';

/**
 * The company's own details. Everyone signed in reads the name, state and logo (titles name
 * the company); the address, GSTIN, PAN, bank account and terms only whoever works with
 * invoices or may change the settings (COMPANY_DETAILS_ACCESS). Changing them takes `roles:
 * edit`, the permission that already holds the keys of the company, which the Admin role keeps.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService }> = async (app, { company }) => {
  const tags = ['company'];
  app.get(
    '/company-settings',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: companySettingsSchema } } },
    async (request) => {
      const settings = await company.get();
      return canAny(principalOf(request).user, COMPANY_DETAILS_ACCESS) ? settings : openCompanySettings(settings);
    },
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
