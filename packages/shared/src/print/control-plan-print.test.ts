import { describe, expect, it } from 'vitest';
import type { ControlPlan } from '../schemas/control-plan.js';
import { PRINT_COMPANY } from '../testing/print-documents.js';
import { controlPlanPdfName, controlPlanPrint } from './control-plan-print.js';
import type { PrintTable } from './print-model.js';

/** Rev 3 of DRG-118's plan: a critical OD with its caliper, and a burr check by eye. */
const PLAN: ControlPlan = {
  id: '33333333-3333-4333-8333-333333333333',
  product: {
    id: '22222222-2222-4222-8222-222222222222',
    drawingNumber: 'DRG-118',
    productDescription: 'Plunger sleeve',
    partyCode: 'BOSCH-PN',
    customerName: 'Bosch Ltd',
  },
  revision: 3,
  revisedOn: '2026-11-20',
  remarks: 'From drawing rev C',
  characteristics: [
    {
      seq: 1,
      characteristic: 'Final OD',
      special: 'critical',
      nominal: 24.98,
      lowerTolerance: -0.02,
      upperTolerance: 0,
      unit: 'mm',
      method: 'At 3 places',
      gaugeType: 'Vernier caliper',
      gaugeId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      gaugeCode: 'VC-012',
      gaugeName: 'Vernier caliper 0–150 mm',
      sampleSize: 5,
      frequency: 'Every 2 hours',
      firstPiece: true,
      inProcess: true,
      pdi: true,
      reactionPlan: 'Stop, segregate, reset the offset',
    },
    {
      seq: 2,
      characteristic: 'Free of burrs',
      special: '',
      nominal: null,
      lowerTolerance: null,
      upperTolerance: null,
      unit: 'mm',
      method: 'Visual',
      gaugeType: '',
      gaugeId: null,
      gaugeCode: null,
      gaugeName: null,
      sampleSize: 1,
      frequency: 'Per setup',
      firstPiece: false,
      inProcess: true,
      pdi: false,
      reactionPlan: 'Deburr the lot',
    },
  ],
  company: PRINT_COMPANY,
  version: 4,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('the print model of a control plan', () => {
  it('heads the plan with the product, its customer and the revision, and names its PDF so', () => {
    const model = controlPlanPrint(PLAN, null);
    expect(model).toMatchObject({
      title: 'Control Plan',
      subtitle: 'Production',
      file: { title: 'Control plan DRG-118 Rev 3', subject: 'control plan of DRG-118' },
      letterhead: { label: 'Supplier' },
    });
    expect(model.particulars.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Part number: DRG-118',
      'Part name: Plunger sleeve',
      'Customer: Bosch Ltd',
      'Party code: BOSCH-PN',
      'Revision: Rev 3',
      'Revised on: 20/11/2026',
    ]);
    expect(controlPlanPdfName(PLAN)).toBe('Control-plan-DRG-118-Rev-3.pdf');
    expect(model.foot.sections.map((s) => s.label)).toEqual(['Special characteristics', 'Remarks']);
  });

  it("prints each characteristic in the AIAG columns: the band worked from the tolerances, the gauge's code under its kind", () => {
    const [table] = controlPlanPrint(PLAN, null).body as [PrintTable];
    expect(table.columns.map((c) => c.header)).toEqual([
      'No.',
      'Characteristic',
      'Class',
      'Specification / tolerance',
      'Method',
      'Gauge',
      'Sample size',
      'Frequency',
      'Stages',
      'Reaction plan',
    ]);
    // 24.98 + (−0.02) = 24.96 to 24.98 + 0 = 24.98.
    expect(table.rows.map((row) => row.cells)).toEqual([
      [
        { text: '1' },
        { text: 'Final OD' },
        { text: 'CC' },
        { text: '24.98 mm', detail: '0.00 / -0.02 (24.96 – 24.98)' },
        { text: 'At 3 places' },
        { text: 'Vernier caliper', detail: 'VC-012' },
        { text: '5 pcs' },
        { text: 'Every 2 hours' },
        { text: 'First piece, In-process, PDI' },
        { text: 'Stop, segregate, reset the offset' },
      ],
      [
        { text: '2' },
        { text: 'Free of burrs' },
        { text: '' },
        { text: 'Visual' },
        { text: 'Visual' },
        { text: '' },
        { text: '1 pc' },
        { text: 'Per setup' },
        { text: 'In-process' },
        { text: 'Deburr the lot' },
      ],
    ]);
    expect(table.rows.map((row) => row.strong)).toEqual([true, false]);
  });
});
