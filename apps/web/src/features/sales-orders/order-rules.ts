import type { SalesOrder, SalesOrderLine } from '@lathe/shared';

/** Pieces of a line not yet dispatched. */
export const leftToDispatch = (line: SalesOrderLine) => Math.max(0, line.quantity - line.dispatchedQuantity);

/** What can still happen to an order, by its status and progress (the server checks the same). */
export const orderRules = {
  /** A confirmed order with something left to send. */
  dispatch: (o: SalesOrder) => o.status === 'confirmed' && o.lines.some((line) => leftToDispatch(line) > 0),
  /** A confirmed or completed order with something left to invoice. */
  invoice: (o: SalesOrder) =>
    (o.status === 'confirmed' || o.status === 'completed') && o.lines.some((l) => l.invoicedQuantity < l.quantity),
  /** Short-close: stop a confirmed order where it is. */
  close: (o: SalesOrder) => o.status === 'confirmed',
  /** A draft, or a confirmed order nothing has been dispatched or invoiced against. */
  cancel: (o: SalesOrder) =>
    o.status === 'draft' || (o.status === 'confirmed' && o.dispatchStatus === 'Not' && o.invoiceStatus === 'Not'),
};

/** The order's lines in their numbered order. */
export const linesInOrder = (o: SalesOrder) => [...o.lines].sort((a, b) => a.lineNumber - b.lineNumber);
