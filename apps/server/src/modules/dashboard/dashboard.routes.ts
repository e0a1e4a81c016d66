import { dashboardSchema, notificationsSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permission, principalOf } from '../../plugins/access.js';
import type { DashboardService } from './dashboard.service.js';
import type { NotificationsService } from './notifications.service.js';

/**
 * The home screen's figures (`dashboard: view`) and the bell's notifications (anyone signed in).
 * Both answer only what the caller's other scopes allow: a section or a kind of notice the user
 * may not see is left out, so the figures never leak past the screens they summarise.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  dashboard: DashboardService;
  notifications: NotificationsService;
}> = async (app, { dashboard, notifications }) => {
  app.get(
    '/dashboard',
    {
      config: { access: permission('dashboard', 'view') },
      schema: { tags: ['dashboard'], response: { 200: dashboardSchema } },
    },
    (request) => dashboard.get(principalOf(request).user),
  );
  app.get(
    '/notifications',
    { config: { access: 'signed-in' }, schema: { tags: ['dashboard'], response: { 200: notificationsSchema } } },
    (request) => notifications.list(principalOf(request).user),
  );
};
