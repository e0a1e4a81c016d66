import type { DispatchChallan } from '../print/dispatch-challan-print.js';
import type { CustomerMaterial } from '../schemas/customer-material.js';
import type { GoodsReceipt } from '../schemas/goods-receipt.js';
import type { Inspection } from '../schemas/inspection.js';
import type { JobWorkChallan } from '../schemas/job-work.js';
import type { PurchaseOrder } from '../schemas/purchase-order.js';
import type { Statement } from '../schemas/receivables.js';
import type { WorkOrder } from '../schemas/work-order.js';

/*
 * Documents as the API answers them, their figures worked by hand, for the print model's tests:
 * the builders' own (packages/shared print/), and the PDF's and the print view's, which check that
 * each draws every word of the same model.
 */

/** The company at the head of the documents, as a purchase order names its buyer. */
export const PRINT_COMPANY = {
  name: 'Acme Precision Pvt Ltd',
  address: 'Plot 14, MIDC Bhosari\nPune 411026',
  state: 'Maharashtra',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  email: 'accounts@acme.example',
  phone: '020 2712 3456',
};

/**
 * PO/2026-27/0001 to Shree Steels, Chakan (within Maharashtra: CGST + SGST at 9% each):
 *   1. 250.5 kg EN8 Ø25 bar at ₹78.50 = ₹19,664.25; CGST 9% = 1,769.7825 → ₹1,769.78, SGST the same;
 *      line total 19,664.25 + 1,769.78 + 1,769.78 = ₹23,203.81.
 *   2. 4 collets at ₹1,200.00 = ₹4,800.00; CGST ₹432.00, SGST ₹432.00; line total ₹5,664.00.
 * Taxable 19,664.25 + 4,800.00 = ₹24,464.25; CGST 1,769.78 + 432.00 = ₹2,201.78, SGST the same;
 * 24,464.25 + 4,403.56 = 28,867.81, rounded to ₹28,868.00 with a round-off of ₹0.19.
 */
export const PRINT_PURCHASE_ORDER: PurchaseOrder = {
  id: '0b5e8a52-34c1-4d7e-9a43-2f1c6d8e9a01',
  poNumber: 'PO/2026-27/0001',
  status: 'confirmed',
  supplierId: '1c6f9b63-45d2-4e8f-8b54-3a2d7e9fab02',
  supplierName: 'Shree Steels',
  supplierCode: 'SS01',
  supplierGstin: '27AAFCS1234K1ZX',
  supplierAddress: 'Plot 7, MIDC Chakan\nPune 410501',
  supplierState: 'Maharashtra',
  poDate: '2026-05-11',
  deliveryDate: '2026-05-25',
  paymentTerms: '30 days from receipt',
  remarks: 'Deliver to stores, gate 2',
  taxType: 'intra',
  taxableTotal: 24464.25,
  cgstTotal: 2201.78,
  sgstTotal: 2201.78,
  igstTotal: 0,
  taxTotal: 4403.56,
  roundOff: 0.19,
  grandTotal: 28868,
  amountInWords: 'Rupees Twenty-Eight Thousand Eight Hundred Sixty-Eight Only',
  lineCount: 2,
  linesReceived: 0,
  receiptProgress: 'Not',
  confirmedAt: '2026-05-11T10:00:00.000Z',
  shortClosedAt: null,
  cancelledAt: null,
  statusReason: null,
  version: 2,
  createdAt: '2026-05-11T09:00:00.000Z',
  updatedAt: '2026-05-11T10:00:00.000Z',
  buyer: PRINT_COMPANY,
  lines: [
    {
      id: '2d7a0c74-56e3-4f90-9c65-4b3e8f0abc03',
      lineNumber: 1,
      kind: 'bar_stock',
      grade: 'EN8',
      rodSize: 'Ø25',
      materialKey: 'EN8|Ø25',
      description: 'Bright bar EN8 Ø25',
      hsnCode: '72142090',
      unit: 'KGS',
      quantity: 250.5,
      bars: 12,
      rate: 78.5,
      gstRate: 18,
      deliveryDate: null,
      receivedQuantity: 0,
      leftToReceive: 250.5,
      taxable: 19664.25,
      cgst: 1769.78,
      sgst: 1769.78,
      igst: 0,
      total: 23203.81,
    },
    {
      id: '3e8b1d85-67f4-4a01-8d76-5c4f9a1bcd04',
      lineNumber: 2,
      kind: 'bought_out',
      grade: null,
      rodSize: null,
      materialKey: null,
      description: 'Collet 25 mm',
      hsnCode: '84669310',
      unit: 'NOS',
      quantity: 4,
      bars: null,
      rate: 1200,
      gstRate: 18,
      deliveryDate: '2026-05-20',
      receivedQuantity: 0,
      leftToReceive: 4,
      taxable: 4800,
      cgst: 432,
      sgst: 432,
      igst: 0,
      total: 5664,
    },
  ],
  hsnSummary: [
    { hsnCode: '72142090', gstRate: 18, taxable: 19664.25, cgst: 1769.78, sgst: 1769.78, igst: 0, tax: 3539.56 },
    { hsnCode: '84669310', gstRate: 18, taxable: 4800, cgst: 432, sgst: 432, igst: 0, tax: 864 },
  ],
  goodsReceipts: [],
};

