import { fileNameOf } from '../file-name.js';
import {
  type ControlPlan,
  type ControlPlanCharacteristic,
  SPECIAL_CLASS_MARKS,
  samplePiecesText,
  stagesText,
} from '../schemas/control-plan.js';
import { bandText, measureText, toleranceText } from '../schemas/inspection.js';
import { field, fields, printDate } from './print-format.js';
import { letterheadOf, signingFor } from './print-letterhead.js';
import type { PrintCell, PrintModel, PrintTable } from './print-model.js';

/*
 * A product's control plan as printed, in the columns of the AIAG control plan (production): the
 * characteristic's number, name and special class (CC, SC), its specification and tolerance, the
 * evaluation and measurement method, the gauge, the sample's size and frequency, the stages that
 * measure it in this plant (first piece, in-process, pre-dispatch) and the reaction plan. The
 * company heads it as the supplier; the product, its customer and the revision are its particulars.
 */

/** "Rev 3": the plan's revision as it is quoted. */
export const controlPlanRevisionText = (revision: number) => `Rev ${revision}`;

/** "Control-plan-DRG-118-Rev-3.pdf". */
export const controlPlanPdfName = (plan: Pick<ControlPlan, 'product' | 'revision'>) =>
  fileNameOf(`Control-plan-${plan.product.drawingNumber}-${controlPlanRevisionText(plan.revision)}`, 'pdf');

/**
 * The specification: "24.98 mm" over "+0.00 / -0.02 (24.96 – 24.98)"; a characteristic judged by
 * eye has no figures: "Visual".
 */
export function specificationCell(c: ControlPlanCharacteristic): PrintCell {
  if (c.nominal === null) return { text: 'Visual' };
  return {
    text: `${measureText(c.nominal)} ${c.unit}`,
    detail: `${toleranceText(c.upperTolerance)} / ${toleranceText(c.lowerTolerance)} (${bandText(c)})`,
  };
}

/** The gauge: its kind, with the very gauge's code under it when the plan names one. */
const gaugeCell = (c: ControlPlanCharacteristic): PrintCell =>
  c.gaugeCode ? { text: c.gaugeType || (c.gaugeName ?? ''), detail: c.gaugeCode } : { text: c.gaugeType };

function characteristicsTable(plan: ControlPlan): PrintTable {
  return {
    kind: 'table',
    label: 'Control plan characteristics',
    title: null,
    columns: [
      { key: 'seq', header: 'No.', width: 18, kind: 'count', align: 'right' },
      { key: 'characteristic', header: 'Characteristic', width: 66, kind: 'text', align: 'left' },
      { key: 'class', header: 'Class', width: 28, kind: 'text', align: 'center' },
      { key: 'specification', header: 'Specification / tolerance', width: 66, kind: 'text', align: 'left' },
      { key: 'method', header: 'Method', width: 52, kind: 'text', align: 'left' },
      { key: 'gauge', header: 'Gauge', width: 52, kind: 'text', align: 'left' },
      { key: 'sampleSize', header: 'Sample size', width: 34, kind: 'text', align: 'right' },
      { key: 'frequency', header: 'Frequency', width: 48, kind: 'text', align: 'left' },
      { key: 'stages', header: 'Stages', width: 50, kind: 'text', align: 'left' },
      { key: 'reactionPlan', header: 'Reaction plan', width: 0, flex: true, kind: 'text', align: 'left' },
    ],
    rows: plan.characteristics.map((c) => ({
      key: String(c.seq),
      label: `Characteristic ${c.seq}`,
      strong: c.special === 'critical',
      cells: [
        { text: String(c.seq) },
        { text: c.characteristic },
        { text: SPECIAL_CLASS_MARKS[c.special] },
        specificationCell(c),
        { text: c.method },
        gaugeCell(c),
        { text: samplePiecesText(c.sampleSize) },
        { text: c.frequency },
        { text: stagesText(c) },
        { text: c.reactionPlan },
      ],
    })),
    foot: [],
  };
}

/** The plan as printed, with the company (its letterhead and `logo`) as the supplier. */
export function controlPlanPrint(plan: ControlPlan, logo: string | null): PrintModel {
  const { product } = plan;
  const revision = controlPlanRevisionText(plan.revision);
  return {
    name: 'Control plan',
    title: 'Control Plan',
    subtitle: 'Production',
    file: {
      title: `Control plan ${product.drawingNumber} ${revision}`,
      subject: `control plan of ${product.drawingNumber}`,
      author: plan.company.name ?? '',
    },
    copies: [],
    mark: null,
    watermark: null,
    letterhead: letterheadOf('Supplier', plan.company, logo),
    particulars: {
      label: 'Control plan',
      fields: fields(
        field('Part number', product.drawingNumber),
        field('Part name', product.productDescription),
        field('Customer', product.customerName ?? product.partyCode),
        field('Party code', product.partyCode),
        field('Revision', revision),
        field('Revised on', printDate(plan.revisedOn)),
      ),
    },
    band: null,
    parties: [],
    body: [characteristicsTable(plan)],
    foot: {
      sections: [
        {
          kind: 'section',
          label: 'Special characteristics',
          lines: ['CC: critical characteristic', 'SC: significant characteristic'],
        },
        ...(plan.remarks ? [{ kind: 'section' as const, label: 'Remarks', lines: [plan.remarks] }] : []),
      ],
      signatures: [{ over: signingFor(plan.company), under: 'Approved by' }],
      note: 'This is a computer-generated control plan.',
    },
  };
}
