import { describe, expect, it } from 'vitest';
import { controlPlanInputSchema, stageCharacteristics, stagesText } from './control-plan.js';
import { messagesOf } from './input-arbitraries.js';

const GAUGE = '8f14e45f-ceea-467f-a0e6-7b5c1a9a2d11';
/** Final OD 24.98 −0.02/+0, critical, 5 pieces every 2 hours at every stage. */
const od = {
  characteristic: ' Final OD ',
  special: 'critical',
  nominal: '24.98',
  lowerTolerance: '-0.02',
  upperTolerance: '0',
  unit: '',
  method: 'At 3 places',
  gaugeType: 'Vernier caliper',
  gaugeId: GAUGE,
  sampleSize: '5',
  frequency: 'Every 2 hours',
  firstPiece: true,
  inProcess: true,
  pdi: true,
  reactionPlan: 'Stop, segregate, reset',
};

describe('a control plan as entered', () => {
  it('reads the figures and the sample as numbers, in mm unless told, and leaves what is not given blank', () => {
    const plan = controlPlanInputSchema.parse({
      characteristics: [od, { characteristic: 'Free of burrs', sampleSize: 1, inProcess: true }],
      remarks: ' ',
    });
    expect(plan).toEqual({
      remarks: null,
      characteristics: [
        {
          characteristic: 'Final OD',
          special: 'critical',
          nominal: 24.98,
          lowerTolerance: -0.02,
          upperTolerance: 0,
          unit: 'mm',
          method: 'At 3 places',
          gaugeType: 'Vernier caliper',
          gaugeId: GAUGE,
          sampleSize: 5,
          frequency: 'Every 2 hours',
          firstPiece: true,
          inProcess: true,
          pdi: true,
          reactionPlan: 'Stop, segregate, reset',
        },
        {
          characteristic: 'Free of burrs',
          special: '',
          nominal: null,
          lowerTolerance: null,
          upperTolerance: null,
          unit: 'mm',
          method: '',
          gaugeType: '',
          sampleSize: 1,
          frequency: '',
          firstPiece: false,
          inProcess: true,
          pdi: false,
          reactionPlan: '',
        },
      ],
    });
  });

  it("keeps the inspection's rules for the figures: the lower tolerance 0 or below, the upper 0 or above", () => {
    expect(
      messagesOf(controlPlanInputSchema, {
        characteristics: [{ ...od, lowerTolerance: '0.01', upperTolerance: '-0.01' }],
      }),
    ).toEqual({
      'characteristics.0.lowerTolerance': 'The lower tolerance must be 0 or below (-0.02)',
      'characteristics.0.upperTolerance': 'The upper tolerance must be 0 or above (+0.02)',
    });
    expect(messagesOf(controlPlanInputSchema, { characteristics: [{ ...od, upperTolerance: '' }] })).toEqual({
      'characteristics.0.upperTolerance': 'Enter the upper tolerance (0 for none)',
    });
  });

  it('needs a stage, a sample of 1 to 1,000, a known class, each name once and 1 to 50 characteristics', () => {
    expect(
      messagesOf(controlPlanInputSchema, {
        characteristics: [{ ...od, firstPiece: false, inProcess: false, pdi: false }],
      }),
    ).toEqual({ 'characteristics.0.firstPiece': 'Tick at least one stage that measures it' });
    for (const sampleSize of ['0', '1001', '2.5']) {
      expect(messagesOf(controlPlanInputSchema, { characteristics: [{ ...od, sampleSize }] })).toEqual({
        'characteristics.0.sampleSize': 'Sample size must be a whole number from 1 to 1000',
      });
    }
    expect(messagesOf(controlPlanInputSchema, { characteristics: [{ ...od, sampleSize: '' }] })).toEqual({
      'characteristics.0.sampleSize': 'Enter the sample size',
    });
    expect(messagesOf(controlPlanInputSchema, { characteristics: [{ ...od, special: 'major' }] })).toEqual({
      'characteristics.0.special': 'Choose critical, significant or none',
    });
    expect(
      messagesOf(controlPlanInputSchema, { characteristics: [od, { ...od, characteristic: 'FINAL od' }] }),
    ).toEqual({ 'characteristics.1.characteristic': 'This characteristic is listed twice' });
    expect(messagesOf(controlPlanInputSchema, { characteristics: [] })).toEqual({
      characteristics: 'Add at least one characteristic',
    });
    const many = Array.from({ length: 51 }, (_, i) => ({ ...od, characteristic: `C${i}` }));
    expect(messagesOf(controlPlanInputSchema, { characteristics: many })).toEqual({
      characteristics: 'At most 50 characteristics',
    });
  });
});

describe("a plan's stages", () => {
  const plan = [
    { characteristic: 'OD', firstPiece: true, inProcess: true, pdi: true },
    { characteristic: 'Length', firstPiece: true, inProcess: false, pdi: true },
    { characteristic: 'Burrs', firstPiece: false, inProcess: true, pdi: false },
  ];
  it('gives each inspection the characteristics it measures, in order, and prints the stages', () => {
    expect(stageCharacteristics(plan, 'firstPiece').map((c) => c.characteristic)).toEqual(['OD', 'Length']);
    expect(stageCharacteristics(plan, 'inProcess').map((c) => c.characteristic)).toEqual(['OD', 'Burrs']);
    expect(stageCharacteristics(plan, 'pdi').map((c) => c.characteristic)).toEqual(['OD', 'Length']);
    expect(plan.map(stagesText)).toEqual(['First piece, In-process, PDI', 'First piece, PDI', 'In-process']);
  });
});
