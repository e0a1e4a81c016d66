import fc from 'fast-check';
import type { z } from 'zod';
import { addYears, todayIn } from '../calendar.js';
import { gstinCheckChar } from '../gstin.js';
import { INDIAN_STATES, stateCodeOf } from '../indian-states.js';
import { OPERATION_KINDS } from '../production/schedule.js';
import { SPECIAL_CLASSES } from './control-plan.js';
import { MAX_AMOUNT, MAX_LINE_QUANTITY } from './document-fields.js';
import { GST_RATES } from './gst-fields.js';
import { NOTE_KINDS, NOTE_REASONS } from './gst-note.js';
import { IN_PROCESS_TRIGGERS, INSPECTION_RESULTS } from './inspection.js';
import { PAYMENT_MODES } from './invoice.js';
import { DOWNTIME_KINDS, MACHINE_STATUSES } from './machine-capacity.js';
import { PRODUCT_NUMBER_LIMIT } from './product-numbers.js';
import { MAX_WORK_ORDER_QUANTITY } from './work-order.js';

/**
 * Generators of valid input for the shared schemas' property tests (schemas.property.test.ts,
 * hostile-input.property.test.ts), and the helper that reads a parse's messages by field.
 * Test code only: nothing in the package exports it.
 */
export type Schema = z.ZodType;
export type Fields = Record<string, unknown>;

/** The first message of each field that failed, by path (`lines.0.rate`). */
export function messagesOf(schema: Schema, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

// ── Generators ─────────────────────────────────────────────────────────────────────────────

/** Letters, digits, punctuation that SQL and CSV care about, and characters beyond ASCII. */
export const CHARACTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...' -/.,&()#\'"%_\\;:*=<>@!?`',
  ...'éüñ₹中ठ',
];
export const WHITESPACE = [' ', '  ', '\t', '\n', '\u00a0', ''];
export const padding = fc.constantFrom(...WHITESPACE);
export const characters = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...CHARACTERS), minLength, maxLength });

/** What a user types into a text field of at most `max` characters: maybe padded with whitespace. */
export const text = (max: number) =>
  fc
    .tuple(padding, characters(1, max), padding)
    .filter(([, core]) => core.trim().length > 0)
    .map(([before, core, after]) => `${before}${core.trim()}${after}`);

/** An optional field: its value, or left out, null, blank or whitespace (all "none"). */
export const optional = <T>(value: fc.Arbitrary<T>) => fc.oneof(value, fc.constantFrom(undefined, null, '', '   '));

export const mixedCase = (value: string) =>
  fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .map((upper) => [...value].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));

