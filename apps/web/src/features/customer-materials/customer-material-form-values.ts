import type { CustomerMaterial, CustomerMaterialData, CustomerMaterialInput } from '@lathe/shared';
import type { CustomerMaterialBody } from './api';

export type CustomerMaterialFormValues = CustomerMaterialInput;
export type CustomerMaterialLineValues = CustomerMaterialInput['lines'][number];

export const blankMaterialLine = (): CustomerMaterialLineValues => ({
  grade: '',
  rodSize: '',
  heatNumber: '',
  quantity: '',
  bars: '',
  remarks: '',
});

/** A new receipt dated `today`, with one blank line. */
export const blankCustomerMaterial = (today: string): CustomerMaterialFormValues => ({
  customerId: '',
  receiptDate: today,
  customerChallanNumber: '',
  customerChallanDate: '',
  remarks: '',
  lines: [blankMaterialLine()],
});

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A saved draft as form values. */
export const customerMaterialFormValues = (receipt: CustomerMaterial): CustomerMaterialFormValues => ({
  customerId: receipt.customerId,
  receiptDate: receipt.receiptDate,
  customerChallanNumber: receipt.customerChallanNumber,
  customerChallanDate: text(receipt.customerChallanDate),
  remarks: text(receipt.remarks),
  lines: receipt.lines.map((line) => ({
    grade: line.grade,
    rodSize: line.rodSize,
    heatNumber: line.heatNumber,
    quantity: text(line.quantity),
    bars: text(line.bars),
    remarks: text(line.remarks),
  })),
});

/** POST and PUT take the validated draft whole; an edit names the version it read. */
export const customerMaterialBody = (values: CustomerMaterialData, version?: number): CustomerMaterialBody => {
  const { version: _ignored, ...draft } = values;
  return version === undefined ? draft : { ...draft, version };
};