/**
 * GRN/2026-27/0003 against PO/2026-27/0007 of 04/05/2026: 2,000 kg of EN8 Ø25 in 33 bars under heat
 * H123, 1,980 accepted and 20 rejected (two bars bent), its mill test certificate on file; 3 of
 * the 4 collets, all accepted; and 512.4 kg of EN31 Ø40 the order called "Round bar", heat K-77.
 */
export const PRINT_GOODS_RECEIPT: GoodsReceipt = {
  id: '4f9c2e96-78a5-4b12-9e87-6d5a0b2cde05',
  grnNumber: 'GRN/2026-27/0003',
  status: 'received',
  purchaseOrderId: PRINT_PURCHASE_ORDER.id,
  poNumber: 'PO/2026-27/0007',
  poDate: '2026-05-04',
  supplierId: PRINT_PURCHASE_ORDER.supplierId,
  supplierName: 'Shree Steels',
  supplierCode: 'SS01',
  supplierGstin: null,
  supplierAddress: 'Plot 7, MIDC Chakan\nPune 410501',
  supplierState: 'Maharashtra',
  receiptDate: '2026-05-12',
  supplierInvoiceNumber: 'SS/2026/118',
  supplierInvoiceDate: '2026-05-11',
  vehicleNumber: 'MH12AB1234',
  remarks: 'Unloaded at bay 2',
  receivedAt: '2026-05-12T06:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  version: 2,
  createdAt: '2026-05-12T05:40:00.000Z',
  updatedAt: '2026-05-12T06:00:00.000Z',
  company: PRINT_COMPANY,
  lines: [
    {
      id: '5a0d3fa7-89b6-4c23-8f98-7e6b1c3def06',
      lineNumber: 1,
      purchaseOrderLineId: PRINT_PURCHASE_ORDER.lines[0]?.id ?? '',
      kind: 'bar_stock',
      description: 'Bright bar EN8 Ø25',
      grade: 'EN8',
      rodSize: 'Ø25',
      unit: 'KGS',
      orderedQuantity: 2000,
      orderReceivedQuantity: 1980,
      receivedQuantity: 2000,
      acceptedQuantity: 1980,
      rejectedQuantity: 20,
      bars: 33,
      heatNumber: 'H123',
      certificate: {
        id: '6b1e4ab8-9ac7-4d34-9a09-8f7c2d4ef007',
        fileName: 'MTC H123 Tata Steel.pdf',
        contentType: 'application/pdf',
        byteSize: 182_044,
        createdAt: '2026-05-12T05:30:00.000Z',
      },
      rejectionReason: 'Two bars bent in transit',
    },
    {
      id: '7c2f5bc9-abd8-4e45-8b1a-9a8d3e5f0008',
      lineNumber: 2,
      purchaseOrderLineId: PRINT_PURCHASE_ORDER.lines[1]?.id ?? '',
      kind: 'bought_out',
      description: 'Collet 25 mm',
      grade: null,
      rodSize: null,
      unit: 'NOS',
      orderedQuantity: 4,
      orderReceivedQuantity: 3,
      receivedQuantity: 3,
      acceptedQuantity: 3,
      rejectedQuantity: 0,
      bars: null,
      heatNumber: null,
      certificate: null,
      rejectionReason: null,
    },
    {
      id: '8d3a6cda-bce9-4f56-9c2b-ab9e4f6a1009',
      lineNumber: 3,
      purchaseOrderLineId: '9e4b7deb-cdfa-4a67-8d3c-bcaf5a7b200a',
      kind: 'bar_stock',
      description: 'Round bar',
      grade: 'EN31',
      rodSize: 'Ø40',
      unit: 'KGS',
      orderedQuantity: 600,
      orderReceivedQuantity: 512.4,
      receivedQuantity: 512.4,
      acceptedQuantity: 512.4,
      rejectedQuantity: 0,
      bars: 8,
      heatNumber: 'K-77',
      certificate: null,
      rejectionReason: null,
    },
  ],
};

