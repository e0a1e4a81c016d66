import { z } from 'zod';
import { CUSTOMER_MATERIAL_STATUSES } from '../documents/customer-material-flow.js';
import { optionalTextField, requiredText, versionField } from './common.js';
import { companyLetterheadSchema } from './company-settings.js';
import { documentDateField, documentLinesField, optionalDocumentDateField } from './document-fields.js';
import { barsField, goodsQuantityField } from './stock-quantity-fields.js';

/*
 * Customer free-issue material: bars a customer sends in to be machined into their parts,
 * received against their challan under our own series (CMR/2026-27/0001). It is the
 * customer's stock (grade, rod size, heat, kg and bars), kept apart from the company's own.
 */

export const CUSTOMER_MATERIAL_STATUS_LABELS: Record<(typeof CUSTOMER_MATERIAL_STATUSES)[number], string> = {
  draft: 'Draft',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const MAX_CUSTOMER_MATERIAL_LINES = 50;

export const CUSTOMER_MATERIAL_SORTABLE = [
  'receiptNumber',
  'receiptDate',
  'customerName',
  'status',
  'createdAt',
  'updatedAt',
] as const;

export const customerMaterialLineInputSchema = z.object({
  grade: requiredText('Grade is required', 50),
  rodSize: requiredText('Rod size is required', 50),
  /** As the customer's mill test certificate names it; empty when not known. */
  heatNumber: optionalTextField(50),
  /** Kilograms, to the gram. */
  quantity: goodsQuantityField('Weight in kg is required'),
  bars: barsField(),
  remarks: optionalTextField(200),
});

/** POST customer-materials and PUT customer-materials/{id}: a draft, whole. */
export const customerMaterialInputSchema = z
  .object({
    customerId: z.uuid({ error: 'Choose the customer' }),
    receiptDate: documentDateField('Receipt date is required'),
    customerChallanNumber: requiredText("The customer's challan number is required", 50),
    customerChallanDate: optionalDocumentDateField(),
    remarks: optionalTextField(500),
    lines: documentLinesField(customerMaterialLineInputSchema, MAX_CUSTOMER_MATERIAL_LINES),
    version: versionField,
  })
  .superRefine((receipt, ctx) => {
    const { receiptDate, customerChallanDate } = receipt;
    if (customerChallanDate && receiptDate && customerChallanDate > receiptDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['customerChallanDate'],
        message: "The customer's challan cannot be dated after the material arrived",
      });
    }
  });
export type CustomerMaterialInput = z.input<typeof customerMaterialInputSchema>;
export type CustomerMaterialData = z.output<typeof customerMaterialInputSchema>;

export const customerMaterialListFilterSchema = z.object({
  status: z.enum(CUSTOMER_MATERIAL_STATUSES, { error: 'Unknown status' }).optional(),
  customerId: z.uuid({ error: 'Customer is invalid' }).optional(),
});
export type CustomerMaterialListFilter = z.output<typeof customerMaterialListFilterSchema>;

export const customerMaterialLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  grade: z.string(),
  rodSize: z.string(),
  /** The stock item it is: `EN8|Ø25`. */
  itemKey: z.string(),
  heatNumber: z.string(),
  quantity: z.number(),
  bars: z.number().int().nullable(),
  remarks: z.string().nullable(),
});
export type CustomerMaterialLine = z.infer<typeof customerMaterialLineSchema>;

/** One row of the list, and the header of the detail. */
export const customerMaterialSummarySchema = z.object({
  id: z.string(),
  receiptNumber: z.string().nullable(),
  status: z.enum(CUSTOMER_MATERIAL_STATUSES),
  customerId: z.string(),
  customerName: z.string(),
  receiptDate: z.string(),
  customerChallanNumber: z.string(),
  customerChallanDate: z.string().nullable(),
  /** Σ kg and Σ bars of the lines. */
  totalKg: z.number(),
  totalBars: z.number().int(),
  receivedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerMaterialSummary = z.infer<typeof customerMaterialSummarySchema>;

/** GET customer-materials/{id}. */
export const customerMaterialSchema = customerMaterialSummarySchema.extend({
  remarks: z.string().nullable(),
  /** The company that received, as it is now: the receipt is printed with today's letterhead. */
  company: companyLetterheadSchema,
  lines: z.array(customerMaterialLineSchema),
});
export type CustomerMaterial = z.infer<typeof customerMaterialSchema>;
