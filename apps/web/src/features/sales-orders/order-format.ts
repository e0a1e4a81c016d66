import { formatIndianNumber, formatRupees, toPaise } from '@lathe/shared';

/** An amount the API gives in rupees (NUMERIC(14,2)) with the rupee sign and Indian grouping: ₹1,23,456.50. */
export const rupees = (amount: number) => formatRupees(toPaise(amount));

/** A piece count with Indian grouping: 1,00,000. */
export const pieces = (quantity: number) => formatIndianNumber(quantity, 0);

/** The figures of the plant's needs; null is "the product lacks the figure", shown as a dash. */
export const needsFigures = {
  machiningHours: (value: number) => formatIndianNumber(value, 2),
  rawMaterialKg: (value: number | null) => (value === null ? '—' : formatIndianNumber(value, 3)),
  count: (value: number | null) => (value === null ? '—' : formatIndianNumber(value, 0)),
};

/** Where an order opens: the draft form or the read-only view, by status. */
export const orderPath = (id: string) => `/sales-orders/edit/${id}`;
