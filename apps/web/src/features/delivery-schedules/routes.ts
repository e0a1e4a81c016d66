import { CalendarRange } from 'lucide-react';
import type { NavItem } from '../../components/layout/nav-types';
import type { AppRoute } from '../../lib/route-meta';
import { routeMeta } from '../../lib/route-table';

/** Delivery schedules (issue 30): the list, the grid, the file import, a schedule's page, the month's performance. */
export const deliverySchedulesRoutes: AppRoute[] = [
  {
    path: '/delivery-schedules',
    meta: routeMeta('/delivery-schedules'),
    load: () => import('./delivery-schedules-list-page').then((m) => m.DeliverySchedulesListPage),
  },
  {
    path: '/delivery-schedules/new',
    meta: routeMeta('/delivery-schedules/new'),
    load: () => import('./schedule-grid-page').then((m) => m.ScheduleGridPage),
  },
  {
    path: '/delivery-schedules/import',
    meta: routeMeta('/delivery-schedules/import'),
    load: () => import('./schedule-import-page').then((m) => m.ScheduleImportPage),
  },
  {
    path: '/delivery-schedules/view/:id',
    meta: routeMeta('/delivery-schedules/view/:id'),
    load: () => import('./schedule-view-page').then((m) => m.ScheduleViewPage),
  },
  {
    path: '/delivery-schedules/performance',
    meta: routeMeta('/delivery-schedules/performance'),
    load: () => import('./performance-page').then((m) => m.PerformancePage),
  },
];

/** The customer's schedules and how they are kept, beside the sales orders they are released as. */
export const deliverySchedulesNav: NavItem[] = [
  {
    name: 'Delivery Schedules',
    icon: CalendarRange,
    subItems: [
      { name: 'Delivery Schedules', path: '/delivery-schedules' },
      { name: 'Delivery Performance', path: '/delivery-schedules/performance' },
    ],
  },
];
