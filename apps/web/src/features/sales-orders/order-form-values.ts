import {
  lineAmountPaise,
  type SalesOrder,
  type SalesOrderInput,
  salesOrderLineInputSchema,
  todayIn,
  toPaise,
} from '@lathe/shared';

/** One line as the form holds it: the inputs' text, turned into numbers by the schema. */
export interface OrderLineValues {
  productId: string;
  quantity: string;
  rate: string;
  deliveryDate: string;
}

/** The draft as the form holds it; it is `SalesOrderInput`, with every input as text. */
export interface OrderFormValues extends SalesOrderInput {
  customerId: string;
  orderDate: string;
  customerPoNumber: string;
  customerPoDate: string;
  deliveryDate: string;
  /** One of the customer's delivery addresses; '' for its own shipping address. */
  deliveryAddressId: string;
  notes: string;
  lines: OrderLineValues[];
}

export const emptyLine = (): OrderLineValues => ({ productId: '', quantity: '', rate: '', deliveryDate: '' });

/** A new order: dated today (India time), one empty line to start typing into. */
export const emptyOrderValues = (): OrderFormValues => ({
  customerId: '',
  orderDate: todayIn(),
  customerPoNumber: '',
  customerPoDate: '',
  deliveryDate: '',
  deliveryAddressId: '',
  notes: '',
  lines: [emptyLine()],
});

/** A saved draft as form values: numbers shown as typed, missing values empty. */
export const toOrderFormValues = (order: SalesOrder): OrderFormValues => ({
  customerId: order.customerId,
  orderDate: order.orderDate,
  customerPoNumber: order.customerPoNumber ?? '',
  customerPoDate: order.customerPoDate ?? '',
  deliveryDate: order.deliveryDate ?? '',
  deliveryAddressId: order.deliveryAddressId ?? '',
  notes: order.notes ?? '',
  lines: [...order.lines]
    .sort((a, b) => a.lineNumber - b.lineNumber)
    .map((line) => ({
      productId: line.productId,
      quantity: String(line.quantity),
      rate: String(line.rate),
      deliveryDate: line.deliveryDate ?? '',
    })),
});

const { quantity: quantityField, rate: rateField } = salesOrderLineInputSchema.shape;

/** The line's quantity, when what is typed is one the order accepts. */
export function validQuantity(text: unknown): number | null {
  const parsed = quantityField.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** Quantity × rate in paise, once both are valid; null until then. */
export function lineAmountOf(quantity: unknown, rate: unknown): number | null {
  const q = validQuantity(quantity);
  const r = rateField.safeParse(rate);
  return q === null || !r.success ? null : lineAmountPaise(q, toPaise(r.data));
}
