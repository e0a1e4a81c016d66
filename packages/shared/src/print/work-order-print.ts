import { formatIndianNumber } from '../money/indian-format.js';
import { OPERATION_KIND_LABELS } from '../plant/operations.js';
import { shortByText, toMakeText, type WorkOrder, type WorkOrderOperation } from '../schemas/work-order.js';
import { rodSizeLabel } from '../stock/material.js';
import { field, fields, present, printDate } from './print-format.js';
import { letterheadOf } from './print-letterhead.js';
import type { PrintBlock, PrintMark, PrintModel, PrintNote, PrintTable } from './print-model.js';

/*
 * The work order as the shop floor gets it (a job card): what to make, how many and by when, for
 * whom; how far it has come; each operation in the order it runs with its cycle time, pieces an
 * hour, machine hours for the quantity and the transfer time before it; the bar reserved heat by
 * heat against what the quantity needs, and what is short; the remarks.
 */

/** Whole pieces and minutes: 10,000. */
const count = (value: number) => formatIndianNumber(value, 0);
/** Kilograms to the gram, with the unit: 180.000 kg. */
const kg = (value: number) => `${formatIndianNumber(value, 3)} kg`;

function markOf(order: WorkOrder): PrintMark | null {
  if (order.status === 'draft') return { text: 'DRAFT — not to be made until released', tone: 'draft' };
  if (order.status === 'closed_short') {
    return { text: `CLOSED SHORT${order.statusReason ? ` — ${order.statusReason}` : ''}`, tone: 'void' };
  }
  return null;
}

/** "Tata Motors — SO/2026-27/0012, line 1", or "Stock". */
export function workOrderFor(order: Pick<WorkOrder, 'salesOrder'>): string {
  const sale = order.salesOrder;
  if (!sale) return 'Stock';
  return `${sale.customerName ?? 'Customer'} — ${sale.orderNumber ?? 'sales order'}${sale.lineNumber ? `, line ${sale.lineNumber}` : ''}`;
}

/** An operation's transfer time from the one before: its own, else the plant's; none before the first. */
function transferText(operation: WorkOrderOperation, plant: number | null) {
  if (operation.seq === 1) return '—';
  if (operation.transferMinutes !== null) return `${count(operation.transferMinutes)} min`;
  return plant === null ? 'Plant default' : `${count(plant)} min (plant)`;
}

function operationsTable(order: WorkOrder, plant: number | null): PrintTable {
  return {
    kind: 'table',
    label: 'Operations',
    title: null,
    columns: [
      { key: 'seq', header: '#', width: 18, kind: 'count', align: 'right' },
      { key: 'label', header: 'Operation', width: 0, flex: true, kind: 'text', align: 'left' },
      { key: 'machine', header: 'Machine', width: 64, kind: 'text', align: 'left' },
      { key: 'cycleTime', header: 'Cycle time (s)', width: 50, kind: 'quantity', align: 'right' },
      { key: 'piecesPerHour', header: 'Pieces / hour', width: 48, kind: 'count', align: 'right' },
      { key: 'hours', header: `Hours for ${count(order.quantity)}`, width: 56, kind: 'quantity', align: 'right' },
      { key: 'good', header: 'Good', width: 46, kind: 'count', align: 'right' },
      { key: 'rejected', header: 'Rejected', width: 46, kind: 'count', align: 'right' },
      { key: 'transfer', header: 'Transfer before', width: 62, kind: 'quantity', align: 'right' },
    ],
    rows: order.operations.map((operation) => ({
      key: operation.id,
      label: `Operation ${operation.seq}`,
      cells: [
        { text: String(operation.seq) },
        { text: operation.label },
        { text: OPERATION_KIND_LABELS[operation.kind] },
        { text: formatIndianNumber(operation.cycleTimeSec, 1) },
        { text: operation.piecesPerHour === null ? '—' : count(operation.piecesPerHour) },
        { text: formatIndianNumber(operation.hoursForQuantity, 2) },
        { text: count(operation.goodQuantity) },
        { text: count(operation.rejectedQuantity) },
        { text: transferText(operation, plant) },
      ],
    })),
    foot: [],
  };
}

