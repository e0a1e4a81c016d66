import { INVOICE_FLOW, type Invoice } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { invoicesResource } from './api';
import { InvoiceBadges } from './invoice-status';

/** The invoice's screens: its flow's steps and words, its list, form and view at /invoices. */
export const invoiceScreens = defineDocumentScreens<Invoice, string>({
  flow: INVOICE_FLOW,
  resource: invoicesResource,
  path: '/invoices',
  listTitle: 'Invoices',
  name: (invoice) => ({ number: invoice.invoiceNumber, about: invoice.customerName }),
  pdfStem: 'invoice',
  Badge: InvoiceBadges,
});
