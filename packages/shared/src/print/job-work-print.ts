import { JOB_WORK_GOODS_LABELS } from '../compliance/job-work-time-limit.js';
import { stateCodeOf, stateOfGstin } from '../indian-states.js';
import { goodsQuantityText, type JobWorkChallan, jobWorkDeclaration } from '../schemas/job-work.js';
import { CHALLAN_COPIES, challanFoot } from './challan-print.js';
import { field, fields, present, printAmount, printDate, printPercent, stateWithCode } from './print-format.js';
import { letterheadOf } from './print-letterhead.js';
import type { PrintMark, PrintModel, PrintTable } from './print-model.js';
import { gstParty } from './print-party.js';

/*
 * The job-work delivery challan (CGST rule 55(1)(c)) as printed: the company as consigner and the
 * job worker as consignee with their GSTINs, the challan's number and date, the purpose, each
 * line's description, HSN, quantity, unit, rate of tax and taxable value (capital goods and tools
 * named under the line), the place of supply when the job worker is in another state (rule
 * 55(1)(e)), the declaration that the goods go for job work without tax, and the receiver's and
 * the company's signatures. A sent
 * challan prints in its three copies (rule 55(2)); a draft or a cancelled one once, saying so.
 */

function markOf(challan: JobWorkChallan): PrintMark | null {
  if (challan.status === 'draft') return { text: 'DRAFT — not a delivery challan until sent', tone: 'draft' };
  if (challan.status === 'cancelled') {
    return { text: `CANCELLED${challan.statusReason ? ` — ${challan.statusReason}` : ''}`, tone: 'void' };
  }
  return null;
}

/** The description, with the heat and (for anything but inputs) the type of goods under it. */
function lineDescription(line: JobWorkChallan['lines'][number]) {
  const detail = [
    line.heatNumber ? `Heat No. ${line.heatNumber}` : null,
    line.goodsType === 'inputs' ? null : JOB_WORK_GOODS_LABELS[line.goodsType],
  ].filter((part) => part !== null);
  return detail.length ? { text: line.description, detail: detail.join(' · ') } : { text: line.description };
}

/**
 * Rule 55(1)(e): the place of supply, for an inter-State movement: the job worker's state, when
 * both it and the company's are known and they differ.
 */
export function jobWorkPlaceOfSupply(challan: Pick<JobWorkChallan, 'jobWorkerState' | 'jobWorkerGstin' | 'company'>) {
  const to = challan.jobWorkerState ?? stateOfGstin(challan.jobWorkerGstin);
  const from = challan.company.state;
  if (!to || !from || to.trim().toLowerCase() === from.trim().toLowerCase()) return null;
  return stateWithCode(to, stateCodeOf(to) ?? null);
}

function linesTable(challan: JobWorkChallan): PrintTable {
  return {
    kind: 'table',
    label: 'Goods sent',
    title: null,
    columns: [
      { key: 'lineNumber', header: '#', width: 18, kind: 'count', align: 'right' },
      { key: 'description', header: 'Description of goods', width: 0, flex: true, kind: 'text', align: 'left' },
      { key: 'hsnCode', header: 'HSN', width: 52, kind: 'text', align: 'left' },
      { key: 'quantity', header: 'Quantity', width: 60, kind: 'quantity', align: 'right' },
      { key: 'unit', header: 'Unit', width: 34, kind: 'text', align: 'left' },
      { key: 'gstRate', header: 'GST rate', width: 44, kind: 'percent', align: 'right' },
      { key: 'value', header: 'Taxable value (₹)', width: 82, kind: 'money', align: 'right' },
    ],
    rows: challan.lines.map((line) => ({
      key: line.id,
      label: `Line ${line.lineNumber}`,
      cells: [
        { text: String(line.lineNumber) },
        lineDescription(line),
        { text: line.hsnCode ?? '' },
        { text: goodsQuantityText(line.quantity) },
        { text: line.unit },
        { text: printPercent(line.gstRate) },
        { text: printAmount(line.value) },
      ],
    })),
    foot: [
      {
        key: 'total',
        strong: true,
        cells: [{ text: 'Total taxable value', span: 6 }, { text: printAmount(challan.totalValue) }],
      },
    ],
  };
}

/** The challan as printed, with the company (its letterhead and `logo`) as the consigner. */
export function jobWorkPrint(challan: JobWorkChallan, logo: string | null): PrintModel {
  const mark = markOf(challan);
  return {
    name: 'Job work challan',
    title: 'Delivery Challan for Job Work',
    file: {
      title: challan.challanNumber ?? 'Draft job-work challan',
      subject: `Job-work challan to ${challan.jobWorkerName}`,
      author: challan.company.name ?? '',
    },
    copies: mark ? [] : [...CHALLAN_COPIES],
    mark,
    watermark: challan.status === 'draft' ? 'DRAFT' : null,
    letterhead: letterheadOf('Consigner (principal)', challan.company, logo),
    particulars: {
      label: 'Delivery challan',
      fields: fields(
        field('Challan No.', challan.challanNumber ?? 'Draft (numbered when sent)'),
        field('Challan date', printDate(challan.challanDate)),
        field('Purpose', `${challan.process} (job work)`),
        field('Place of supply', jobWorkPlaceOfSupply(challan)),
        field('Expected back by', challan.expectedReturnDate && printDate(challan.expectedReturnDate)),
        field('Vehicle No.', challan.vehicleNumber),
      ),
    },
    band: null,
    parties: [
      gstParty('Consignee (job worker)', {
        name: challan.jobWorkerName,
        address: challan.jobWorkerAddress,
        gstin: challan.jobWorkerGstin,
        state: challan.jobWorkerState,
      }),
    ],
    body: [
      linesTable(challan),
      {
        kind: 'section',
        label: 'Declaration',
        lines: [jobWorkDeclaration(challan.lines.map((line) => line.goodsType))],
      },
      ...(challan.remarks ? [{ kind: 'section' as const, label: 'Remarks', lines: present(challan.remarks) }] : []),
    ],
    foot: challanFoot(challan.company, 'Received the goods above for job work', "Job worker's signature and seal"),
  };
}