export const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]([a-z0-9_+-]{0,15}[a-z0-9])?$/),
    fc.array(fc.stringMatching(/^[a-z0-9]{1,12}$/), { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`)
  .chain(mixedCase);
export const phone = fc.stringMatching(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/);
export const uuid = fc.uuid({ version: 4 });

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
export const ALPHANUMERIC = DIGITS + LETTERS;
export const from = (alphabet: string, length: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: length, maxLength: length });

/** A PAN: five letters, four digits, a letter. */
export const pan = fc.tuple(from(LETTERS, 5), from(DIGITS, 4), from(LETTERS, 1)).map((parts) => parts.join(''));
/** A GSTIN: state code, PAN, registration number, Z, and the check character gstin.ts computes. */
export const gstin = fc
  .tuple(fc.integer({ min: 1, max: 38 }), pan, from(ALPHANUMERIC.slice(1), 1))
  .map(([state, holder, entity]) => `${String(state).padStart(2, '0')}${holder}${entity}Z`)
  .map((first14) => `${first14}${gstinCheckChar(first14)}`);
export const state = fc.constantFrom(...INDIAN_STATES.map((s) => s.name)).chain(mixedCase);

/** A party's GSTIN re-coded to its state when both are given: the schemas refuse the two disagreeing. */
export const gstinOfItsState = (record: Fields): Fields => {
  const code = stateCodeOf(record.state as string | undefined);
  const given = typeof record.gstin === 'string' ? record.gstin.trim().toUpperCase() : '';
  if (given.length !== 15 || !code) return record;
  const first14 = `${code}${given.slice(2, 14)}`;
  return { ...record, gstin: `${first14}${gstinCheckChar(first14)}` };
};

/** Days in a month by the Gregorian rule, written out rather than asked of Date. */
export const daysIn = (year: number, month: number) => {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
};
export const dateText = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
export const calendarDate = fc
  .record({ year: fc.integer({ min: 1900, max: 2199 }), month: fc.integer({ min: 1, max: 12 }), day: fc.nat() })
  .map(({ year, month, day }) => dateText(year, month, 1 + (day % daysIn(year, month))));

/** A document's date: within the window documents keep to (2000–2099). */
export const documentDate = fc
  .record({ year: fc.integer({ min: 2000, max: 2099 }), month: fc.integer({ min: 1, max: 12 }), day: fc.nat() })
  .map(({ year, month, day }) => dateText(year, month, 1 + (day % daysIn(year, month))));

/** A day from 2000 up to a year from today (India's): the days a payment may be dated. */
export const paymentDay = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date(`${addYears(todayIn(), 1)}T00:00:00Z`),
    noInvalidDate: true,
  })
  .map((day) => day.toISOString().slice(0, 10));

/** A number as the API sends it, or as the form does (text). */
export const numberOrText = (value: fc.Arbitrary<number>) => fc.oneof(value, value.map(String));
/** Rupees with paise, from 0 (or 0.01) to just under MAX_AMOUNT. */
export const rupees = (min = 0) => fc.integer({ min, max: MAX_AMOUNT * 100 - 1 }).map((paise) => paise / 100);
export const lineQuantity = fc.integer({ min: 1, max: MAX_LINE_QUANTITY - 1 });
/** A line's rate that keeps four lines of any quantity, with GST, inside the money bound (checkMoneyLimit). */
export const lineRate = fc.integer({ min: 0, max: 1_000_000 - 1 }).map((paise) => paise / 100);
/** A measured figure above 0 and under PRODUCT_NUMBER_LIMIT with at most `places` decimals. */
export const measured = (places: number) =>
  fc.integer({ min: 1, max: PRODUCT_NUMBER_LIMIT * 10 ** places - 1 }).map((n) => n / 10 ** places);
export const optionalNumber = (value: fc.Arbitrary<number>) =>
  fc.oneof(numberOrText(value), fc.constantFrom(null, '', undefined));
export const isActive = fc.boolean();

/** A valid record: the keys in `required` always present, the others sometimes left out. */
export const recordOf = (model: Record<string, fc.Arbitrary<unknown>>, required: string[]) =>
  fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Fields>;

export const customer = recordOf(
  {
    partyCode: text(30),
    name: text(200),
    contactPerson: optional(text(100)),
    email: optional(email),
    phone: optional(phone),
    gstin: optional(gstin.chain(mixedCase)),
    billingAddress: optional(text(500)),
    shippingAddress: optional(text(500)),
    state: optional(state),
    paymentTermsDays: fc.integer({ min: 0, max: 365 }),
    isActive,
  },
  ['partyCode', 'name'],
).map(gstinOfItsState);
export const supplier = recordOf(
  {
    name: text(200),
    supplierCode: optional(text(30)),
    contactPerson: optional(text(100)),
    email: optional(email),
    phone: optional(phone),
    gstin: optional(gstin),
    address: optional(text(500)),
    state: optional(state),
    materials: optional(text(500)),
    leadTimeDays: fc.integer({ min: 0, max: 365 }),
    minimumOrderKg: fc.integer({ min: 0, max: 10_000_000 }).map((grams) => grams / 1000),
    isActive,
  },
  ['name'],
).map(gstinOfItsState);
export const employee = recordOf(
  {
    employeeCode: text(30),
    firstName: text(100),
    lastName: text(100),
    email: optional(email),
    phone: optional(phone),
    departmentId: optional(uuid),
    designationId: optional(uuid),
    dateOfJoining: optional(calendarDate),
    isActive,
  },
  ['employeeCode', 'firstName', 'lastName'],
);
export const department = recordOf({ name: text(100), isActive }, ['name']);
export const designation = recordOf(
  { name: text(100), description: optional(text(500)), departmentId: optional(uuid), isActive },
  ['name'],
);
export const machine = recordOf({ machineNo: text(50), machineName: text(100), setupNo: optional(text(50)) }, [
  'machineNo',
  'machineName',
]);
export const hsnCode = optional(fc.oneof(from(DIGITS, 4), from(DIGITS, 6), from(DIGITS, 8)));
export const gstRate = numberOrText(fc.constantFrom(...GST_RATES));
export const product = recordOf(
  {
    partyCode: text(30),
    assembly: text(200),
    product_description: text(500),
    drawing_number: text(100),
    product_type: text(100),
    rod_size: text(50),
    grade: text(50),
    raw_material_weight: optionalNumber(measured(3)),
    net_weight: optionalNumber(measured(3)),
    final_od: optionalNumber(measured(2)),
    final_id: optionalNumber(measured(2)),
    final_length: optionalNumber(measured(2)),
    spm_rough_first_cycle_time_sec: optionalNumber(measured(1)),
    rough_first_cycle_time_sec: optionalNumber(measured(1)),
    rough_second_cycle_time_sec: optionalNumber(measured(1)),
    single_setup_cycle_time_sec: optionalNumber(measured(1)),
    first_setup_cycle_time_sec: optionalNumber(measured(1)),
    second_setup_cycle_time_sec: optionalNumber(measured(1)),
    plastic_bag_size: optional(text(100)),
    box_size: optional(text(100)),
    carton_size: optional(text(100)),
    qty_in_plastic_bag: optionalNumber(fc.integer({ min: 0, max: PRODUCT_NUMBER_LIMIT - 1 })),
    qty_in_box: optionalNumber(fc.integer({ min: 0, max: PRODUCT_NUMBER_LIMIT - 1 })),
    qty_in_carton: optionalNumber(fc.integer({ min: 0, max: PRODUCT_NUMBER_LIMIT - 1 })),
    hsnCode,
    gstRate,
  },
  ['partyCode', 'assembly', 'product_description', 'drawing_number', 'product_type', 'rod_size', 'grade'],
);
export const salesOrder = recordOf(
  {
    customerId: uuid,
    orderDate: documentDate,
    customerPoNumber: optional(text(50)),
    customerPoDate: optional(documentDate),
    deliveryDate: optional(documentDate),
    notes: optional(text(1000)),
    lines: fc.array(
      recordOf(
        {
          productId: uuid,
          quantity: numberOrText(lineQuantity),
          rate: numberOrText(lineRate),
          deliveryDate: optional(documentDate),
        },
        ['productId', 'quantity', 'rate'],
      ),
      { minLength: 1, maxLength: 4 },
    ),
    version: fc.integer({ min: 1, max: 1000 }),
  },
  ['customerId', 'orderDate', 'lines'],
);
export const invoiceLine = recordOf(
  {
    salesOrderLineId: fc.option(uuid, { nil: null }),
    productId: fc.option(uuid, { nil: null }),
    description: text(300),
    drawingNumber: optional(text(100)),
    hsnCode,
    unit: text(10),
    quantity: numberOrText(lineQuantity),
    rate: numberOrText(lineRate),
    gstRate,
  },
  ['description', 'quantity', 'rate', 'gstRate'],
);
export const invoice = recordOf(
  {
    customerId: uuid,
    salesOrderId: fc.option(uuid, { nil: null }),
    invoiceDate: documentDate,
    dueDate: optional(documentDate),
    customerPoNumber: optional(text(50)),
    customerPoDate: optional(documentDate),
    vehicleReference: optional(text(100)),
    notes: optional(text(1000)),
    lines: fc.array(invoiceLine, { minLength: 1, maxLength: 4 }),
    version: fc.integer({ min: 1, max: 1000 }),
  },
  ['customerId', 'invoiceDate', 'lines'],
);
export const noteLine = recordOf(
  {
    invoiceLineId: uuid,
    quantity: numberOrText(lineQuantity),
    rate: numberOrText(fc.integer({ min: 1, max: 1_000_000 - 1 }).map((paise) => paise / 100)),
  },
  ['invoiceLineId', 'quantity', 'rate'],
);
export const note = recordOf(
  {
    kind: fc.constantFrom(...NOTE_KINDS),
    invoiceId: uuid,
    noteDate: documentDate,
    reason: fc.constantFrom(...NOTE_REASONS),
    remarks: optional(text(500)),
    lines: fc.array(noteLine, { minLength: 1, maxLength: 4 }),
    version: fc.integer({ min: 1, max: 1000 }),
  },
  ['kind', 'invoiceId', 'noteDate', 'reason', 'lines'],
);
export const payment = recordOf(
  {
    paymentDate: paymentDay,
    amount: numberOrText(rupees(1)),
    mode: fc.constantFrom(...PAYMENT_MODES),
    reference: optional(text(100)),
    notes: optional(text(500)),
    tdsAmount: numberOrText(rupees(0)),
    tdsSection: optional(text(20)),
  },
  ['paymentDate', 'amount', 'mode'],
);

/** A day of the years given: a purchase order's date and its deliveries after it. */
const dayIn = (first: number, last: number) =>
  fc
    .record({ year: fc.integer({ min: first, max: last }), month: fc.integer({ min: 1, max: 12 }), day: fc.nat() })
    .map(({ year, month, day }) => dateText(year, month, 1 + (day % daysIn(year, month))));
/** A purchase order line of any kind: bar stock with its grade and rod size, else a description. */
export const purchaseOrderLine = fc.constantFrom('bar_stock', 'bought_out', 'service').chain((kind) =>
  recordOf(
    {
      kind: fc.constant(kind),
      grade: kind === 'bar_stock' ? text(30) : optional(text(30)),
      rodSize:
        kind === 'bar_stock'
          ? fc.oneof(fc.constantFrom('25 mm Round', 'Ø25', 'Hex 17', 'Sq 20'), text(30))
          : optional(text(30)),
      description: kind === 'bar_stock' ? optional(text(300)) : text(300),
      hsnCode,
      unit: optional(fc.constantFrom('KGS', 'NOS', 'PCS', 'SET', 'MTR').chain(mixedCase)),
      // Kilograms to the gram; with lineRate, four lines with GST stay inside the money bound.
      quantity: numberOrText(fc.integer({ min: 1, max: MAX_LINE_QUANTITY * 1000 - 1 }).map((g) => g / 1000)),
      bars: optionalNumber(fc.integer({ min: 1, max: 99_999 })),
      rate: numberOrText(lineRate),
      gstRate,
      deliveryDate: optional(dayIn(2050, 2099)),
    },
    ['kind', 'grade', 'rodSize', 'description', 'quantity', 'rate', 'gstRate'],
  ),
);
export const purchaseOrder = recordOf(
  {
    supplierId: uuid,
    poDate: dayIn(2000, 2049),
    deliveryDate: optional(dayIn(2050, 2099)),
    paymentTerms: optional(text(200)),
    remarks: optional(text(1000)),
    lines: fc.array(purchaseOrderLine, { minLength: 1, maxLength: 4 }),
    version: fc.integer({ min: 1, max: 1000 }),
  },
  ['supplierId', 'poDate', 'lines'],
);

/** A road vehicle's registration as typed: MH14HG0917, KA121234, or with spaces and dashes (MH-14 HG 0917). */
export const vehicleNumber = fc
  .tuple(
    from(LETTERS, 2),
    from(DIGITS, 2),
    fc.integer({ min: 0, max: 2 }).chain((n) => from(LETTERS, n)),
    from(DIGITS, 4),
  )
  .chain((parts) => fc.constantFrom(parts.join(''), parts.join(' '), parts.filter(Boolean).join('-').toLowerCase()));
/** How a consignment travels, as the e-way bill panel sends it: every field of Part B given. */
export const eWayBillTransport = fc.record(
  {
    transMode: fc.constantFrom('1', '2', '3', '4'),
    transDistance: numberOrText(fc.integer({ min: 0, max: 4000 })),
    vehicleNo: vehicleNumber,
    vehicleType: fc.constantFrom('R', 'O'),
    transporterId: optional(gstin),
    transporterName: optional(text(100)),
    transDocNo: fc.stringMatching(/^[A-Za-z0-9/-]{1,15}$/),
    transDocDate: documentDate,
  },
  { requiredKeys: ['transMode', 'transDistance', 'vehicleNo', 'transDocNo', 'transDocDate'] },
);
/** An e-way bill typed back from the portal: 12 digits, generated on a day and valid until the same or a later one. */
export const eWayBillEntry = fc.tuple(from(DIGITS, 12), documentDate, documentDate).map(([eWayBillNumber, a, b]) => ({
  eWayBillNumber,
  eWayBillDate: a < b ? a : b,
  validUntil: a < b ? b : a,
}));

/** A goods receipt's line: what was received split into accepted and rejected (why, when any was), to the gram. */
export const goodsReceiptLine = fc
  .record({
    accepted: fc.integer({ min: 0, max: 4_000_000_000 }),
    rejected: fc.integer({ min: 0, max: 4_000_000_000 }),
  })
  .filter(({ accepted, rejected }) => accepted + rejected > 0)
  .chain(({ accepted, rejected }) =>
    recordOf(
      {
        purchaseOrderLineId: uuid,
        receivedQuantity: numberOrText(fc.constant((accepted + rejected) / 1000)),
        acceptedQuantity: numberOrText(fc.constant(accepted / 1000)),
        rejectedQuantity: numberOrText(fc.constant(rejected / 1000)),
        bars: optionalNumber(fc.integer({ min: 0, max: 99_999 })),
        heatNumber: optional(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9/. -]{0,28}[A-Za-z0-9]$/)),
        certificateId: optional(uuid),
        rejectionReason: rejected > 0 ? text(200) : optional(text(200)),
      },
      ['purchaseOrderLineId', 'receivedQuantity', 'acceptedQuantity', 'rejectedQuantity', 'rejectionReason'],
    ),
  );
/** A goods receipt against a purchase order, the supplier's invoice dated on or before the receipt. */
export const goodsReceipt = fc.tuple(documentDate, documentDate).chain(([a, b]) =>
  recordOf(
    {
      purchaseOrderId: uuid,
      receiptDate: fc.constant(a < b ? b : a),
      supplierInvoiceNumber: optional(text(50)),
      supplierInvoiceDate: fc.oneof(fc.constant(a < b ? a : b), fc.constantFrom(undefined, null, '', '   ')),
      vehicleNumber: optional(text(20)),
      remarks: optional(text(500)),
      lines: fc.array(goodsReceiptLine, { minLength: 1, maxLength: 4 }),
      version: fc.integer({ min: 1, max: 1000 }),
    },
    ['purchaseOrderId', 'receiptDate', 'lines'],
  ),
);

/** Kilograms to the gram, or pieces: a quantity of goods sent or received. */
const goodsQuantity = numberOrText(fc.integer({ min: 1, max: MAX_LINE_QUANTITY * 1000 - 1 }).map((g) => g / 1000));
/** A date pair as the first and the later of two document dates. */
const orderedDates = fc.tuple(documentDate, documentDate).map(([a, b]): [string, string] => (a < b ? [a, b] : [b, a]));

/** A job-work challan's line: a product's pieces, or bar stock by grade and rod size, with its value in rupees. */
export const jobWorkLine = fc.constantFrom('part', 'material').chain((itemType) =>
  recordOf(
    {
      itemType: fc.constant(itemType),
      productId: itemType === 'part' ? uuid : optional(uuid),
      grade: itemType === 'material' ? text(50) : optional(text(50)),
      rodSize:
        itemType === 'material'
          ? fc.oneof(fc.constantFrom('25 mm Round', 'Ø25', 'Hex 17'), text(50))
          : optional(text(50)),
      heatNumber: optional(text(50)),
      description: text(300),
      goodsType: fc.constantFrom('inputs', 'capital_goods', 'tools'),
      hsnCode,
      unit: fc.constantFrom('NOS', 'KGS', 'PCS', 'SET'),
      quantity: goodsQuantity,
      value: numberOrText(rupees(1)),
      gstRate,
    },
    ['itemType', 'productId', 'grade', 'rodSize', 'goodsType', 'description', 'unit', 'quantity', 'value', 'gstRate'],
  ),
);
/** A job-work challan: the goods due back on or after the challan date. */
export const jobWorkChallan = orderedDates.chain(([sent, due]) =>
  recordOf(
    {
      supplierId: uuid,
      challanDate: fc.constant(sent),
      process: text(200),
      expectedReturnDate: fc.oneof(fc.constant(due), fc.constantFrom(undefined, null, '', '   ')),
      vehicleNumber: optional(text(20)),
      remarks: optional(text(500)),
      lines: fc.array(jobWorkLine, { minLength: 1, maxLength: 4 }),
      version: fc.integer({ min: 1, max: 1000 }),
    },
    ['supplierId', 'challanDate', 'process', 'lines'],
  ),
);
/** What came back on a challan line: good, rejected (why, when any was) and scrap, something in all. */
export const jobWorkReceiptLine = fc
  .tuple(fc.nat({ max: 9_999_999 }), fc.nat({ max: 9_999_999 }), fc.nat({ max: 9_999_999 }))
  .filter(([good, rejected, scrap]) => good + rejected + scrap > 0)
  .chain(([good, rejected, scrap]) =>
    recordOf(
      {
        challanLineId: uuid,
        goodQuantity: numberOrText(fc.constant(good / 1000)),
        rejectedQuantity: numberOrText(fc.constant(rejected / 1000)),
        scrapKg: numberOrText(fc.constant(scrap / 1000)),
        rejectionReason: rejected > 0 ? text(200) : optional(text(200)),
      },
      ['challanLineId', 'goodQuantity', 'rejectedQuantity', 'scrapKg', 'rejectionReason'],
    ),
  );
export const jobWorkReceipt = recordOf(
  {
    // Back from the job worker, or from another one (named); a supply from their premises has no rejects.
    kind: fc.constantFrom('returned', 'other_job_worker'),
    fromSupplierId: uuid,
    invoiceNumber: optional(text(16)),
    invoiceDate: optional(documentDate),
    receiptDate: documentDate,
    jobWorkerChallanNumber: optional(text(50)),
    jobWorkerChallanDate: optional(documentDate),
    remarks: optional(text(500)),
    lines: fc.uniqueArray(jobWorkReceiptLine, {
      minLength: 1,
      maxLength: 4,
      selector: (line) => line.challanLineId,
    }),
    version: fc.integer({ min: 1, max: 1000 }),
  },
  ['receiptDate', 'fromSupplierId', 'lines'],
);

/** A customer's bars: grade, rod size, heat, kg to the gram and bars. */
export const customerMaterialLine = recordOf(
  {
    grade: text(50),
    rodSize: fc.oneof(fc.constantFrom('32 mm Round', 'Ø32', 'Hex 17'), text(50)),
    heatNumber: optional(text(50)),
    quantity: goodsQuantity,
    bars: optionalNumber(fc.integer({ min: 0, max: 999_999 })),
    remarks: optional(text(200)),
  },
  ['grade', 'rodSize', 'quantity'],
);
/** A receipt of a customer's material: their challan dated on or before it arrived. */
export const customerMaterial = orderedDates.chain(([challan, received]) =>
  recordOf(
    {
      customerId: uuid,
      receiptDate: fc.constant(received),
      customerChallanNumber: text(50),
      customerChallanDate: fc.oneof(fc.constant(challan), fc.constantFrom(undefined, null, '', '   ')),
      remarks: optional(text(500)),
      lines: fc.array(customerMaterialLine, { minLength: 1, maxLength: 4 }),
      version: fc.integer({ min: 1, max: 1000 }),
    },
    ['customerId', 'receiptDate', 'customerChallanNumber', 'lines'],
  ),
);

/** A day from 2000 up to today (UTC's today is never after India's): a stock movement is never dated ahead. */
export const dayUpToToday = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date(), noInvalidDate: true })
  .map((day) => day.toISOString().slice(0, 10));
/** An issue, return or adjustment of bar stock a storekeeper records; only issues and returns name an order. */
export const stockMovement = fc
  .record({
    kind: fc.constantFrom('issue', 'return', 'adjustment'),
    itemType: fc.constant('material'),
    itemKey: optional(fc.constantFrom('EN8|Ø25', 'EN19|HEX 17', 'SS304|SQ 20')),
    grade: text(50),
    rodSize: text(50),
    productId: optional(uuid),
    ownerId: optional(uuid),
    heatNumber: optional(text(50)),
    // Grams up to just under the 10 lakh kg bound.
    quantity: numberOrText(fc.integer({ min: 1, max: 999_999_999 }).map((grams) => grams / 1000)),
    bars: fc.oneof(numberOrText(fc.integer({ min: 0, max: 99_999 })), fc.constantFrom(null, '', undefined)),
    movementDate: dayUpToToday,
    salesOrderId: optional(uuid),
    reason: text(500),
  })
  .map((movement) => (movement.kind === 'adjustment' ? { ...movement, salesOrderId: null } : movement));

// ── Making the parts (issue 21) ────────────────────────────────────────────────────────────

/** A work order for a sales order line or for stock: whole pieces, due on or after its WO date. */
export const workOrder = orderedDates.chain(([woDate, dueDate]) =>
  recordOf(
    {
      productId: uuid,
      salesOrderLineId: optional(uuid),
      quantity: numberOrText(fc.integer({ min: 1, max: MAX_WORK_ORDER_QUANTITY })),
      woDate: fc.constant(woDate),
      dueDate: fc.constant(dueDate),
      remarks: optional(text(1000)),
      transferMinutes: fc.record({
        single_setup_cycle_time_sec: fc.oneof(
          numberOrText(fc.integer({ min: 0, max: 10_080 })),
          fc.constantFrom(null, ''),
        ),
      }),
      version: fc.integer({ min: 1, max: 1000 }),
    },
    ['productId', 'quantity', 'woDate', 'dueDate', 'transferMinutes'],
  ),
);

const clockTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

/** A machine's downtime window: from a day and time to the same time the next day (before 2100). */
export const machineDowntime = fc.tuple(documentDate, clockTime).chain(([day, time]) => {
  const startDate = day < '2099-12-31' ? day : '2099-12-30';
  const returnDate = new Date(Date.parse(`${startDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return recordOf(
    {
      kind: fc.constantFrom(...DOWNTIME_KINDS),
      startDate: fc.constant(startDate),
      startTime: fc.constant(time),
      returnDate: fc.constant(returnDate),
      returnTime: fc.constant(time),
      note: optional(text(200)),
    },
    ['kind', 'startDate', 'startTime', 'returnDate', 'returnTime'],
  );
});

/** A machine's capacity: 1 to 3 shifts of half hours that fit in a day, its weekdays and kinds of work. */
export const machineCapacity = fc
  .record({ shiftsPerDay: fc.integer({ min: 1, max: 3 }), halfHours: fc.integer({ min: 1, max: 24 }) })
  .filter(({ shiftsPerDay, halfHours }) => shiftsPerDay * halfHours <= 48)
  .chain(({ shiftsPerDay, halfHours }) =>
    recordOf(
      {
        shiftsPerDay: fc.constant(shiftsPerDay),
        hoursPerShift: fc.constant(halfHours / 2),
        firstShiftStart: fc
          .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
          .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`),
        workingDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        operationKinds: fc.uniqueArray(fc.constantFrom(...OPERATION_KINDS), { minLength: 1, maxLength: 4 }),
        setupMinutes: fc.integer({ min: 0, max: 1440 }),
        efficiencyPercent: fc.integer({ min: 1, max: 150 }),
        breaks: fc.tuple(clockTime, fc.integer({ min: 1, max: 240 })).map(([start, minutes]) => [{ start, minutes }]),
        status: fc.constantFrom(...MACHINE_STATUSES),
        statusNote: optional(text(200)),
        // Rupees an hour, or not known yet.
        hourRate: fc.oneof(
          numberOrText(fc.integer({ min: 0, max: 9_999_999 }).map((paise) => paise / 100)),
          fc.constantFrom(null, ''),
        ),
        version: fc.integer({ min: 1, max: 1000 }),
      },
      [
        'shiftsPerDay',
        'hoursPerShift',
        'firstShiftStart',
        'workingDays',
        'operationKinds',
        'setupMinutes',
        'breaks',
        'status',
      ],
    ),
  );

/**
 * A shift's production entry: good pieces, rejected ones (with a reason when any) and downtime
 * (with a reason when any), something recorded in all, on a day up to today.
 */
export const productionEntry = fc
  .tuple(fc.nat({ max: 100_000 }), fc.nat({ max: 1000 }), fc.nat({ max: 1440 }))
  .filter(([good, rejected, downtime]) => good + rejected + downtime > 0)
  .chain(([good, rejected, downtime]) =>
    recordOf(
      {
        entryDate: dayUpToToday,
        shift: numberOrText(fc.integer({ min: 1, max: 3 })),
        machineId: uuid,
        operatorId: uuid,
        workOrderId: uuid,
        operationId: uuid,
        goodQuantity: numberOrText(fc.constant(good)),
        rejectedQuantity: numberOrText(fc.constant(rejected)),
        rejectionReasonId: rejected > 0 ? uuid : optional(uuid),
        downtimeMinutes: numberOrText(fc.constant(downtime)),
        downtimeReasonId: downtime > 0 ? uuid : optional(uuid),
        remarks: optional(text(500)),
        version: fc.integer({ min: 1, max: 1000 }),
      },
      [
        'entryDate',
        'shift',
        'machineId',
        'operatorId',
        'workOrderId',
        'operationId',
        'goodQuantity',
        'rejectedQuantity',
        'rejectionReasonId',
        'downtimeMinutes',
        'downtimeReasonId',
      ],
    ),
  );

/** A figure of a drawing to the ten-thousandth, below a thousand. */
const measure = (min: number, max: number) => fc.integer({ min, max }).map((n) => n / 10_000);
/** A characteristic measured on `pieces` sample pieces against its nominal and tolerance. */
export const measuredReading = (pieces: number) =>
  recordOf(
    {
      characteristic: text(95),
      nominal: numberOrText(measure(1, 9_999_999)),
      lowerTolerance: numberOrText(measure(-10_000, 0)),
      upperTolerance: numberOrText(measure(0, 10_000)),
      unit: optional(fc.constantFrom('mm', 'µm', 'deg', 'Ra')),
      measured: fc.array(numberOrText(measure(1, 9_999_999)), { minLength: pieces, maxLength: pieces }),
      result: fc.constantFrom(undefined, null),
      gaugeId: optional(uuid),
    },
    ['characteristic', 'nominal', 'lowerTolerance', 'upperTolerance', 'measured'],
  );
/** A characteristic judged by eye ("Free of burrs"): no figures, the inspector's pass or fail. */
const judgedReading = recordOf(
  { characteristic: text(95), unit: optional(text(10)), result: fc.constantFrom(...INSPECTION_RESULTS) },
  ['characteristic', 'result'],
);
/** Readings of an inspection: the first measured, the others measured or judged, each named once (numbered). */
const readings = (pieces: number) =>
  fc
    .tuple(measuredReading(pieces), fc.array(fc.oneof(measuredReading(pieces), judgedReading), { maxLength: 3 }))
    .map(([first, rest]) =>
      [first, ...rest].map((reading, index) => ({
        ...reading,
        characteristic: `${index + 1}. ${reading.characteristic}`,
      })),
    );
const inspectionFields = (pieces: number) => ({
  inspectedOn: dayUpToToday,
  inspectorId: optional(uuid),
  readings: readings(pieces),
  remarks: optional(text(500)),
});
/** A work order's first piece: each measured characteristic measured once. */
export const firstPiece = recordOf({ workOrderId: uuid, ...inspectionFields(1) }, [
  'workOrderId',
  'inspectedOn',
  'readings',
]);
/** A dispatch's PDI: 1 to 5 sample pieces, each measured characteristic measured on each. */
export const pdi = fc.integer({ min: 1, max: 5 }).chain((pieces) =>
  recordOf(
    {
      dispatchId: uuid,
      productId: optional(uuid),
      sampleSize: numberOrText(fc.constant(pieces)),
      ...inspectionFields(pieces),
    },
    ['dispatchId', 'sampleSize', 'inspectedOn', 'readings'],
  ),
);
/** An operation inspected in process on a machine: 1 to 5 sample pieces, at a setup, a tool change or periodic. */
export const inProcess = fc.integer({ min: 1, max: 5 }).chain((pieces) =>
  recordOf(
    {
      workOrderId: uuid,
      operationId: uuid,
      machineId: uuid,
      trigger: fc.constantFrom(...IN_PROCESS_TRIGGERS),
      sampleSize: numberOrText(fc.constant(pieces)),
      ...inspectionFields(pieces),
    },
    ['workOrderId', 'operationId', 'machineId', 'trigger', 'sampleSize', 'inspectedOn', 'readings'],
  ),
);
/** A work order's lot inspected before dispatch: 1 to 5 sample pieces of a lot at least as large. */
export const lotPdi = fc.integer({ min: 1, max: 5 }).chain((pieces) =>
  recordOf(
    {
      workOrderId: uuid,
      lotQuantity: numberOrText(fc.integer({ min: pieces, max: 1_000_000 })),
      sampleSize: numberOrText(fc.constant(pieces)),
      ...inspectionFields(pieces),
    },
    ['workOrderId', 'lotQuantity', 'sampleSize', 'inspectedOn', 'readings'],
  ),
);
/** A control plan's characteristic: measured against its figures at the first piece (and maybe the others). */
const planCharacteristic = recordOf(
  {
    characteristic: text(95),
    special: fc.constantFrom(...SPECIAL_CLASSES),
    nominal: numberOrText(measure(1, 9_999_999)),
    lowerTolerance: numberOrText(measure(-10_000, 0)),
    upperTolerance: numberOrText(measure(0, 10_000)),
    unit: optional(fc.constantFrom('mm', 'µm', 'deg', 'Ra')),
    method: optional(text(100)),
    gaugeType: optional(text(60)),
    gaugeId: optional(uuid),
    sampleSize: numberOrText(fc.integer({ min: 1, max: 1000 })),
    frequency: optional(text(60)),
    firstPiece: fc.constant(true),
    inProcess: fc.boolean(),
    pdi: fc.boolean(),
    reactionPlan: optional(text(300)),
  },
  ['characteristic', 'nominal', 'lowerTolerance', 'upperTolerance', 'sampleSize', 'firstPiece'],
);
/** A product's control plan: 1 to 4 characteristics, each named once (numbered). */
export const controlPlan = recordOf(
  {
    characteristics: fc
      .array(planCharacteristic, { minLength: 1, maxLength: 4 })
      .map((list) => list.map((c, index) => ({ ...c, characteristic: `${index + 1}. ${c.characteristic}` }))),
    remarks: optional(text(500)),
    version: fc.integer({ min: 1, max: 1000 }),
  },
  ['characteristics'],
);
