import { describe, expect, it } from 'vitest';
import { PRINT_DISPATCH_CHALLAN as CHALLAN, PRINT_COMPANY } from '../testing/print-documents.js';
import { dispatchChallanPrint } from './dispatch-challan-print.js';
import type { PrintTable } from './print-model.js';

describe('the print model of a delivery challan', () => {
  it('prints the consigner, the challan with its order and PO, and the consignee, in three copies', () => {
    const model = dispatchChallanPrint(CHALLAN, PRINT_COMPANY, null);
    expect(model).toMatchObject({
      name: 'Delivery challan',
      title: 'Delivery Challan',
      copies: ['Original for consignee', 'Duplicate for transporter', 'Triplicate for consigner'],
      mark: null,
      file: { title: 'DC/2026-27/0007', subject: 'Delivery challan to Bosch Ltd', author: 'Acme Precision Pvt Ltd' },
      letterhead: { label: 'Consigner', name: 'Acme Precision Pvt Ltd' },
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Challan No.: DC/2026-27/0007',
      'Challan date: 27/11/2026',
      'Sales order: SO/2026-27/0042',
      'Customer PO: 4500123456 dated 02/11/2026',
      'Vehicle / Transporter: MH15EF9012',
      'Purpose: Supply against the order; tax invoice to follow',
    ]);
    expect(model.parties).toEqual([
      {
        label: 'Consignee (ship to)',
        name: 'Bosch Ltd',
        address: 'Plot 76, MIDC Satpur\nNashik 422007',
        fields: [
          { label: 'GSTIN', value: '27AAACB1234C1ZK' },
          { label: 'State', value: 'Maharashtra (Code 27)' },
          { label: 'Party code', value: 'BOSCH-PN' },
        ],
      },
    ]);
  });

  it('prints each line with its drawing, HSN, pieces, rate and value, and the totals', () => {
    const [table, note] = dispatchChallanPrint(CHALLAN, PRINT_COMPANY, null).body as [PrintTable, unknown];
    expect(table.rows.map((row) => row.cells.map((c) => (c.detail ? `${c.text} / ${c.detail}` : c.text)))).toEqual([
      ['1', 'Plunger sleeve / Drg. No. DRG-118', '84139190', '2,000', '42.75', '85,500.00'],
      ['2', 'Pinion shaft / Drg. No. DRG-101', '87084000', '350', '118.40', '41,440.00'],
    ]);
    // 2,000 + 350 = 2,350 pieces; 85,500.00 + 41,440.00 = 1,26,940.00.
    expect(table.foot[0]?.cells.map((c) => c.text)).toEqual(['Total', '2,350', '', '1,26,940.00']);
    expect(note).toEqual({ kind: 'section', label: 'Note', lines: ['Two boxes, strapped'] });
  });

  it('is signed by the receiver and for the company; a challan without a number, vehicle or note leaves them out', () => {
    const bare = dispatchChallanPrint(
      { ...CHALLAN, challanNumber: null, vehicleReference: null, notes: null, customerPoNumber: null },
      PRINT_COMPANY,
      null,
    );
    expect(bare.foot.signatures).toEqual([
      { over: 'Received the goods above in good condition', under: "Receiver's signature and seal" },
      { over: 'For Acme Precision Pvt Ltd', under: 'Authorised Signatory' },
    ]);
    expect(bare.foot.note).toBe('This is a computer-generated delivery challan.');
    expect(bare.file.title).toBe('Delivery challan');
    expect(bare.particulars.fields.map((f) => f.label)).toEqual([
      'Challan No.',
      'Challan date',
      'Sales order',
      'Purpose',
    ]);
    expect(bare.particulars.fields[0]?.value).toBe('—');
    expect(bare.body).toHaveLength(1);
  });
});
