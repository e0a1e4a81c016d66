import { SALES_ORDER_FLOW, type SalesOrder, type SalesOrderData } from '@lathe/shared';
import { MONEY_FIGURES } from '../../lib/money-figures';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST sales-orders and PUT sales-orders/{id}: the whole draft, header and lines, and on PUT the version read. */
export type SalesOrderBody = SalesOrderData & { version?: number };

/**
 * `/api/sales-orders`: every step the flow routes (confirm, short-close, cancel, with the version
 * read and, for the last two, why), save-and-confirm, and the order's own dispatch. A read answers
 * the whole order (lines, needs, dispatches, invoices); list rows are its summary
 * (`SalesOrderSummary`), which the list page types them as.
 */
export const salesOrdersResource = defineDocumentResource<SalesOrder, SalesOrderBody, string, 'dispatch'>(
  'sales-orders',
  SALES_ORDER_FLOW,
  {
    updateMethod: 'PUT',
    // A dispatch, a short-close or a cancel changes what is still open across orders.
    alsoRefresh: [...MONEY_FIGURES, ['sales-orders/open-lines']],
    // Quantities per open order line (0 leaves a line out).
    actions: { dispatch: { path: 'dispatches' } },
  },
);
