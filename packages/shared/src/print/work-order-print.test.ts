import { describe, expect, it } from 'vitest';
import { PRINT_WORK_ORDER as ORDER } from '../testing/print-documents.js';
import type { PrintGroup, PrintSection, PrintTable } from './print-model.js';
import { workOrderPrint } from './work-order-print.js';

const cellsOf = (table: PrintTable) => table.rows.map((row) => row.cells.map((c) => c.text));

describe('the print model of a work order', () => {
  it('prints the job card: the company, what to make, how many, by when and for whom', () => {
    const model = workOrderPrint(ORDER, null, 60);
    expect(model).toMatchObject({
      name: 'Work order',
      title: 'Work Order',
      subtitle: 'Job card for the shop floor',
      copies: [],
      mark: null,
      watermark: null,
      file: { title: 'WO/2026-27/0007', subject: 'Work order for Pinion shaft' },
      letterhead: { label: 'Company', name: 'Acme Precision Pvt Ltd' },
      parties: [],
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'WO No.: WO/2026-27/0007',
      'WO date: 04/05/2026',
      'Due by: 10/06/2026',
      'Product: Pinion shaft',
      'Drawing No.: DRG-101',
      'Material: EN8 Ø25',
      'For: Tata Motors — SO/2026-27/0012, line 1',
    ]);
  });

  it('prints how far it has come and each operation with its hours for the quantity and the transfer before it', () => {
    const [progress, operations] = workOrderPrint(ORDER, null, 60).body as [PrintSection, PrintTable];
    // 10,000 ordered less 1,800 good = 8,200 to make.
    expect(progress).toEqual({
      kind: 'section',
      key: 'progress',
      label: 'Progress',
      lines: ['8,200 to make'],
      fields: [
        { label: 'Quantity', value: '10,000' },
        { label: 'Good', value: '1,800' },
        { label: 'Rejected', value: '20' },
      ],
    });
    expect(operations.columns.map((c) => c.header)).toEqual([
      '#',
      'Operation',
      'Machine',
      'Cycle time (s)',
      'Pieces / hour',
      'Hours for 10,000',
      'Good',
      'Rejected',
      'Transfer before',
    ]);
    expect(cellsOf(operations)).toEqual([
      ['1', 'Rough 1st side', 'Rough', '12.5', '288', '34.73', '1,820', '0', '—'],
      ['2', 'Single setup', 'Single setup', '45.0', '80', '125.00', '1,800', '20', '30 min'],
    ]);
    // An operation without its own transfer time waits the plant's, or says so while that is not known.
    const own = { ...ORDER, operations: ORDER.operations.map((o) => ({ ...o, transferMinutes: null })) };
    const plant = (minutes: number | null) =>
      cellsOf(workOrderPrint(own, null, minutes).body[1] as PrintTable)[1]?.at(-1);
    expect(plant(60)).toBe('60 min (plant)');
    expect(plant(null)).toBe('Plant default');
  });

  it('prints the bar reserved heat by heat against the need, and the shortfall to act on', () => {
    const [, , bar, remarks] = workOrderPrint(ORDER, null, 60).body as [unknown, unknown, PrintGroup, PrintSection];
    expect(bar.label).toBe('Bar reserved and issued');
    const [heats, needed, short] = bar.blocks as [PrintTable, unknown, unknown];
    expect(heats.label).toBe('Bar reserved and issued by heat');
    expect(cellsOf(heats)).toEqual([
      ['EN8 Ø25', 'H-2231', '180.000 kg', '45.500 kg'],
      ['EN8 Ø25', 'H-2307', '57.500 kg', '0.000 kg'],
    ]);
    // 0.025 kg × 10,000 = 250 kg needed; 180 + 57.5 = 237.5 reserved; 12.5 short.
    expect(needed).toEqual({
      kind: 'note',
      tone: 'plain',
      text: 'Needed 250.000 kg of EN8 Ø25; reserved 237.500 kg.',
    });
    expect(short).toEqual({
      kind: 'note',
      tone: 'warning',
      text: 'Short by 12.500 kg: buy or receive more bar, then issue it to this work order.',
    });
    expect(remarks).toEqual({ kind: 'section', label: 'Remarks', lines: ['Deburr both ends'] });
  });

  it('says a draft is not to be made yet and reserves nothing; a product without its weight says why', () => {
    const draft = workOrderPrint(
      {
        ...ORDER,
        status: 'draft',
        woNumber: null,
        salesOrder: null,
        materials: [],
        materialNeed: { ...ORDER.materialNeed, reservedKg: 0, shortKg: null },
      },
      null,
      60,
    );
    expect(draft).toMatchObject({
      mark: { text: 'DRAFT — not to be made until released', tone: 'draft' },
      watermark: 'DRAFT',
      file: { title: 'Draft work order' },
    });
    expect(draft.particulars.fields.map((f) => f.value)).toContain('Draft (numbered on release)');
    expect(draft.particulars.fields.at(-1)).toEqual({ key: 'for', label: 'For', value: 'Stock' });
    expect((draft.body[2] as PrintGroup).blocks).toEqual([
      { kind: 'note', tone: 'plain', text: 'Needs 250.000 kg of EN8 Ø25; reserved from stock when released.' },
    ]);

    const unweighed = workOrderPrint(
      {
        ...ORDER,
        materials: [],
        materialNeed: {
          ...ORDER.materialNeed,
          neededKg: null,
          shortKg: null,
          note: 'The product has no raw material weight, so no bar is reserved for it',
        },
      },
      null,
      60,
    );
    expect((unweighed.body[2] as PrintGroup).blocks).toEqual([
      {
        kind: 'note',
        tone: 'warning',
        text: 'The product has no raw material weight, so no bar is reserved for it. Add it to the product to reserve bar.',
      },
    ]);
    const closed = workOrderPrint(
      { ...ORDER, status: 'closed_short', statusReason: 'Customer cut the order' },
      null,
      60,
    );
    expect(closed.mark).toEqual({ text: 'CLOSED SHORT — Customer cut the order', tone: 'void' });
    // Closed short, the shortfall is no longer to act on.
    expect((closed.body[2] as PrintGroup).blocks).toHaveLength(2);
  });
});
