import { describe, expect, it } from 'vitest';
import { boxLabelsPrint } from '../print/box-label-print.js';
import { dispatchChallanPrint } from '../print/dispatch-challan-print.js';
import { boxPackInputSchema } from '../schemas/box.js';
import { dispatchInputSchema } from '../schemas/sales-order.js';
import { PRINT_COMPANY, PRINT_DISPATCH_CHALLAN } from '../testing/print-documents.js';
import { BOX_MESSAGES, boxQrText, cutBoxes, fillFromBoxes, parseBoxScan } from './box-label.js';

const BOX = {
  code: 'BX0000123',
  drawingNumber: 'DAC-FB-2231',
  description: 'Flange bush',
  quantity: 200,
  heatNumbers: 'H2291',
  woNumber: 'WO/2026-27/0012',
  packedOn: '2026-12-07',
  boxNo: 3,
  boxCount: 6,
};

describe('cutting pieces into boxes', () => {
  it('fills whole boxes, then one part box: 1,050 at 200 is five of 200 and one of 50, box n of 6', () => {
    expect(cutBoxes(1050, 200)).toEqual([
      { boxNo: 1, boxCount: 6, quantity: 200 },
      { boxNo: 2, boxCount: 6, quantity: 200 },
      { boxNo: 3, boxCount: 6, quantity: 200 },
      { boxNo: 4, boxCount: 6, quantity: 200 },
      { boxNo: 5, boxCount: 6, quantity: 200 },
      { boxNo: 6, boxCount: 6, quantity: 50 },
    ]);
  });

  it('makes no part box when the pieces fill the boxes exactly, and one box when fewer than a box', () => {
    expect(cutBoxes(600, 200).map((b) => b.quantity)).toEqual([200, 200, 200]);
    expect(cutBoxes(35, 200)).toEqual([{ boxNo: 1, boxCount: 1, quantity: 35 }]);
  });

  it('refuses pieces or boxes that are not whole and above 0', () => {
    expect(() => cutBoxes(0, 200)).toThrow(RangeError);
    expect(() => cutBoxes(10, 0)).toThrow(RangeError);
    expect(() => cutBoxes(10.5, 2)).toThrow(RangeError);
  });
});

describe('the QR text and reading a scan', () => {
  it('holds the label in one line, the code first', () => {
    expect(boxQrText(BOX)).toBe('BX0000123|DAC-FB-2231|Flange bush|200|H2291|WO/2026-27/0012|07/12/2026|3/6');
  });

  it('keeps a field that holds the separator or a line break to its own place', () => {
    expect(boxQrText({ ...BOX, description: 'Bush | flanged\nØ25', heatNumbers: '' })).toBe(
      'BX0000123|DAC-FB-2231|Bush / flanged Ø25|200||WO/2026-27/0012|07/12/2026|3/6',
    );
  });

  it('reads the whole QR text, or the bare code typed by hand in either case with spaces around it', () => {
    expect(parseBoxScan(boxQrText(BOX))).toEqual({ code: 'BX0000123' });
    expect(parseBoxScan('  bx0000123 ')).toEqual({ code: 'BX0000123' });
    expect(parseBoxScan('Bx0000123|anything')).toEqual({ code: 'BX0000123' });
  });

  it('refuses what names no box, and control characters', () => {
    expect(parseBoxScan('')).toEqual({ error: 'Scan a box or type its code' });
    expect(parseBoxScan('BX123')).toEqual({ error: 'BX123 is not a box code (BX and seven digits)' });
    expect(parseBoxScan('BX0000123\u0007')).toEqual({ error: 'Must not contain control characters' });
  });
});

describe('the refusals', () => {
  it('say the work order and what is left to pack', () => {
    expect(BOX_MESSAGES.packLeft('WO/2026-27/0012', 1050)).toBe(
      'Only 1,050 pieces of WO/2026-27/0012 are made and not yet packed',
    );
    expect(BOX_MESSAGES.packLeft('WO/2026-27/0012', 1)).toBe(
      'Only 1 piece of WO/2026-27/0012 is made and not yet packed',
    );
    expect(BOX_MESSAGES.packLeft('WO/2026-27/0012', 0)).toBe(
      'No pieces of WO/2026-27/0012 are made and not yet packed',
    );
  });

  it('say why a scanned box cannot go', () => {
    expect(BOX_MESSAGES.unknown('BX0000999')).toBe('No box BX0000999');
    expect(BOX_MESSAGES.otherPart('BX0000123', 'DAC-FB-2231')).toBe(
      'Box BX0000123 holds DAC-FB-2231, which this order does not have',
    );
    expect(BOX_MESSAGES.uninspected('BX0000123', 'WO/2026-27/0012')).toBe(
      'Box BX0000123 is from WO/2026-27/0012, whose lot has no passed inspection',
    );
    expect(BOX_MESSAGES.dispatched('BX0000123', 'DC/2026-27/0007', '2026-12-07')).toBe(
      'Box BX0000123 was dispatched on DC/2026-27/0007 on 07/12/2026',
    );
  });
});

