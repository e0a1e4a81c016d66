import {
  addDays,
  COST_DEFAULTS,
  type CostBasis,
  type CostedLine,
  type CostSheet,
  costOperationSchema,
  lineCostSheet,
  outsideOperationSchema,
  priceBreakSchema,
  type Quotation,
  type QuotationData,
  type QuotationInput,
  quotationLineInputSchema,
} from '@lathe/shared';
import type { QuotationBody } from './api';

/** What the form holds: the contract's input, every number as typed (the schema reads them). */
export type QuotationFormValues = QuotationInput;
export type QuotationLineValues = QuotationInput['lines'][number];
export type CostOperationValues = QuotationLineValues['operations'][number];
export type OutsideValues = NonNullable<QuotationLineValues['outside']>[number];
export type PriceBreakValues = QuotationLineValues['breaks'][number];

/** A new offer is valid for a month unless the clerk says otherwise. */
export const VALIDITY_DAYS = 30;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const blankBreak = (): PriceBreakValues => ({ quantity: '', price: '' });
export const blankOperation = (): CostOperationValues => ({
  label: '',
  machineId: null,
  machineNo: null,
  cycleTimeSec: '',
  efficiencyPercent: '',
  setupMinutes: '',
  hourRate: '',
});
export const blankOutside = (): OutsideValues => ({ process: '', ratePerPiece: '' });

/** A new line: no product yet, nothing to pack, the plant's usual allowances, one quantity to price. */
export const blankQuotationLine = (): QuotationLineValues => ({
  productId: '',
  barKgPerPiece: '',
  barRate: '',
  barRateSource: 'typed',
  operations: [],
  outside: [],
  packingPerPiece: '0',
  rejectionPercent: String(COST_DEFAULTS.rejectionPercent),
  overheadPercent: String(COST_DEFAULTS.overheadPercent),
  marginPercent: String(COST_DEFAULTS.marginPercent),
  breaks: [blankBreak()],
});

/** A new enquiry dated `today` (India's date), valid for VALIDITY_DAYS, with one blank line. */
export const blankQuotation = (today: string): QuotationFormValues => ({
  customerId: '',
  enquiryReference: '',
  enquiryDate: today,
  quotationDate: today,
  validUntil: addDays(today, VALIDITY_DAYS),
  paymentTerms: '',
  deliveryTerms: '',
  remarks: '',
  lines: [blankQuotationLine()],
});

/** A saved enquiry as form values: the cost sheet's figures as they were typed and kept. */
export const quotationFormValues = (quotation: Quotation): QuotationFormValues => ({
  customerId: quotation.customerId,
  enquiryReference: text(quotation.enquiryReference),
  enquiryDate: quotation.enquiryDate,
  quotationDate: quotation.quotationDate,
  validUntil: quotation.validUntil,
  paymentTerms: text(quotation.paymentTerms),
  deliveryTerms: text(quotation.deliveryTerms),
  remarks: text(quotation.remarks),
  lines: quotation.lines.map((line) => ({
    productId: line.productId,
    barKgPerPiece: text(line.barKgPerPiece),
    barRate: text(line.barRate),
    barRateSource: line.barRateSource,
    operations: line.operations.map((operation) => ({
      label: operation.label,
      machineId: operation.machineId,
      machineNo: operation.machineNo,
      cycleTimeSec: text(operation.cycleTimeSec),
      efficiencyPercent: text(operation.efficiencyPercent),
      setupMinutes: text(operation.setupMinutes),
      hourRate: text(operation.hourRate),
    })),
    outside: line.outside.map((one) => ({ process: one.process, ratePerPiece: text(one.ratePerPiece) })),
    packingPerPiece: text(line.packingPerPiece),
    rejectionPercent: text(line.rejectionPercent),
    overheadPercent: text(line.overheadPercent),
    marginPercent: text(line.marginPercent),
    breaks: line.breaks.map((one) => ({ quantity: text(one.quantity), price: text(one.price) })),
  })),
});

/** POST and PUT take the validated enquiry whole; an edit names the version it read. */
export const quotationBody = (values: QuotationData, version?: number): QuotationBody => {
  const { version: _ignored, ...draft } = values;
  return version === undefined ? draft : { ...draft, version };
};

/** The operations a product's cost basis starts a line with, each on its default machine (a missing hour rate left to type). */
export const operationsOfBasis = (basis: CostBasis): CostOperationValues[] =>
  basis.operations.map((operation) => ({
    label: operation.label,
    machineId: operation.machineId,
    machineNo: operation.machineNo,
    cycleTimeSec: text(operation.cycleTimeSec),
    efficiencyPercent: text(operation.efficiencyPercent),
    setupMinutes: text(operation.setupMinutes),
    hourRate: text(operation.hourRate),
  }));

const line = quotationLineInputSchema.shape;
const operation = costOperationSchema.shape;

/** A figure as the schema reads it, or undefined while it is blank or wrong. */
const read = <T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as T) : undefined;
};

/**
 * The line's figures as the cost sheet reads them, once every one of them is valid (an
 * operation's name and a job worker's process do not count); null until then.
 */
export function costedLineOf(values: Partial<QuotationLineValues> | undefined): CostedLine | null {
  if (!values) return null;
  const operations = (values.operations ?? []).map((one) => ({
    label: String(one?.label ?? ''),
    machineNo: one?.machineNo ?? null,
    cycleTimeSec: read<number>(operation.cycleTimeSec, one?.cycleTimeSec),
    efficiencyPercent: read<number>(operation.efficiencyPercent, one?.efficiencyPercent),
    setupMinutes: read<number>(operation.setupMinutes, one?.setupMinutes),
    hourRate: read<number>(operation.hourRate, one?.hourRate),
  }));
  const outside = (values.outside ?? []).map((one) => ({
    process: String(one?.process ?? ''),
    ratePerPiece: read<number>(outsideOperationSchema.shape.ratePerPiece, one?.ratePerPiece),
  }));
  const figures = {
    barKgPerPiece: read<number>(line.barKgPerPiece, values.barKgPerPiece),
    barRate: read<number>(line.barRate, values.barRate),
    packingPerPiece: read<number>(line.packingPerPiece, values.packingPerPiece),
    rejectionPercent: read<number>(line.rejectionPercent, values.rejectionPercent),
    overheadPercent: read<number>(line.overheadPercent, values.overheadPercent),
    marginPercent: read<number>(line.marginPercent, values.marginPercent),
  };
  const known = <T extends object>(one: T): one is { [K in keyof T]: Exclude<T[K], undefined> } =>
    Object.values(one).every((value) => value !== undefined);
  if (!known(figures) || !operations.every(known) || !outside.every(known)) return null;
  return { ...figures, operations, outside };
}

/** The quantity of a price break as the schema reads it, or null while it is blank or wrong. */
export const breakQuantityOf = (quantity: unknown) => read<number>(priceBreakSchema.shape.quantity, quantity) ?? null;

/** The line's cost sheet at a quantity as typed, exactly as the server will keep it; null until both are valid. */
export function sheetAt(costed: CostedLine | null, quantity: unknown): CostSheet | null {
  const batch = breakQuantityOf(quantity);
  if (!costed || batch === null) return null;
  try {
    return lineCostSheet(costed, batch);
  } catch {
    return null;
  }
}
