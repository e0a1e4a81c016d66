import { formatIndianNumber } from '@lathe/shared';

/** The figures of the plant's needs; null is "the product lacks the figure", shown as a dash. */
export const needsFigures = {
  machiningHours: (value: number) => formatIndianNumber(value, 2),
  rawMaterialKg: (value: number | null) => (value === null ? '—' : formatIndianNumber(value, 3)),
  count: (value: number | null) => (value === null ? '—' : formatIndianNumber(value, 0)),
};

/** Where an order opens: the draft form or the read-only view, by status. */
export const orderPath = (id: string) => `/sales-orders/edit/${id}`;
