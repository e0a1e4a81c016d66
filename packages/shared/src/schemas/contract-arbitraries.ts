import fc from 'fast-check';
import { addDays, weekOf } from '../calendar.js';
import { BLANKET_ORDER_STATUSES } from '../documents/blanket-order-flow.js';
import { QUOTATION_STATUSES } from '../documents/quotation-flow.js';
import { monthBounds } from './delivery-schedule.js';
import {
  documentDate,
  type Fields,
  numberOrText,
  optional,
  recordOf,
  rupees,
  text,
  uuid,
} from './input-arbitraries.js';

/*
 * Valid inputs of the quotations, blanket orders and delivery schedules (issue 30), for the
 * hostile-input property test: every rule across fields kept (rising quantities, dates in order,
 * buckets in their month and once each).
 */

const sortedDays = (count: number) =>
  fc.array(documentDate, { minLength: count, maxLength: count }).map((d) => d.sort());
const version = fc.integer({ min: 1, max: 1000 });
const percent = (max: number) => numberOrText(fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100));
/** A uuid, or none: a nullable id takes no blank. */
const optionalId = fc.oneof(uuid, fc.constantFrom(undefined, null));

export const costOperation = recordOf(
  {
    label: text(60),
    machineId: optionalId,
    machineNo: optional(text(50)),
    cycleTimeSec: numberOrText(fc.integer({ min: 1, max: 999_999 }).map((tenths) => tenths / 10)),
    efficiencyPercent: numberOrText(fc.integer({ min: 1, max: 150 })),
    setupMinutes: numberOrText(fc.integer({ min: 0, max: 1440 })),
    hourRate: numberOrText(rupees(0)),
  },
  ['label', 'cycleTimeSec', 'efficiencyPercent', 'setupMinutes', 'hourRate'],
);

export const outsideOperation = recordOf({ process: text(100), ratePerPiece: numberOrText(rupees(0)) }, [
  'process',
  'ratePerPiece',
]);

export const priceBreak = recordOf(
  { quantity: numberOrText(fc.integer({ min: 1, max: 9_999_999 })), price: numberOrText(rupees(1)) },
  ['quantity', 'price'],
);

/** One to five quantities, rising. */
const priceBreaks = fc
  .uniqueArray(fc.integer({ min: 1, max: 9_999_999 }), { minLength: 1, maxLength: 5 })
  .chain((quantities) =>
    fc.tuple(
      ...[...quantities]
        .sort((a, b) => a - b)
        .map((quantity) => fc.record({ quantity: fc.constant(quantity), price: rupees(1) })),
    ),
  );

export const quotationLine = recordOf(
  {
    productId: uuid,
    barKgPerPiece: numberOrText(fc.integer({ min: 1, max: 999_999 }).map((grams) => grams / 1000)),
    barRate: numberOrText(rupees(0)),
    barRateSource: fc.constantFrom('grn', 'po', 'typed', undefined),
    operations: fc.array(costOperation, { minLength: 1, maxLength: 3 }),
    outside: fc.array(outsideOperation, { minLength: 1, maxLength: 3 }),
    packingPerPiece: numberOrText(rupees(0)),
    rejectionPercent: percent(50),
    overheadPercent: percent(500),
    marginPercent: percent(500),
    breaks: priceBreaks,
  },
  [
    'productId',
    'barKgPerPiece',
    'barRate',
    'operations',
    'outside',
    'packingPerPiece',
    'rejectionPercent',
    'overheadPercent',
    'marginPercent',
    'breaks',
  ],
);

export const quotation = fc
  .tuple(sortedDays(3), fc.array(quotationLine, { minLength: 1, maxLength: 3 }))
  .chain(([[enquiryDate, quotationDate, validUntil], lines]) =>
    recordOf(
      {
        customerId: uuid,
        enquiryReference: optional(text(60)),
        enquiryDate: fc.constant(enquiryDate),
        quotationDate: fc.constant(quotationDate),
        validUntil: fc.constant(validUntil),
        paymentTerms: optional(text(200)),
        deliveryTerms: optional(text(200)),
        remarks: optional(text(1000)),
        lines: fc.constant(lines),
        version,
      },
      ['customerId', 'enquiryDate', 'quotationDate', 'validUntil', 'lines'],
    ),
  );

export const quotationListFilter = fc.record(
  { status: fc.constantFrom(...QUOTATION_STATUSES), customerId: uuid },
  { requiredKeys: [] },
);

export const blanketOrderLine = recordOf(
  {
    productId: uuid,
    totalQuantity: fc.oneof(numberOrText(fc.integer({ min: 1, max: 9_999_999 })), fc.constantFrom(undefined, null, '')),
    rate: numberOrText(rupees(1)),
  },
  ['productId', 'rate'],
);