/**
 * CMR/2026-27/0001 from Kirloskar Pumps against their challan DC/4471 of 01/11/2026: EN19 Ø32
 * under heat K-2231, 512.4 kg in 20 bars, and 300.125 kg of EN8 Ø25 under heat A1 counted by
 * weight alone; 812.525 kg and 20 bars in all.
 */
export const PRINT_CUSTOMER_MATERIAL: CustomerMaterial = {
  id: 'af5c8efc-def0-4b78-9e4d-cdb06b8c300b',
  receiptNumber: 'CMR/2026-27/0001',
  status: 'received',
  customerId: 'b06d9f0d-ef01-4c89-8f5e-dec17c9d400c',
  customerName: 'Kirloskar Pumps',
  receiptDate: '2026-11-02',
  customerChallanNumber: 'DC/4471',
  customerChallanDate: '2026-11-01',
  totalKg: 812.525,
  totalBars: 20,
  receivedAt: '2026-11-02T06:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  version: 2,
  createdAt: '2026-11-02T05:40:00.000Z',
  updatedAt: '2026-11-02T06:00:00.000Z',
  remarks: 'Free issue bars for our parts on their orders',
  company: PRINT_COMPANY,
  lines: [
    {
      id: 'c17ea01e-f012-4d9a-9a6f-ed2f8dae500d',
      lineNumber: 1,
      grade: 'EN19',
      rodSize: 'Ø32',
      itemKey: 'EN19|Ø32',
      heatNumber: 'K-2231',
      quantity: 512.4,
      bars: 20,
      remarks: 'Two bars rusty at the ends',
    },
    {
      id: 'd28fb12f-0123-4eab-8b7a-fe3a9ebf600e',
      lineNumber: 2,
      grade: 'EN8',
      rodSize: 'Ø25',
      itemKey: 'EN8|Ø25',
      heatNumber: 'A1',
      quantity: 300.125,
      bars: null,
      remarks: null,
    },
  ],
};

/**
 * JWC/2026-27/0004 of 12/05/2026 to Shree Platers, Bhosari, for zinc plating, back by 26/05/2026:
 *   1. 5,000 NOS of DRG-118 plunger sleeves, HSN 84139190 at 18%, valued ₹3,50,000.00;
 *   2. 412.5 kg of EN8 Ø25 bar from heat H-OLD, HSN 72142090 at 18%, valued ₹1,55,937.50
 *      (the value as typed, not worked from a rate).
 * Total taxable value 3,50,000.00 + 1,55,937.50 = ₹5,05,937.50.
 */
