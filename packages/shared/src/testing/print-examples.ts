import { customerMaterialPrint } from '../print/customer-material-print.js';
import { dispatchChallanPrint } from '../print/dispatch-challan-print.js';
import { goodsReceiptPrint } from '../print/goods-receipt-print.js';
import { inspectionPrint } from '../print/inspection-print.js';
import { invoicePrint } from '../print/invoice-print.js';
import { jobWorkPrint } from '../print/job-work-print.js';
import { notePrint } from '../print/note-print.js';
import type { PrintModel } from '../print/print-model.js';
import { purchaseOrderPrint } from '../print/purchase-order-print.js';
import { quotationPrint } from '../print/quotation-print.js';
import { statementPrint } from '../print/statement-print.js';
import { supplierBillPrint } from '../print/supplier-bill-print.js';
import { workOrderPrint } from '../print/work-order-print.js';
import type { InspectionReading } from '../schemas/inspection.js';
import {
  PRINT_COMPANY,
  PRINT_CUSTOMER_MATERIAL,
  PRINT_DISPATCH_CHALLAN,
  PRINT_GOODS_RECEIPT,
  PRINT_INSPECTION,
  PRINT_JOB_WORK_CHALLAN,
  PRINT_PURCHASE_ORDER,
  PRINT_STATEMENT,
  PRINT_WORK_ORDER,
} from './print-documents.js';
import { PRINT_QUOTATION } from './print-quotation.js';
import { PRINT_HELD_SUPPLIER_BILL, PRINT_SUPPLIER_BILL } from './print-supplier-bill.js';
import { PRINT_INVOICE, PRINT_NOTE } from './print-tax-documents.js';

/** A logo the renderers can draw: a 1×1 PNG as a data URL. */
export const PRINT_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * Each document's print model from its hand-worked example, in the states that print differently:
 * the PDF's and the print view's tests draw every one and look for each of its words.
 */
export const PRINT_EXAMPLES: { name: string; model: () => PrintModel }[] = [
  { name: 'a purchase order', model: () => purchaseOrderPrint(PRINT_PURCHASE_ORDER, PRINT_LOGO) },
  {
    name: 'a draft purchase order',
    model: () => purchaseOrderPrint({ ...PRINT_PURCHASE_ORDER, status: 'draft', poNumber: null }, null),
  },
  { name: 'a quotation', model: () => quotationPrint(PRINT_QUOTATION, PRINT_LOGO) },
  {
    name: 'a lost quotation',
    model: () => quotationPrint({ ...PRINT_QUOTATION, status: 'lost', statusReason: 'Price above target' }, null),
  },
  { name: 'a goods receipt note', model: () => goodsReceiptPrint(PRINT_GOODS_RECEIPT, null) },
  {
    name: 'a cancelled goods receipt note',
    model: () => goodsReceiptPrint({ ...PRINT_GOODS_RECEIPT, status: 'cancelled', cancelReason: 'Wrong grade' }, null),
  },
  { name: "a receipt of customer's material", model: () => customerMaterialPrint(PRINT_CUSTOMER_MATERIAL, null) },
  {
    name: "a draft receipt of customer's material",
    model: () => customerMaterialPrint({ ...PRINT_CUSTOMER_MATERIAL, status: 'draft', receiptNumber: null }, null),
  },
  { name: 'a tax invoice with its IRN', model: () => invoicePrint(PRINT_INVOICE) },
  {
    name: 'a draft tax invoice',
    model: () =>
      invoicePrint({
        ...PRINT_INVOICE,
        status: 'draft',
        invoiceNumber: null,
        irn: null,
        irnAckNumber: null,
        irnAckDate: null,
        irnSignedQr: null,
      }),
  },
  {
    name: 'a cancelled tax invoice',
    model: () => invoicePrint({ ...PRINT_INVOICE, status: 'cancelled', cancelReason: 'Raised twice' }),
  },
  { name: 'a credit note', model: () => notePrint(PRINT_NOTE) },
  {
    name: 'a draft debit note',
    model: () => notePrint({ ...PRINT_NOTE, kind: 'debit', status: 'draft', noteNumber: null, remarks: null }),
  },
  { name: 'a job-work challan', model: () => jobWorkPrint(PRINT_JOB_WORK_CHALLAN, PRINT_LOGO) },
  {
    name: 'a draft job-work challan',
    model: () => jobWorkPrint({ ...PRINT_JOB_WORK_CHALLAN, status: 'draft', challanNumber: null }, null),
  },
  { name: 'a work order', model: () => workOrderPrint(PRINT_WORK_ORDER, PRINT_LOGO, 60) },
  {
    name: 'a draft work order for stock with no raw material weight',
    model: () =>
      workOrderPrint(
        {
          ...PRINT_WORK_ORDER,
          status: 'draft',
          woNumber: null,
          salesOrder: null,
          materials: [],
          materialNeed: {
            ...PRINT_WORK_ORDER.materialNeed,
            neededKg: null,
            reservedKg: 0,
            shortKg: null,
            note: 'The product has no raw material weight, so no bar is reserved for it',
          },
        },
        null,
        null,
      ),
  },
  { name: 'a pre-dispatch inspection report', model: () => inspectionPrint(PRINT_INSPECTION, PRINT_LOGO) },
  {
    name: 'a failed first-piece inspection report',
    model: () =>
      inspectionPrint(
        {
          ...PRINT_INSPECTION,
          kind: 'first_piece',
          result: 'fail',
          sampleSize: 1,
          lotQuantity: 10000,
          workOrderId: PRINT_INSPECTION.workOrders[0]?.id ?? null,
          workOrderNumber: 'WO/2026-27/0004',
          dispatchId: null,
          challanNumber: null,
          dispatchDate: null,
          salesOrderId: null,
          orderNumber: null,
          customerName: null,
          customerPoNumber: null,
          invoices: [],
          readings: [
            {
              ...(PRINT_INSPECTION.readings[0] as InspectionReading),
              measured: [25.01],
              min: 25.01,
              max: 25.01,
              result: 'fail',
            },
          ],
        },
        null,
      ),
  },
  {
    name: 'a delivery challan',
    model: () => dispatchChallanPrint(PRINT_DISPATCH_CHALLAN, PRINT_COMPANY, PRINT_LOGO),
  },
  { name: "a customer's statement of account", model: () => statementPrint(PRINT_STATEMENT, PRINT_LOGO) },
  { name: 'a booked supplier bill', model: () => supplierBillPrint(PRINT_SUPPLIER_BILL, PRINT_LOGO) },
  { name: 'a supplier bill held for approval', model: () => supplierBillPrint(PRINT_HELD_SUPPLIER_BILL, null) },
];