export const blanketOrder = fc
  .tuple(sortedDays(2), fc.uniqueArray(uuid, { minLength: 1, maxLength: 3 }))
  .chain(([[validFrom, validTo], products]) =>
    recordOf(
      {
        customerId: uuid,
        customerPoNumber: text(50),
        customerPoDate: optional(documentDate),
        validFrom: fc.constant(validFrom),
        validTo: fc.constant(validTo),
        paymentTerms: optional(text(200)),
        remarks: optional(text(1000)),
        lines: fc.tuple(...products.map((productId) => blanketOrderLine.map((line) => ({ ...line, productId })))),
        version,
      },
      ['customerId', 'customerPoNumber', 'validFrom', 'validTo', 'lines'],
    ),
  );

export const blanketOrderListFilter = fc.record(
  { status: fc.constantFrom(...BLANKET_ORDER_STATUSES), customerId: uuid },
  { requiredKeys: [] },
);

export const priceRevision = recordOf(
  { lineId: uuid, effectiveFrom: documentDate, rate: numberOrText(rupees(1)), reason: text(300), version },
  ['lineId', 'effectiveFrom', 'rate', 'reason'],
);

/** A month between 2001 and 2098, as yyyy-mm. */
export const month = fc
  .record({ year: fc.integer({ min: 2001, max: 2098 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);

/** The month's buckets: each day, and each week (its Monday) with a day in the month. */
function bucketsOf(value: string): { bucket: 'day' | 'week'; date: string }[] {
  const { first, last } = monthBounds(value);
  const buckets: { bucket: 'day' | 'week'; date: string }[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) buckets.push({ bucket: 'day', date: day });
  for (let monday = weekOf(first).monday; monday <= last; monday = addDays(monday, 7)) {
    buckets.push({ bucket: 'week', date: monday });
  }
  return buckets;
}

/** A revision of a month: buckets in it, a part and bucket once each, firm until a day of it. */
export const deliverySchedule = month.chain((value) => {
  const buckets = bucketsOf(value);
  const { first, last } = monthBounds(value);
  const days = buckets.filter((bucket) => bucket.bucket === 'day').map((bucket) => bucket.date);
  return fc
    .uniqueArray(fc.tuple(uuid, fc.constantFrom(...buckets)), {
      minLength: 1,
      maxLength: 6,
      selector: ([productId, bucket]) => `${productId}|${bucket.bucket}|${bucket.date}`,
    })
    .chain((picked) =>
      recordOf(
        {
          customerId: uuid,
          month: fc.constant(value),
          receivedOn: documentDate,
          firmUntil: fc.constantFrom(first, ...days, last),
          reference: optional(text(60)),
          lines: fc.tuple(
            ...picked.map(([productId, bucket]) =>
              numberOrText(fc.integer({ min: 0, max: 9_999_999 })).map((quantity) => ({
                productId,
                ...bucket,
                quantity,
              })),
            ),
          ),
          version,
        },
        ['customerId', 'month', 'receivedOn', 'firmUntil', 'lines'],
      ),
    );
});

export const scheduleLine = recordOf(
  {
    productId: uuid,
    bucket: fc.constantFrom('day', 'week'),
    date: documentDate,
    quantity: numberOrText(fc.integer({ min: 0, max: 9_999_999 })),
  },
  ['productId', 'bucket', 'date', 'quantity'],
);

export const scheduleListFilter = fc.record({ customerId: uuid, month }, { requiredKeys: [] });
export const performanceQuery = recordOf({ customerId: uuid, month }, ['month']);

export const scheduleDispatch = recordOf(
  {
    dispatchDate: documentDate,
    vehicleReference: optional(text(100)),
    notes: optional(text(300)),
    lines: fc.array(
      recordOf({ productId: uuid, quantity: numberOrText(fc.integer({ min: 1, max: 100_000 })) }, [
        'productId',
        'quantity',
      ]),
      { minLength: 1, maxLength: 3 },
    ),
    reason: optional(text(300)),
    pdiOverride: fc.constantFrom(true, false, undefined),
    version,
  },
  ['dispatchDate', 'lines'],
);

export const scheduleImportQuery = recordOf(
  {
    customerId: uuid,
    month,
    receivedOn: documentDate,
    firmUntil: documentDate,
    reference: optional(text(60)),
    layout: fc.constantFrom('long', 'wide', undefined),
    headerRow: fc.oneof(fc.integer({ min: 1, max: 9999 }).map(String), fc.constant(undefined)),
    partColumn: optional(text(100)),
    dateColumn: optional(text(100)),
    quantityColumn: optional(text(100)),
    sheet: optional(text(100)),
  },
  ['customerId', 'month', 'receivedOn', 'firmUntil'],
) as fc.Arbitrary<Fields>;
