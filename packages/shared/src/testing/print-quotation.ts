import { lineCostSheet, type Quotation, type QuotationLine } from '../schemas/quotation.js';
import { PRINT_COMPANY } from './print-documents.js';

/*
 * QT/2026-27/0004 Rev 1 to Bharat Auto Components, Chennai: the flange bush costed by hand in
 * plant/piece-cost.test.ts (₹35.05 a piece at 1,000, ₹34.53 at 5,000), offered at ₹35.50 and
 * ₹34.75; and a sleeve at one quantity.
 */
const bushCost = {
  barKgPerPiece: 0.185,
  barRate: 78.5,
  barRateSource: 'grn' as const,
  operations: [
    {
      label: 'Rough 1st side',
      machineId: null,
      machineNo: 'CNC-1',
      cycleTimeSec: 42.5,
      efficiencyPercent: 85,
      setupMinutes: 45,
      hourRate: 450,
    },
    {
      label: 'Rough 2nd side',
      machineId: null,
      machineNo: 'CNC-3',
      cycleTimeSec: 18.3,
      efficiencyPercent: 100,
      setupMinutes: 30,
      hourRate: 380,
    },
  ],
  outside: [
    { process: 'Zinc plating', ratePerPiece: 1.1 },
    { process: 'Hardening', ratePerPiece: 3.3 },
  ],
  packingPerPiece: 0.35,
  rejectionPercent: 2,
  overheadPercent: 12,
  marginPercent: 10,
};

const sleeveCost = {
  ...bushCost,
  barKgPerPiece: 0.062,
  operations: [{ ...(bushCost.operations[0] as QuotationLine['operations'][number]), cycleTimeSec: 21 }],
  outside: [],
};

export const PRINT_QUOTATION: Quotation = {
  id: '6f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  quotationNumber: 'QT/2026-27/0004',
  revision: 1,
  status: 'sent',
  customerId: '2d7a0c74-56e3-4f90-9c65-4b3e8f0abc03',
  customerName: 'Bharat Auto Components',
  customerPartyCode: 'BAC01',
  enquiryReference: 'RFQ/BAC/2611',
  enquiryDate: '2026-11-20',
  quotationDate: '2026-11-24',
  validUntil: '2026-12-24',
  expired: false,
  paymentTerms: '45 days from invoice',
  deliveryTerms: '4 weeks from purchase order',
  remarks: null,
  lineCount: 2,
  statusReason: null,
  sentAt: '2026-11-24T06:00:00.000Z',
  wonAt: null,
  lostAt: null,
  convertedAt: null,
  version: 2,
  createdAt: '2026-11-24T05:00:00.000Z',
  updatedAt: '2026-11-24T06:00:00.000Z',
  customerAddress: 'SIPCOT Industrial Park, Irungattukottai\nChennai 602117',
  customerGstin: '33AABCB1234C1Z5',
  customerState: 'Tamil Nadu',
  seller: PRINT_COMPANY,
  lines: [
    {
      id: '7a1d2e3f-4c5b-4d6e-9f70-8b9c0d1e2f30',
      lineNumber: 1,
      productId: '8b2e3f40-5d6c-4e7f-a081-9c0d1e2f3041',
      drawingNumber: 'FB-2231',
      description: 'Flange bush, zinc plated',
      hsnCode: '84839000',
      gstRate: 18,
      ...bushCost,
      breaks: [
        { quantity: 1000, price: 35.5, sheet: lineCostSheet(bushCost, 1000) },
        { quantity: 5000, price: 34.75, sheet: lineCostSheet(bushCost, 5000) },
      ],
    },
    {
      id: '9c3f4051-6e7d-4f80-b192-0d1e2f304152',
      lineNumber: 2,
      productId: 'ad405162-7f8e-4091-b2a3-1e2f30415263',
      drawingNumber: 'SL-0907',
      description: 'Sleeve',
      hsnCode: '84839000',
      gstRate: 18,
      ...sleeveCost,
      breaks: [{ quantity: 2000, price: 12.4, sheet: lineCostSheet(sleeveCost, 2000) }],
    },
  ],
  revisions: [
    { id: '5e0b1c2d-3a49-4b5c-8d6e-6f7a8b9c0d1e', revision: 0, status: 'revised', quotationDate: '2026-11-21' },
    { id: '6f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f', revision: 1, status: 'sent', quotationDate: '2026-11-24' },
  ],
  salesOrder: null,
  blanketOrder: null,
};
