import { CUSTOMER_MATERIAL_FLOW, type CustomerMaterial } from '@lathe/shared';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { customerMaterialsResource } from './api';
import { CustomerMaterialStatusBadge } from './customer-material-status';

/** The customer material receipt's screens: its flow's steps and words, its list, form and view at /customer-materials. */
export const customerMaterialScreens = defineDocumentScreens<CustomerMaterial, string>({
  flow: CUSTOMER_MATERIAL_FLOW,
  resource: customerMaterialsResource,
  path: '/customer-materials',
  listTitle: 'Customer Material',
  name: (receipt) => ({ number: receipt.receiptNumber }),
  pdfStem: 'material',
  Badge: CustomerMaterialStatusBadge,
});
