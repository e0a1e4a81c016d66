import { formatIndianNumber } from '@lathe/shared';

/** The figures of the plant's needs; null is "the product lacks the figure", shown as a dash. */
export const needsFigures = {
  machiningHours: (value: number) => formatIndianNumber(value, 2),
  rawMaterialKg: (value: number | null) => (value === null ? '—' : formatIndianNumber(value, 3)),
  count: (value: number | null) => (value === null ? '—' : formatIndianNumber(value, 0)),
};

/** The order's read-only page: every order opens there for whoever may view orders. */
export const orderViewPath = (id: string) => `/sales-orders/view/${id}`;

/** A draft's form, for whoever may edit orders. */
export const orderEditPath = (id: string) => `/sales-orders/edit/${id}`;

/** Where a link to an order leads: a draft's form for a user who may edit it, else the read-only page. */
export const orderPath = (order: { id: string; status: string }, canEdit: boolean) =>
  canEdit && order.status === 'draft' ? orderEditPath(order.id) : orderViewPath(order.id);