export const PRINT_JOB_WORK_CHALLAN: JobWorkChallan = {
  id: 'e39fc23a-1234-4fbc-9c4e-0a4bcad0700f',
  challanNumber: 'JWC/2026-27/0004',
  status: 'sent',
  supplierId: 'f4a0d34b-2345-4acd-8d5f-1b5cdbe18010',
  jobWorkerName: 'Shree Platers',
  jobWorkerGstin: '27AAFCS1234K1ZX',
  jobWorkerState: 'Maharashtra',
  challanDate: '2026-05-12',
  process: 'Zinc plating',
  expectedReturnDate: '2026-05-26',
  totalValue: 505937.5,
  quantity: 5412.5,
  pendingQuantity: 5412.5,
  unit: null,
  daysOut: 0,
  overdue: false,
  overdueOn: null,
  overdueGoods: null,
  sentAt: '2026-05-12T06:00:00.000Z',
  closedAt: null,
  cancelledAt: null,
  statusReason: null,
  version: 2,
  createdAt: '2026-05-12T05:40:00.000Z',
  updatedAt: '2026-05-12T06:00:00.000Z',
  jobWorkerAddress: 'Gat 112, Bhosari\nPune 411026',
  vehicleNumber: 'MH14CD5678',
  remarks: 'Return in the same bins',
  company: PRINT_COMPANY,
  lines: [
    {
      id: '05b1e45c-3456-4bde-9e60-2c6decf29011',
      lineNumber: 1,
      itemType: 'part',
      itemKey: 'part:16c2f56d-4567-4cef-8f71-3d7efd03a012',
      goodsType: 'inputs',
      productId: '16c2f56d-4567-4cef-8f71-3d7efd03a012',
      grade: null,
      rodSize: null,
      heatNumber: '',
      description: 'DRG-118 Plunger sleeve',
      hsnCode: '84139190',
      unit: 'NOS',
      quantity: 5000,
      value: 350000,
      gstRate: 18,
      returnedQuantity: 0,
      goodQuantity: 0,
      rejectedQuantity: 0,
      scrapKg: 0,
      pendingQuantity: 5000,
      lastDay: '2027-05-12',
      overdueOn: '2027-05-13',
      overdue: false,
      deemedSupplyInvoiceId: null,
      deemedSupplyInvoiceNumber: null,
      deemedSupplyInvoiceStatus: null,
    },
    {
      id: '27d3067e-5678-4d0a-8a82-4e8a0e14b013',
      lineNumber: 2,
      itemType: 'material',
      itemKey: 'EN8|Ø25',
      goodsType: 'inputs',
      productId: null,
      grade: 'EN8',
      rodSize: 'Ø25',
      heatNumber: 'H-OLD',
      description: 'EN8 Ø25 bright bar',
      hsnCode: '72142090',
      unit: 'KGS',
      quantity: 412.5,
      value: 155937.5,
      gstRate: 18,
      returnedQuantity: 0,
      goodQuantity: 0,
      rejectedQuantity: 0,
      scrapKg: 0,
      pendingQuantity: 412.5,
      lastDay: '2027-05-12',
      overdueOn: '2027-05-13',
      overdue: false,
      deemedSupplyInvoiceId: null,
      deemedSupplyInvoiceNumber: null,
      deemedSupplyInvoiceStatus: null,
    },
  ],
};