describe('filling the lines from the boxes', () => {
  it("spreads a product's boxes over its lines in order, each up to what is left on it", () => {
    const lines = [
      { id: 'l1', productId: 'bush', left: 300 },
      { id: 'l2', productId: 'sleeve', left: 100 },
      { id: 'l3', productId: 'bush', left: 1000 },
    ];
    const filled = fillFromBoxes(lines, [
      { productId: 'bush', quantity: 200 },
      { productId: 'bush', quantity: 200 },
      { productId: 'bush', quantity: 50 },
    ]);
    expect([...filled]).toEqual([
      ['l1', 300],
      ['l3', 150],
    ]);
  });
});

describe('the pack input', () => {
  const today = new Date().toISOString().slice(0, 10);
  const base = { workOrderId: '0195d1b4-0000-7000-8000-000000000001', quantity: '1050', packedOn: '2026-04-01' };

  it('takes whole pieces above 0, the parts per box from 1 to 1,00,000 or blank for the product’s', () => {
    expect(boxPackInputSchema.parse({ ...base, perBox: '' })).toEqual({ ...base, quantity: 1050 });
    expect(boxPackInputSchema.parse({ ...base, perBox: 200 }).perBox).toBe(200);
    const refused = boxPackInputSchema.safeParse({ ...base, quantity: '0', perBox: '100001' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['quantity', 'Must be at least 1'],
      ['perBox', 'Must be a whole number from 1 to 1,00,000'],
    ]);
  });

  it('refuses a packing date in the future', () => {
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(boxPackInputSchema.safeParse({ ...base, packedOn: tomorrow }).error?.issues[0]?.message).toBe(
      'The packing date cannot be in the future',
    );
  });

  it('lets a dispatch name its boxes by QR text or code, read back to the code', () => {
    const parsed = dispatchInputSchema.parse({
      dispatchDate: '2026-04-01',
      lines: [{ orderLineId: '0195d1b4-0000-7000-8000-000000000001', quantity: 200 }],
      boxCodes: [boxQrText(BOX), ' bx0000124 '],
    });
    expect(parsed.boxCodes).toEqual(['BX0000123', 'BX0000124']);
  });
});

describe('the label print model', () => {
  it('prints each box with its fields, "Box n of N", its code and QR text, in box order', () => {
    const sheet = boxLabelsPrint([BOX, { ...BOX, code: 'BX0000121', boxNo: 1, quantity: 200 }], {
      maker: 'Acme Precision',
      format: 'thermal',
    });
    expect(sheet.file).toEqual({
      title: 'Box labels WO/2026-27/0012',
      subject: '2 boxes of DAC-FB-2231, packed 07/12/2026',
      author: 'Acme Precision',
    });
    expect(sheet.labels.map((l) => [l.code, l.boxOf])).toEqual([
      ['BX0000121', 'Box 1 of 6'],
      ['BX0000123', 'Box 3 of 6'],
    ]);
    expect(sheet.labels[1]).toEqual({
      code: 'BX0000123',
      qr: 'BX0000123|DAC-FB-2231|Flange bush|200|H2291|WO/2026-27/0012|07/12/2026|3/6',
      boxOf: 'Box 3 of 6',
      maker: 'Acme Precision',
      fields: [
        { key: 'drawingNumber', label: 'Part No.', value: 'DAC-FB-2231' },
        { key: 'description', label: 'Description', value: 'Flange bush' },
        { key: 'quantity', label: 'Quantity', value: '200 Nos' },
        { key: 'heatNumbers', label: 'Heat No.', value: 'H2291' },
        { key: 'woNumber', label: 'Work Order', value: 'WO/2026-27/0012' },
        { key: 'packedOn', label: 'Packed On', value: '07/12/2026' },
      ],
    });
  });
});

describe('the challan of a dispatch from scanned boxes', () => {
  it('lists the boxes, a line a part, after the goods and before the note', () => {
    const boxes = [
      { code: 'BX0000121', drawingNumber: 'DAC-FB-2231', quantity: 200 },
      { code: 'BX0000122', drawingNumber: 'DAC-FB-2231', quantity: 50 },
      { code: 'BX0000130', drawingNumber: 'DAC-PN-0450', quantity: 1000 },
    ];
    const body = dispatchChallanPrint({ ...PRINT_DISPATCH_CHALLAN, boxes }, PRINT_COMPANY, null).body;
    expect(body.map((block) => block.kind)).toEqual(['table', 'section', 'section']);
    expect(body[1]).toEqual({
      kind: 'section',
      key: 'boxes',
      label: 'Boxes (3)',
      lines: ['DAC-FB-2231 — 2 boxes: BX0000121 (200), BX0000122 (50)', 'DAC-PN-0450 — 1 box: BX0000130 (1,000)'],
    });
    expect(dispatchChallanPrint(PRINT_DISPATCH_CHALLAN, PRINT_COMPANY, null).body.map((b) => b.kind)).toEqual([
      'table',
      'section',
    ]);
  });
});
