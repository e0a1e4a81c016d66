import { describe, expect, it } from 'vitest';
import type { Inspection } from '../schemas/inspection.js';
import { PRINT_INSPECTION as REPORT } from '../testing/print-documents.js';
import { inspectionPrint } from './inspection-print.js';
import type { PrintTable } from './print-model.js';

const cellsOf = (table: PrintTable) => table.rows.map((row) => row.cells.map((c) => c.text));

/** The same pieces' first piece: the work order's, one piece measured. */
const firstPiece = (overrides: Partial<Inspection> = {}): Inspection => ({
  ...REPORT,
  kind: 'first_piece',
  sampleSize: 1,
  lotQuantity: 10000,
  workOrderId: REPORT.workOrders[0]?.id ?? null,
  workOrderNumber: 'WO/2026-27/0004',
  dispatchId: null,
  challanNumber: null,
  dispatchDate: null,
  salesOrderId: null,
  orderNumber: null,
  customerName: null,
  customerPoNumber: null,
  invoices: [],
  ...overrides,
});

describe('the print model of an inspection report', () => {
  it('prints a PDI with the dispatch, its invoice, order and customer, the product and the sample', () => {
    const model = inspectionPrint(REPORT, null);
    expect(model).toMatchObject({
      name: 'Pre-Dispatch Inspection Report',
      title: 'Pre-Dispatch Inspection Report',
      subtitle: 'Goods sent under challan DC/2026-27/0007',
      copies: [],
      mark: null,
      file: { title: 'PDI DC/2026-27/0007', subject: 'pre-dispatch inspection report of DRG-118' },
      letterhead: { label: 'Supplier', name: 'Acme Precision Pvt Ltd' },
      parties: [],
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Challan No.: DC/2026-27/0007',
      'Dispatch date: 27/11/2026',
      'Invoice No.: INV/2026-27/0112 dated 27/11/2026',
      'Customer: Bosch Ltd',
      'Sales order: SO/2026-27/0042',
      'Customer PO: 4500123456',
      'Inspected on: 27/11/2026',
      'Product: DRG-118 — Plunger sleeve',
      'Party code: BOSCH-PN',
      'Quantity dispatched: 2,000 nos',
      'Sample size: 3 pieces',
    ]);
    expect(model.particulars.fields.find((f) => f.label === 'Sales order')?.key).toBe('salesOrder');
  });

  it('traces the pieces to their work orders and heats, and prints every measured value with the verdict', () => {
    const [trace, readings, verdict] = inspectionPrint(REPORT, null).body as [unknown, PrintTable, unknown];
    expect(trace).toEqual({
      kind: 'section',
      key: 'workOrders',
      label: 'Made in (work order — heat of the bar)',
      lines: ['WO/2026-27/0004 — Heat No. H2291, H2307'],
    });
    expect(readings.columns.map((c) => c.header)).toEqual([
      '#',
      'Characteristic',
      'Nominal',
      'Tolerance',
      'Unit',
      'Measured (pieces 1–3)',
      'Min',
      'Max',
      'Result',
    ]);
    // 24.96 ≤ 24.97, 24.96, 24.98 ≤ 24.98 + 0.00: within; burrs judged by eye.
    expect(cellsOf(readings)).toEqual([
      ['1', 'Final OD', '24.98', '0.00\n-0.02', 'mm', '24.97   24.96   24.98', '24.96', '24.98', 'Pass'],
      ['2', 'Free of burrs', '', '', '', 'Visual', '', '', 'Pass'],
    ]);
    expect(verdict).toEqual({
      kind: 'note',
      tone: 'good',
      text: 'VERDICT: PASS — every characteristic within its tolerance',
    });
  });

  it('is signed for the company beside the inspector and the remarks', () => {
    expect(inspectionPrint(REPORT, null).foot).toEqual({
      sections: [
        { kind: 'section', label: 'Inspected by', lines: ['Suresh Patil', 'On 27/11/2026'] },
        { kind: 'section', label: 'Remarks', lines: ['Packed in VCI bags'] },
      ],
      signatures: [{ over: 'For Acme Precision Pvt Ltd', under: 'Authorised Signatory' }],
      note: 'This is a computer-generated inspection report.',
    });
  });

  it('prints a first piece against its work order, one piece measured, and names what failed in bold', () => {
    const failed = firstPiece({
      result: 'fail',
      inspectorName: null,
      readings: REPORT.readings.map((r) => ({
        ...r,
        result: 'fail' as const,
        ...(r.nominal === null ? {} : { measured: [25.01], min: 25.01, max: 25.01 }),
      })),
    });
    const model = inspectionPrint(failed, null);
    expect(model).toMatchObject({
      title: 'First-Piece Inspection Report',
      subtitle: 'The first piece against the drawing, before production',
      file: { title: 'First piece WO/2026-27/0004' },
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Work order: WO/2026-27/0004',
      'Inspected on: 27/11/2026',
      'Product: DRG-118 — Plunger sleeve',
      'Party code: BOSCH-PN',
      'Work order quantity: 10,000 nos',
      'Sample size: 1 piece',
    ]);
    const [, readings, verdict] = model.body as [unknown, PrintTable, unknown];
    expect(readings.columns.map((c) => c.header)).toEqual([
      '#',
      'Characteristic',
      'Nominal',
      'Tolerance',
      'Unit',
      'Measured',
      'Result',
    ]);
    expect(readings.rows.map((row) => row.strong)).toEqual([true, true]);
    expect(verdict).toEqual({ kind: 'note', tone: 'bad', text: 'VERDICT: FAIL — Final OD, Free of burrs are out' });
    expect(model.foot.sections[0]?.lines[0]).toBe('Not named');
    const one = inspectionPrint({ ...failed, readings: [failed.readings[0] as Inspection['readings'][number]] }, null);
    expect(one.body[2]).toMatchObject({ text: 'VERDICT: FAIL — Final OD is out' });
  });

  it('says so when no work order is recorded for the pieces, or the dispatch is not invoiced yet', () => {
    const model = inspectionPrint({ ...REPORT, workOrders: [], invoices: [] }, null);
    expect(model.body[0]).toMatchObject({ lines: ['No work order recorded for these pieces'] });
    expect(model.particulars.fields.find((f) => f.label === 'Invoice No.')?.value).toBe('Not invoiced yet');
  });
});