/**
 * WO/2026-27/0007 of 04/05/2026, due 10/06/2026: 10,000 pinion shafts (DRG-101, EN8 25 mm round)
 * for Tata Motors' SO/2026-27/0012, line 1; 1,800 good and 20 rejected so far, 8,200 to make.
 *   1. Rough 1st side at 12.5 s: 3,600 / 12.5 = 288 an hour; 10,000 × 12.5 s = 2,083⅓ min, run
 *      in 2,084 whole minutes = 34.73 hours.
 *   2. Single setup at 45 s: 80 an hour; 10,000 × 45 s = 7,500 min = 125.00 hours; its own 30
 *      minutes' transfer after the first.
 * Bar: 0.025 kg a piece × 10,000 = 250.000 kg of EN8 Ø25; 180 kg reserved from heat H-2231
 * (45.5 issued) and 57.5 kg from H-2307, 237.500 kg in all, short by 12.500 kg.
 */
export const PRINT_WORK_ORDER: WorkOrder = {
  id: '38e4178f-6789-4e1b-9b93-5f9b1f25c014',
  woNumber: 'WO/2026-27/0007',
  status: 'in_progress',
  woDate: '2026-05-04',
  dueDate: '2026-06-10',
  productId: '49f5289a-789a-4f2c-8ca4-6aac2a36d015',
  productDescription: 'Pinion shaft',
  drawingNumber: 'DRG-101',
  salesOrderId: '5a063a0b-89ab-4a3d-9db5-7bbd3b47e016',
  salesOrderNumber: 'SO/2026-27/0012',
  salesOrderLineId: '6b174b1c-9abc-4b4e-8ec6-8cce4c58f017',
  customerId: '7c285c2d-abcd-4c5f-9fd7-9ddf5d69a018',
  customerName: 'Tata Motors',
  quantity: 10000,
  goodQuantity: 1800,
  rejectedQuantity: 20,
  leftToMake: 8200,
  remarks: 'Deburr both ends',
  releasedAt: '2026-05-04T05:00:00.000Z',
  inProgressAt: '2026-05-05T05:00:00.000Z',
  completedAt: null,
  closedShortAt: null,
  statusReason: null,
  version: 4,
  createdAt: '2026-05-04T04:00:00.000Z',
  updatedAt: '2026-05-05T05:00:00.000Z',
  product: {
    id: '49f5289a-789a-4f2c-8ca4-6aac2a36d015',
    description: 'Pinion shaft',
    drawingNumber: 'DRG-101',
    grade: 'EN8',
    rodSize: '25 mm Round',
    rawMaterialWeight: 0.025,
    partyCode: 'TML',
  },
  salesOrder: {
    id: '5a063a0b-89ab-4a3d-9db5-7bbd3b47e016',
    orderNumber: 'SO/2026-27/0012',
    lineId: '6b174b1c-9abc-4b4e-8ec6-8cce4c58f017',
    lineNumber: 1,
    customerId: '7c285c2d-abcd-4c5f-9fd7-9ddf5d69a018',
    customerName: 'Tata Motors',
  },
  operations: [
    {
      id: '8d396d3e-bcde-4d60-8ae8-aee06e7ab019',
      seq: 1,
      cycleField: 'rough_first_cycle_time_sec',
      kind: 'rough',
      label: 'Rough 1st side',
      cycleTimeSec: 12.5,
      piecesPerHour: 288,
      hoursForQuantity: 34.73,
      goodQuantity: 1820,
      rejectedQuantity: 0,
      lockedMachineId: null,
      lockedStart: null,
      transferMinutes: null,
    },
    {
      id: '9e4a7e4f-cdef-4e71-9bf9-bff17f8bc01a',
      seq: 2,
      cycleField: 'single_setup_cycle_time_sec',
      kind: 'single_setup',
      label: 'Single setup',
      cycleTimeSec: 45,
      piecesPerHour: 80,
      hoursForQuantity: 125,
      goodQuantity: 1800,
      rejectedQuantity: 20,
      lockedMachineId: null,
      lockedStart: null,
      transferMinutes: 30,
    },
  ],
  materials: [
    {
      itemKey: 'EN8|Ø25',
      grade: 'EN8',
      rodSize: 'Ø25',
      heatNumber: 'H-2231',
      reservedQuantity: 180,
      issuedQuantity: 45.5,
    },
    {
      itemKey: 'EN8|Ø25',
      grade: 'EN8',
      rodSize: 'Ø25',
      heatNumber: 'H-2307',
      reservedQuantity: 57.5,
      issuedQuantity: 0,
    },
  ],
  materialNeed: {
    item: 'EN8|Ø25',
    grade: 'EN8',
    rodSize: 'Ø25',
    neededKg: 250,
    reservedKg: 237.5,
    shortKg: 12.5,
    note: null,
  },
  firstPiecePassed: true,
  company: PRINT_COMPANY,
};

