import type { SalesOrder, SalesOrderData } from '@lathe/shared';
import { MONEY_FIGURES } from '../../lib/money-figures';
import { defineResource } from '../../lib/resource-api';

/** POST sales-orders and PUT sales-orders/{id}: the whole draft, header and lines, and on PUT the version read. */
export type SalesOrderBody = SalesOrderData & { version?: number };

/**
 * `/api/sales-orders`. A read answers the whole order (lines, needs, dispatches, invoices);
 * list rows are its summary (`SalesOrderSummary`), which the list page types them as.
 */
export const salesOrdersResource = defineResource<SalesOrder, SalesOrderBody, SalesOrderBody, OrderAction>(
  'sales-orders',
  {
    updateMethod: 'PUT',
    // A dispatch, a short-close or a cancel changes what is still open across orders.
    alsoRefresh: [...MONEY_FIGURES, ['sales-orders/open-lines']],
    actions: {
      // With the version read and, for close and cancel, why.
      confirm: { path: 'confirm' },
      close: { path: 'close' },
      cancel: { path: 'cancel' },
      // Quantities per open order line (0 leaves a line out).
      dispatch: { path: 'dispatches' },
    },
    // Save Draft's twin: the draft saved and confirmed in one request.
    saveAnd: 'confirm',
  },
);

export type OrderAction = 'confirm' | 'close' | 'cancel' | 'dispatch';
