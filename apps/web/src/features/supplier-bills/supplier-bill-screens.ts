import { SUPPLIER_BILL_FLOW, type SupplierBill } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { supplierBillsResource } from './api';
import { SupplierBillStatusBadge } from './supplier-bill-badges';

/**
 * The supplier bill's screens: its flow's steps and words, its list, form and view at
 * /supplier-bills. A bill the match held is "short" of booked: the Book toast says it was held.
 */
export const supplierBillScreens = defineDocumentScreens<SupplierBill, string>({
  flow: SUPPLIER_BILL_FLOW,
  resource: supplierBillsResource,
  path: '/supplier-bills',
  listTitle: 'Supplier Bills',
  name: (bill) => ({ number: bill.billNumber, about: bill.supplierName, short: bill.status === 'held' }),
  pdfStem: 'supplier-bill',
  Badge: SupplierBillStatusBadge,
});