/**
 * The PDI report of DC/2026-27/0007 of 27/11/2026 to Bosch Ltd (SO/2026-27/0042, their PO
 * 4500123456), billed by INV/2026-27/0112: 2,000 plunger sleeves (DRG-118) made in
 * WO/2026-27/0004 from heats H2291 and H2307, three pieces measured.
 *   1. Final OD 24.98 +0.00/−0.02 mm: 24.97, 24.96, 24.98, least 24.96 and most 24.98, all
 *      within 24.96–24.98: pass.
 *   2. Free of burrs, judged by eye: pass.
 */
export const PRINT_INSPECTION: Inspection = {
  id: 'af5b8f50-def0-4f82-8c0a-c0f28a9cd01b',
  kind: 'pdi',
  result: 'pass',
  inspectedOn: '2026-11-27',
  inspectorId: 'b06c9061-ef01-4093-9d1b-d1039badf01c',
  inspectorName: 'Suresh Patil',
  sampleSize: 3,
  lotQuantity: 2000,
  remarks: 'Packed in VCI bags',
  productId: 'c17da172-f012-41a4-8e2c-e214acbe001d',
  productDescription: 'Plunger sleeve',
  drawingNumber: 'DRG-118',
  partyCode: 'BOSCH-PN',
  workOrderId: null,
  workOrderNumber: null,
  decides: false,
  operationId: null,
  operationLabel: null,
  machineId: null,
  machineNo: null,
  machineName: null,
  trigger: null,
  dispatchId: 'd28eb283-0123-42b5-9f3d-f325bdcf101e',
  challanNumber: 'DC/2026-27/0007',
  dispatchDate: '2026-11-27',
  salesOrderId: 'e39fc394-1234-43c6-8a4e-0436cee0201f',
  orderNumber: 'SO/2026-27/0042',
  customerName: 'Bosch Ltd',
  customerPoNumber: '4500123456',
  invoices: [
    { id: 'f4a0d4a5-2345-44d7-9b5f-1547dff13020', invoiceNumber: 'INV/2026-27/0112', invoiceDate: '2026-11-27' },
  ],
  workOrders: [
    { id: '05b1e5b6-3456-45e8-8c60-2658e0024021', woNumber: 'WO/2026-27/0004', heatNumbers: ['H2291', 'H2307'] },
  ],
  readings: [
    {
      seq: 1,
      characteristic: 'Final OD',
      nominal: 24.98,
      lowerTolerance: -0.02,
      upperTolerance: 0,
      unit: 'mm',
      measured: [24.97, 24.96, 24.98],
      min: 24.96,
      max: 24.98,
      result: 'pass',
      gaugeId: null,
      gaugeCode: null,
    },
    {
      seq: 2,
      characteristic: 'Free of burrs',
      nominal: null,
      lowerTolerance: null,
      upperTolerance: null,
      unit: 'mm',
      measured: [],
      min: null,
      max: null,
      result: 'pass',
      gaugeId: null,
      gaugeCode: null,
    },
  ],
  company: PRINT_COMPANY,
  version: 1,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

/**
 * DC/2026-27/0007 of 27/11/2026 against SO/2026-27/0042 (Bosch's PO 4500123456 of 02/11/2026),
 * shipped to their Nashik plant in MH15EF9012:
 *   1. 2,000 plunger sleeves (DRG-118) at ₹42.75 = ₹85,500.00;
 *   2. 350 pinion shafts (DRG-101) at ₹118.40 = ₹41,440.00.
 * 2,350 pieces worth 85,500.00 + 41,440.00 = ₹1,26,940.00.
 */
export const PRINT_DISPATCH_CHALLAN: DispatchChallan = {
  challanNumber: 'DC/2026-27/0007',
  dispatchDate: '2026-11-27',
  vehicleReference: 'MH15EF9012',
  notes: 'Two boxes, strapped',
  orderNumber: 'SO/2026-27/0042',
  customerPoNumber: '4500123456',
  customerPoDate: '2026-11-02',
  consignee: {
    partyCode: 'BOSCH-PN',
    name: 'Bosch Ltd',
    address: 'Plot 76, MIDC Satpur\nNashik 422007',
    gstin: '27AAACB1234C1ZK',
    state: 'Maharashtra',
  },
  lines: [
    {
      lineNumber: 1,
      drawingNumber: 'DRG-118',
      description: 'Plunger sleeve',
      hsnCode: '84139190',
      quantity: 2000,
      rate: 42.75,
    },
    {
      lineNumber: 2,
      drawingNumber: 'DRG-101',
      description: 'Pinion shaft',
      hsnCode: '87084000',
      quantity: 350,
      rate: 118.4,
    },
  ],
};

/**
 * Kaveri Pumps' statement from 21/04/2026 to 31/05/2026: ₹680.00 owed before it; INV/2026-27/0002
 * of 25/04/2026 bills ₹2,36,000.00 (680.00 + 2,36,000.00 = ₹2,36,680.00 owed); ₹1,00,000.00 paid
 * against it on 02/05/2026 (₹1,36,680.00); credit note CN/2026-27/0001 of 20/05/2026 takes
 * ₹11,800.00 off it (₹1,24,880.00). Debits ₹2,36,000.00, credits 1,00,000.00 + 11,800.00 =
 * ₹1,11,800.00; closing 680.00 + 2,36,000.00 − 1,11,800.00 = ₹1,24,880.00 due.
 */
export const PRINT_STATEMENT: Statement = {
  customerId: '16c2f6c7-4567-46f9-9d71-3769f1135022',
  partyCode: 'KVP01',
  customerName: 'Kaveri Pumps',
  customerAddress: 'Plot 9, MIDC Satara\nSatara 415004',
  customerGstin: '27AABCK1234M1Z5',
  customerState: 'Maharashtra',
  from: '2026-04-21',
  to: '2026-05-31',
  openingBalance: 680,
  entries: [
    {
      date: '2026-04-25',
      kind: 'invoice',
      reference: 'INV/2026-27/0002',
      detail: 'Due 25/05/2026',
      debit: 236000,
      credit: 0,
      balance: 236680,
      invoiceId: '27d307d8-5678-470a-8e82-487a02246023',
      noteId: null,
    },
    {
      date: '2026-05-02',
      kind: 'payment',
      reference: 'INV/2026-27/0002',
      detail: 'Bank transfer (NEFT/RTGS) · UTR 8812',
      debit: 0,
      credit: 100000,
      balance: 136680,
      invoiceId: '27d307d8-5678-470a-8e82-487a02246023',
      noteId: null,
    },
    {
      date: '2026-05-20',
      kind: 'credit-note',
      reference: 'CN/2026-27/0001',
      detail: 'Against INV/2026-27/0002',
      debit: 0,
      credit: 11800,
      balance: 124880,
      invoiceId: '27d307d8-5678-470a-8e82-487a02246023',
      noteId: '38e418e9-6789-481b-8f93-598b13357024',
    },
  ],
  totalDebit: 236000,
  totalCredit: 111800,
  closingBalance: 124880,
  company: PRINT_COMPANY,
};
