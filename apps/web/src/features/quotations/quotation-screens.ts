import { QUOTATION_FLOW, type Quotation, quotationReference } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { quotationsResource } from './api';
import { QuotationBadges } from './quotation-badges';

/** The quotation's screens: its flow's steps and words, its list, form and view at /quotations. */
export const quotationScreens = defineDocumentScreens<Quotation, string>({
  flow: QUOTATION_FLOW,
  resource: quotationsResource,
  path: '/quotations',
  listTitle: 'Quotations',
  // "QT/2026-27/0004 Rev 1": the number as the customer quotes it back, revision included.
  name: (quotation) => ({ number: quotationReference(quotation), about: quotation.customerName }),
  pdfStem: 'quotation',
  Badge: QuotationBadges,
});