describe('the print model of an in-process inspection and of a lot PDI', () => {
  const withGauge = REPORT.readings.map((r, i) =>
    i === 0 ? { ...r, gaugeId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', gaugeCode: 'VC-012' } : r,
  );

  it('prints the operation, the machine and what called for it, and the gauge of each characteristic', () => {
    const model = inspectionPrint(
      firstPiece({
        kind: 'in_process',
        sampleSize: 3,
        operationId: 'op',
        operationLabel: '2. Single setup',
        machineId: 'm',
        machineNo: 'CNC-07',
        machineName: 'Doosan Lynx 220',
        trigger: 'tool_change',
        readings: withGauge,
      }),
      null,
    );
    expect(model).toMatchObject({
      title: 'In-Process Inspection Report',
      subtitle: 'The operation on its machine, during production',
      file: { title: 'In-process WO/2026-27/0004' },
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`).slice(0, 4)).toEqual([
      'Work order: WO/2026-27/0004',
      'Operation: 2. Single setup',
      'Machine: CNC-07 — Doosan Lynx 220',
      'Inspected at: Tool change',
    ]);
    const readings = model.body[1] as PrintTable;
    expect(readings.columns.map((c) => c.header)).toContain('Gauge');
    expect(cellsOf(readings).map((cells) => cells.at(-2))).toEqual(['VC-012', '']);
  });

  it("prints a lot's PDI with its work order and the lot's quantity, and no gauge column where none was named", () => {
    const model = inspectionPrint(firstPiece({ kind: 'pdi', sampleSize: 3, lotQuantity: 2000 }), null);
    expect(model).toMatchObject({
      title: 'Pre-Dispatch Inspection Report',
      subtitle: 'The lot of work order WO/2026-27/0004, before dispatch',
      file: { title: 'PDI lot WO/2026-27/0004' },
    });
    const fields = model.particulars.fields.map((f) => `${f.label}: ${f.value}`);
    expect(fields[0]).toBe('Work order: WO/2026-27/0004');
    expect(fields).toContain('Lot quantity: 2,000 nos');
    expect((model.body[1] as PrintTable).columns.map((c) => c.header)).not.toContain('Gauge');
  });
});
