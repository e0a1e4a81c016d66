import {
  type BlanketOrder,
  type BlanketOrderData,
  type BlanketOrderInput,
  financialYearBounds,
  financialYearOf,
} from '@lathe/shared';
import type { BlanketOrderBody } from './api';

/** What the form holds: the contract's input, every number as typed (the schema reads them). */
export type BlanketOrderFormValues = BlanketOrderInput;
export type BlanketLineValues = BlanketOrderInput['lines'][number];

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A new line: no part yet, open-ended until a total is typed. */
export const blankBlanketLine = (): BlanketLineValues => ({ productId: '', totalQuantity: '', rate: '' });

/** A new order valid from `today` to the end of its financial year (31 March), with one blank line. */
export const blankBlanketOrder = (today: string): BlanketOrderFormValues => ({
  customerId: '',
  customerPoNumber: '',
  customerPoDate: '',
  validFrom: today,
  validTo: financialYearBounds(financialYearOf(today)).end,
  paymentTerms: '',
  remarks: '',
  lines: [blankBlanketLine()],
});

/** A saved draft as form values: each line's rate is its first price, the one from the order's start. */
export const blanketOrderFormValues = (order: BlanketOrder): BlanketOrderFormValues => ({
  customerId: order.customerId,
  customerPoNumber: order.customerPoNumber,
  customerPoDate: text(order.customerPoDate),
  validFrom: order.validFrom,
  validTo: order.validTo,
  paymentTerms: text(order.paymentTerms),
  remarks: text(order.remarks),
  lines: order.lines.map((line) => ({
    productId: line.productId,
    totalQuantity: text(line.totalQuantity),
    rate: text(line.prices[0]?.rate ?? line.rate),
  })),
});

/** POST and PUT take the validated draft whole; an edit names the version it read. */
export const blanketOrderBody = (values: BlanketOrderData, version?: number): BlanketOrderBody => {
  const { version: _ignored, ...draft } = values;
  return version === undefined ? draft : { ...draft, version };
};
