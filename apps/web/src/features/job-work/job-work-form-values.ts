import {
  DEFAULT_GST_RATE,
  type JobWorkChallan,
  type JobWorkChallanData,
  type JobWorkChallanInput,
  materialKey,
  partKey,
  type StockItemOption,
} from '@lathe/shared';
import type { JobWorkBody } from './api';

/** What the form holds: the contract's input, every number as typed (the schema reads them). */
export type JobWorkFormValues = JobWorkChallanInput;
export type JobWorkLineValues = JobWorkChallanInput['lines'][number];

/** A new line: nothing chosen yet, in pieces at the usual 18 %. */
export const blankJobWorkLine = (): JobWorkLineValues => ({
  itemType: 'part',
  productId: '',
  grade: '',
  rodSize: '',
  heatNumber: '',
  goodsType: 'inputs',
  description: '',
  hsnCode: '',
  unit: 'NOS',
  quantity: '',
  value: '',
  gstRate: String(DEFAULT_GST_RATE),
});

/** A new challan dated `today`, with one blank line. */
export const blankJobWork = (today: string): JobWorkFormValues => ({
  supplierId: '',
  challanDate: today,
  process: '',
  expectedReturnDate: '',
  vehicleNumber: '',
  remarks: '',
  lines: [blankJobWorkLine()],
});

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A saved draft as form values. */
export const jobWorkFormValues = (challan: JobWorkChallan): JobWorkFormValues => ({
  supplierId: challan.supplierId,
  challanDate: challan.challanDate,
  process: challan.process,
  expectedReturnDate: text(challan.expectedReturnDate),
  vehicleNumber: text(challan.vehicleNumber),
  remarks: text(challan.remarks),
  lines: challan.lines.map((line) => ({
    itemType: line.itemType,
    productId: text(line.productId),
    grade: text(line.grade),
    rodSize: text(line.rodSize),
    heatNumber: line.heatNumber,
    goodsType: line.goodsType,
    description: line.description,
    hsnCode: text(line.hsnCode),
    unit: line.unit as JobWorkLineValues['unit'],
    quantity: text(line.quantity),
    value: text(line.value),
    gstRate: text(line.gstRate),
  })),
});

/** POST and PUT take the validated draft whole; an edit names the version it read. */
export const jobWorkBody = (values: JobWorkChallanData, version?: number): JobWorkBody => {
  const { version: _ignored, ...draft } = values;
  return version === undefined ? draft : { ...draft, version };
};

/** The stock item a line names now (`part:{id}`, `EN8|Ø25`), or null while it names none. */
export function lineItemKey(line: Partial<JobWorkLineValues> | undefined): string | null {
  if (line?.itemType === 'part') return line.productId ? partKey(line.productId) : null;
  const grade = String(line?.grade ?? '').trim();
  const rodSize = String(line?.rodSize ?? '').trim();
  return grade && rodSize ? materialKey(grade, rodSize) : null;
}

/** What a line takes from the stock item picked: what it is, its description, HSN, unit and GST rate. */
export function lineFromStockItem(item: StockItemOption): Partial<JobWorkLineValues> {
  const part = item.itemType === 'part';
  return {
    itemType: item.itemType,
    productId: part ? (item.productId ?? '') : '',
    grade: part ? '' : (item.grade ?? ''),
    rodSize: part ? '' : (item.rodSize ?? ''),
    description: part ? [item.drawingNumber, item.description].filter(Boolean).join(' ') || item.label : item.label,
    hsnCode: item.hsnCode ?? '',
    unit: item.unit,
    gstRate: String(item.gstRate ?? DEFAULT_GST_RATE),
  };
}
