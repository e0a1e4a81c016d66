import { type Invoice, REPORTED_INVOICE_STATUSES } from '@lathe/shared';

/** An invoice that stands (issued, however far paid): its goods may move on an e-way bill. */
export const movesGoods = (invoice: Pick<Invoice, 'status'>) =>
  (REPORTED_INVOICE_STATUSES as readonly string[]).includes(invoice.status);
