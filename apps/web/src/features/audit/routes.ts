import { ADMIN_ROLE_NAME } from '@lathe/shared';
import { ScrollText } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';

export const AUDIT_PATH = '/audit';

/** The audit log is the admins': the route asks for the role, as the API does. */
export const auditRoutes: AppRoute[] = [
  {
    path: AUDIT_PATH,
    meta: { title: 'Audit log', requiresAuth: true, roles: [ADMIN_ROLE_NAME] },
    load: () => import('./audit-log-page').then((m) => m.AuditLogPage),
  },
];

export const auditNav: NavItem[] = [{ name: 'Audit log', icon: ScrollText, path: AUDIT_PATH }];