function heatsTable(order: WorkOrder): PrintTable {
  return {
    kind: 'table',
    label: 'Bar reserved and issued by heat',
    title: null,
    columns: [
      { key: 'bar', header: 'Bar', width: 0, flex: true, kind: 'text', align: 'left' },
      { key: 'heatNumber', header: 'Heat No.', width: 110, kind: 'text', align: 'left' },
      { key: 'reserved', header: 'Reserved', width: 80, kind: 'quantity', align: 'right' },
      { key: 'issued', header: 'Issued', width: 80, kind: 'quantity', align: 'right' },
    ],
    rows: order.materials.map((material) => ({
      key: `${material.itemKey}|${material.heatNumber}`,
      cells: [
        { text: `${material.grade ?? ''} ${material.rodSize ?? ''}`.trim() || material.itemKey },
        { text: material.heatNumber || 'No heat number' },
        { text: kg(material.reservedQuantity) },
        { text: kg(material.issuedQuantity) },
      ],
    })),
    foot: [],
  };
}

/** The bar reserved heat by heat (oldest first) against what the quantity needs, and any shortfall to act on. */
function barBlocks(order: WorkOrder): PrintBlock[] {
  const need = order.materialNeed;
  const bar = need.grade && need.rodSize ? ` of ${need.grade} ${rodSizeLabel(need.rodSize)}` : '';
  const notes: PrintNote[] = [];
  if (need.neededKg !== null) {
    notes.push({
      kind: 'note',
      tone: 'plain',
      text:
        order.status === 'draft'
          ? `Needs ${kg(need.neededKg)}${bar}; reserved from stock when released.`
          : `Needed ${kg(need.neededKg)}${bar}; reserved ${kg(need.reservedKg)}.`,
    });
  }
  if (need.shortKg && (order.status === 'released' || order.status === 'in_progress')) {
    notes.push({
      kind: 'note',
      tone: 'warning',
      text: `${shortByText(need.shortKg)}: buy or receive more bar, then issue it to this work order.`,
    });
  }
  return [
    ...(need.note
      ? [
          {
            kind: 'note' as const,
            tone: 'warning' as const,
            text: `${need.note}. Add it to the product to reserve bar.`,
          },
        ]
      : []),
    ...(order.materials.length > 0 ? [heatsTable(order)] : []),
    ...notes,
  ];
}

/**
 * The work order as printed, with the company (its letterhead and `logo`) at the head and the
 * plant's transfer time for the operations without their own (null while it is not known).
 */
export function workOrderPrint(order: WorkOrder, logo: string | null, plantTransferMinutes: number | null): PrintModel {
  const { product } = order;
  return {
    name: 'Work order',
    title: 'Work Order',
    subtitle: 'Job card for the shop floor',
    file: {
      title: order.woNumber ?? 'Draft work order',
      subject: `Work order for ${order.productDescription}`,
      author: order.company.name ?? '',
    },
    copies: [],
    mark: markOf(order),
    watermark: order.status === 'draft' ? 'DRAFT' : null,
    letterhead: letterheadOf('Company', order.company, logo),
    particulars: {
      label: 'Work order',
      fields: fields(
        field('WO No.', order.woNumber ?? 'Draft (numbered on release)'),
        field('WO date', printDate(order.woDate)),
        field('Due by', printDate(order.dueDate)),
        field('Product', order.productDescription),
        field('Drawing No.', order.drawingNumber),
        field(
          'Material',
          product.grade && `${product.grade} ${product.rodSize ? rodSizeLabel(product.rodSize) : ''}`.trim(),
        ),
        field('For', workOrderFor(order), 'for'),
      ),
    },
    band: null,
    parties: [],
    body: [
      {
        kind: 'section',
        key: 'progress',
        label: 'Progress',
        lines: [toMakeText(order.leftToMake)],
        fields: [
          { label: 'Quantity', value: count(order.quantity) },
          { label: 'Good', value: count(order.goodQuantity) },
          { label: 'Rejected', value: count(order.rejectedQuantity) },
        ],
      },
      operationsTable(order, plantTransferMinutes),
      { kind: 'group', label: 'Bar reserved and issued', blocks: barBlocks(order) },
      ...(order.remarks ? [{ kind: 'section' as const, label: 'Remarks', lines: present(order.remarks) }] : []),
    ],
    foot: { sections: [], signatures: [], note: null },
  };
}
