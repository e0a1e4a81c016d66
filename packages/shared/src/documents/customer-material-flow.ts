import { defineFlow } from './flow.js';

export const CUSTOMER_MATERIAL_STATUSES = ['draft', 'received', 'cancelled'] as const;
export type CustomerMaterialStatus = (typeof CUSTOMER_MATERIAL_STATUSES)[number];

export interface CustomerMaterialFacts {
  status: CustomerMaterialStatus;
}

/**
 * Material a customer sends in to be machined (free issue), against their challan: a draft is
 * edited or deleted; received, it takes the next number of its yearly series (CMR/2026-27/0001)
 * and the bars go into stock as the customer's, never mixed with the company's own; cancelled,
 * they come out again (refused when some of it has already been used). The stores clerk who
 * books goods receipts books these too.
 */
export const CUSTOMER_MATERIAL_FLOW = defineFlow<CustomerMaterialStatus, CustomerMaterialFacts, CustomerMaterialStep>({
  noun: 'customer material receipt',
  statuses: CUSTOMER_MATERIAL_STATUSES,
  steps: {
    edit: {
      from: ['draft'],
      permission: { scope: 'goods-receipts', action: 'edit' },
      refusal: () => 'Only a draft receipt can be edited',
    },
    delete: {
      from: ['draft'],
      permission: { scope: 'goods-receipts', action: 'delete' },
      refusal: () => 'Only a draft receipt can be deleted; cancel a received one instead',
    },
    receive: {
      from: ['draft'],
      to: 'received',
      permission: { scope: 'goods-receipts', action: 'create' },
      numbered: true,
      refusal: () => 'This material has already been received',
    },
    cancel: {
      from: ['received'],
      to: 'cancelled',
      permission: { scope: 'goods-receipts', action: 'delete' },
      reason: true,
      refusal: (status) =>
        status === 'draft' ? 'A draft receipt is deleted, not cancelled' : 'This receipt is already cancelled',
    },
  },
});

export type CustomerMaterialStep = 'edit' | 'delete' | 'receive' | 'cancel';
