import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TALLY_KINDS } from '../accounts/tally-kinds.js';
import { fromCsvRow } from '../csv.js';
import { CUSTOMER_MATERIAL_STATUSES } from '../documents/customer-material-flow.js';
import { GOODS_RECEIPT_STATUSES } from '../documents/goods-receipt-flow.js';
import { JOB_WORK_CHALLAN_STATUSES } from '../documents/job-work-flow.js';
import { PURCHASE_ORDER_STATUSES } from '../documents/purchase-order-flow.js';
import { WORK_ORDER_STATUSES } from '../documents/work-order-flow.js';
import * as shared from '../index.js';
import { listQuerySchema } from '../list.js';
import { ACTIONS, SCOPES } from '../permissions.js';
import { CONTROL_CHARACTERS_MESSAGE, DIRECTION_OVERRIDE_MESSAGE, textProblem } from '../text-safety.js';
import { passwordChangeFormSchema, passwordChangeSchema } from './account.js';
import { AUDIT_ENTITIES, AUDIT_EVENTS, auditQuerySchema, historyQuerySchema } from './audit.js';
import { loginSchema, registerSchema } from './auth.js';
import {
  blanketOrderInputSchema,
  blanketOrderLineInputSchema,
  blanketOrderListFilterSchema,
  priceRevisionInputSchema,
} from './blanket-order.js';
import {
  BOX_STATES,
  boxListFilterSchema,
  boxPackInputSchema,
  boxScanQuerySchema,
  LABEL_FORMATS,
  labelsQuerySchema,
} from './box.js';
import { idParamsSchema } from './common.js';
import { companySettingsInputSchema } from './company-settings.js';
import {
  blanketOrder,
  blanketOrderLine,
  blanketOrderListFilter,
  costOperation,
  deliverySchedule,
  outsideOperation,
  performanceQuery,
  priceBreak,
  priceRevision,
  quotation,
  quotationLine,
  quotationListFilter,
  scheduleDispatch,
  scheduleImportQuery,
  scheduleLine,
  scheduleListFilter,
} from './contract-arbitraries.js';
import { CONTROL_PLAN_FILTERS, controlPlanInputSchema, controlPlanListFilterSchema } from './control-plan.js';
import {
  CUSTOMER_CSV_COLUMNS,
  customerCreateSchema,
  customerListFilterSchema,
  customerUpdateSchema,
} from './customer.js';
import {
  customerMaterialInputSchema,
  customerMaterialLineInputSchema,
  customerMaterialListFilterSchema,
} from './customer-material.js';
import {
  deliveryAddressInputSchema,
  deliveryAddressListQuerySchema,
  deliveryAddressParamsSchema,
} from './delivery-address.js';
import {
  deliveryPerformanceQuerySchema,
  deliveryScheduleInputSchema,
  deliveryScheduleListFilterSchema,
  scheduleDispatchInputSchema,
  scheduleImportQuerySchema,
  scheduleLineInputSchema,
} from './delivery-schedule.js';
import { departmentCreateSchema, departmentUpdateSchema } from './department.js';
import { designationCreateSchema, designationPutSchema, designationUpdateSchema } from './designation.js';
import { documentEmailFormSchema, documentEmailSchema } from './document-email.js';
import { DOCUMENT_DATE_MESSAGE, documentActionSchema } from './document-fields.js';
import { eWayBillEntrySchema, eWayBillTransportSchema } from './e-way-bill.js';
import { employeeCreateSchema, employeeFilterSchema, employeePutSchema, employeeUpdateSchema } from './employee.js';
import {
  CALIBRATION_RESULTS,
  calibrationInputSchema,
  GAUGE_STATES,
  GAUGE_STATUSES,
  gaugeInputSchema,
  gaugeListFilterSchema,
  gaugeOptionsQuerySchema,
  gaugePutSchema,
} from './gauge.js';
import {
  goodsReceiptInputSchema,
  goodsReceiptLineInputSchema,
  goodsReceiptListFilterSchema,
  receivableOrdersQuerySchema,
} from './goods-receipt.js';
import { NOTE_KINDS, NOTE_STATUSES, noteInputSchema, noteLineInputSchema, noteListFilterSchema } from './gst-note.js';
import { gstMonthQuerySchema, gstPeriodQuerySchema } from './gst-reports.js';
import {
  GSTR2B_ACTIONS,
  GSTR2B_VIEWS,
  gstr2bActionInputSchema,
  gstr2bFileSchema,
  gstr2bQuerySchema,
} from './gstr2b.js';
import {
  controlPlan,
  customer,
  customerMaterial,
  customerMaterialLine,
  DIGITS,
  dateText,
  daysIn,
  dayUpToToday,
  department,
  designation,
  documentDate,
  email,
  employee,
  eWayBillEntry,
  eWayBillTransport,
  type Fields,
  firstPiece,
  from,
  goodsReceipt,
  goodsReceiptLine,
  gstin,
  gstinOfItsState,
  inProcess,
  invoice,
  invoiceLine,
  isActive,
  jobWorkChallan,
  jobWorkLine,
  jobWorkReceipt,
  jobWorkReceiptLine,
  LETTERS,
  lotPdi,
  machine,
  machineCapacity,
  machineDowntime,
  measured,
  measuredReading,
  note,
  noteLine,
  numberOrText,
  optional,
  optionalNumber,
  pan,
  payment,
  paymentDay,
  pdi,
  phone,
  product,
  productionEntry,
  purchaseOrder,
  purchaseOrderLine,
  recordOf,
  salesOrder,
  state,
  stockMovement,
  supplier,
  text,
  uuid,
  workOrder,
} from './input-arbitraries.js';
import {
  firstPieceInputSchema,
  INSPECTION_KINDS,
  INSPECTION_RESULTS,
  inProcessInputSchema,
  inspectionListFilterSchema,
  inspectionReadingInputSchema,
  lotPdiInputSchema,
  pdiInputSchema,
  pdiTemplateQuerySchema,
} from './inspection.js';
import {
  INVOICE_DISPLAY_STATUSES,
  invoiceInputSchema,
  invoiceLineInputSchema,
  invoiceListFilterSchema,
  invoiceProposalQuerySchema,
  PAYMENT_MODES,
  paymentInputSchema,
  receiptInputSchema,
} from './invoice.js';
import { irnInputSchema, irnRemoveQuerySchema } from './irn.js';
import { itc04ExportQuerySchema, itc04QuerySchema } from './itc-04.js';
import { jobWorkChallanInputSchema, jobWorkLineInputSchema, jobWorkListFilterSchema } from './job-work.js';
import { deemedSupplyInputSchema } from './job-work-deemed-supply.js';
import { jobWorkReceiptInputSchema, jobWorkReceiptLineInputSchema } from './job-work-receipt.js';
import { machineCreateSchema, machineUpdateSchema } from './machine.js';
import {
  machineCapacityInputSchema,
  machineDowntimeInputSchema,
  machineDowntimeParamsSchema,
  plantHolidayInputSchema,
  plantHolidayParamsSchema,
  plantHolidayQuerySchema,
} from './machine-capacity.js';
import { OPEN_LINE_DUE, openLineListFilterSchema } from './open-order-line.js';
import { importRequestSchema, optionsQuerySchema } from './options.js';
import { promiseQuerySchema, roughCutQuerySchema, whatIfQuerySchema } from './planning.js';
import { PRODUCT_CYCLE_TIMES, productCreateSchema, productOptionsQuerySchema, productUpdateSchema } from './product.js';
import {
  oeeQuerySchema,
  productionEntryInputSchema,
  productionEntryListFilterSchema,
  workdayQuerySchema,
} from './production-entry.js';
import {
  PRODUCTION_REASON_KINDS,
  productionReasonInputSchema,
  productionReasonPatchSchema,
  productionReasonQuerySchema,
} from './production-reason.js';
import {
  purchaseOrderInputSchema,
  purchaseOrderLineInputSchema,
  purchaseOrderListFilterSchema,
} from './purchase-order.js';
import {
  costBasisQuerySchema,
  costOperationSchema,
  outsideOperationSchema,
  priceBreakSchema,
  quotationInputSchema,
  quotationLineInputSchema,
  quotationListFilterSchema,
} from './quotation.js';
import { statementQuerySchema } from './receivables.js';
import { roleInputSchema } from './role.js';
import {
  dispatchInputSchema,
  SALES_ORDER_STATUSES,
  salesOrderInputSchema,
  salesOrderLineInputSchema,
  salesOrderListFilterSchema,
} from './sales-order.js';
import { scheduleLockInputSchema, scheduleQuerySchema } from './schedule.js';
import { spcCharacteristicsQuerySchema, spcQuerySchema } from './spc.js';
import {
  planningItemParamsSchema,
  planningPurchaseInputSchema,
  STOCK_MOVEMENT_KINDS,
  stockBalanceFilterSchema,
  stockItemOptionsQuerySchema,
  stockMovementFilterSchema,
  stockMovementInputSchema,
  stockPlanningFilterSchema,
  trackedProductParamsSchema,
} from './stock.js';
import { supplierCreateSchema, supplierPutSchema, supplierUpdateSchema } from './supplier.js';
import {
  billableOrdersQuerySchema,
  supplierBillInputSchema,
  supplierBillLineInputSchema,
  supplierBillListFilterSchema,
  supplierBillProposalQuerySchema,
} from './supplier-bill.js';
import {
  advanceAllocationInputSchema,
  openBillsQuerySchema,
  supplierPaymentInputSchema,
  supplierPaymentListFilterSchema,
} from './supplier-payment.js';
import { tallyExportQuerySchema } from './tally-export.js';
import { traceFindQuerySchema } from './traceability.js';
import { userCreateSchema, userUpdateSchema } from './user.js';
import { workOrderInputSchema, workOrderListFilterSchema } from './work-order.js';

/**
 * Hostile input against every input schema the browser and the server share: a valid input with
 * one value made hostile must fail to parse, with an issue on that value's own path. Hostile
 * text (NUL and the other C0 controls, DEL, lone surrogates, direction overrides) goes into every
 * text field; huge, tiny and NaN-like numbers into every number field; dates outside 2000–2099
 * into every document date. Each schema lists its fields by kind, and the lists must name every
 * field of the schema, so a field added later is covered or the test fails. What a schema
 * rightly lets through is listed, with why, under `accepted` and checked to stay so.
 */

type ObjectSchema = z.ZodObject;

// ── Hostile values ─────────────────────────────────────────────────────────────────────────

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
/** C0 controls but tab, line feed and carriage return (text keeps its lines), and DEL. */
const CONTROLS = [...range(0x00, 0x08), 0x0b, 0x0c, ...range(0x0e, 0x1f), 0x7f];
const OVERRIDES = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];

interface HostileChar {
  char: string;
  /** The message text-safety.ts gives it. */
  message: string;
}
const hostileChar: fc.Arbitrary<HostileChar> = fc.oneof(
  fc
    .constantFrom(...CONTROLS)
    .map((code) => ({ char: String.fromCharCode(code), message: CONTROL_CHARACTERS_MESSAGE })),
  // High or low, alone: the text around it has no surrogates, so it is never half of a pair.
  fc
    .integer({ min: 0xd800, max: 0xdfff })
    .map((code) => ({ char: String.fromCharCode(code), message: CONTROL_CHARACTERS_MESSAGE })),
  fc
    .constantFrom(...OVERRIDES)
    .map((code) => ({ char: String.fromCharCode(code), message: DIRECTION_OVERRIDE_MESSAGE })),
);

/**
 * `original` (or "xyz" when it is no text) with `char` put inside it, never at either end: an
 * edge is where trimming takes the two controls that are also whitespace (VT, FF), and what is
 * trimmed away is not stored. `replace` swaps a character for it, so the length stays.
 */
function inject(original: unknown, char: string, at: number, replace = false): string {
  const core = typeof original === 'string' && original.trim().length >= 3 ? original.trim() : 'xyz';
  const index = 1 + (at % (core.length - 2));
  return `${core.slice(0, index)}${char}${core.slice(replace ? index + 1 : index)}`;
}

/** Numbers no field takes: past every bound and past a safe integer, below every minimum, not finite. */
const HOSTILE_NUMBERS: unknown[] = [
  1e308,
  -1e308,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.NaN,
  // As text, for the fields the form fills with text and the query string always does.
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '9'.repeat(400),
];

/** A real day outside the document window: years 1–1999 and 2100–9999. */
const outOfWindowDate = fc
  .record({
    year: fc.oneof(fc.integer({ min: 1, max: 1999 }), fc.integer({ min: 2100, max: 9999 })),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.nat(),
  })
  .map(({ year, month, day }) => dateText(year, month, 1 + (day % daysIn(year, month))));
/** Text shaped like a date that names no day. */
const IMPOSSIBLE_DATES = ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0000-01-01'];
const MALFORMED_DATES = ['20266-04-01', '2026-4-1', '10/04/2026', '2026-04-10T00:00:00Z', '+02026-04-10'];

// ── Helpers ────────────────────────────────────────────────────────────────────────────────

/** Every message on `path` (messagesOf keeps only the first of each path). */
function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}

const valueAt = (input: Fields, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], input);

/** A copy of `input` with the value at the dotted `path` (`lines.0.rate`) replaced. */
function withValue(input: Fields, path: string, value: unknown): Fields {
  const copy = structuredClone(input);
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Fields;
  target[keys.at(-1) as string] = value;
  return copy;
}

// ── Valid input the shared generators do not make ──────────────────────────────────────────

const withVersion = (valid: fc.Arbitrary<Fields>) =>
  fc.tuple(valid, fc.integer({ min: 1, max: 1000 })).map(([fields, version]) => ({ ...fields, version }));
/** A gauge of the register as its form sends it (each text a character short of its most, for the injected one). */
const gauge = recordOf(
  {
    code: text(29),
    name: text(99),
    gaugeType: text(59),
    rangeText: optional(text(59)),
    leastCount: optionalNumber(measured(4)),
    unit: optional(text(9)),
    location: optional(text(99)),
    calibrationFrequencyDays: numberOrText(fc.integer({ min: 1, max: 3650 })),
    status: fc.constantFrom(...GAUGE_STATUSES),
    remarks: optional(text(499)),
  },
  ['code', 'name', 'gaugeType', 'calibrationFrequencyDays'],
);
const password = fc.string({ unit: fc.constantFrom(...`${LETTERS}${DIGITS}-_!@`), minLength: 8, maxLength: 128 });
const avatar = fc.webUrl({ validSchemes: ['https'] }).filter((url) => url.length <= 2000 && /^\S+$/.test(url));
const userFields = {
  firstName: text(100),
  lastName: text(100),
  avatar: optional(avatar),
  isActive,
  roleId: uuid,
};
const user = fc.record(
  { email, password, ...userFields },
  { requiredKeys: ['email', 'password', 'firstName', 'lastName', 'roleId'] },
);
const userUpdate = fc.record(
  { email, password: fc.oneof(password, fc.constant('')), ...userFields, version: fc.integer({ min: 1, max: 1000 }) },
  { requiredKeys: ['password', 'firstName', 'lastName', 'roleId'] },
);
const role = fc.record(
  {
    name: text(50),
    permissions: fc.array(
      fc.record({ scope: fc.constantFrom(...SCOPES), actions: fc.subarray([...ACTIONS], { minLength: 1 }) }),
      { minLength: 1, maxLength: 4 },
    ),
    version: fc.integer({ min: 1, max: 1000 }),
  },
  { requiredKeys: ['name', 'permissions'] },
);
const register = fc.record({ email, password, name: text(200) });
const login = fc.record({
  email,
  password: fc.string({ minLength: 1, maxLength: 64 }).filter((p) => textProblem(p) === null),
});
/** A change of one's own password: a new one unlike the current and not one character repeated. */
const passwordChange = fc
  .record({ currentPassword: login.map((l) => l.password as string), newPassword: password })
  .filter(({ currentPassword, newPassword }) => newPassword !== currentPassword && new Set(newPassword).size > 1);
/** A box as a scan names it: its code, in either case, or the whole QR line its label holds. */
const boxCode = fc
  .tuple(fc.integer({ min: 1, max: 9_999_999 }), fc.boolean(), fc.boolean())
  .map(([serial, lower, qr]) => {
    const code = `BX${String(serial).padStart(7, '0')}`;
    const typed = lower ? code.toLowerCase() : code;
    return qr ? `${typed}|DAC-FB-2231|Flange bush|200|H2291|WO/2026-27/0012|07/12/2026|3/6` : typed;
  });
const dispatch = fc.record(
  {
    dispatchDate: documentDate,
    vehicleReference: optional(text(100)),
    notes: optional(text(500)),
    lines: fc.array(fc.record({ orderLineId: uuid, quantity: fc.integer({ min: 1, max: 1_000_000 }) }), {
      minLength: 1,
      maxLength: 4,
    }),
    pdiOverride: fc.boolean(),
    boxCodes: fc.array(boxCode, { minLength: 1, maxLength: 3 }),
    version: fc.integer({ min: 1, max: 1000 }),
  },
  { requiredKeys: ['dispatchDate', 'lines', 'boxCodes'] },
);
const action = fc.record(
  { version: fc.integer({ min: 1, max: 1000 }), reason: optional(text(500)) },
  { requiredKeys: ['reason'] },
);
const ifsc = fc.tuple(from(LETTERS, 4), from(`${LETTERS}${DIGITS}`, 6)).map(([bank, branch]) => `${bank}0${branch}`);
const company = fc
  .record(
    {
      name: text(200),
      address: optional(text(500)),
      state: optional(state),
      gstin: optional(gstin),
      pan: optional(pan),
      email: optional(email),
      phone: optional(phone),
      bankName: optional(text(100)),
      bankAccountName: optional(text(200)),
      bankAccountNumber: optional(fc.integer({ min: 6, max: 18 }).chain((length) => from(DIGITS, length))),
      bankIfsc: optional(ifsc),
      bankBranch: optional(text(100)),
      // No whitespace: a logo is a data URL or nothing, never trimmed.
      logo: fc.constantFrom(undefined, null, '', 'data:image/png;base64,iVBORw0KGgo='),
      invoiceTerms: optional(text(1000)),
      eInvoicing: fc.boolean(),
      transferMinutes: fc.integer({ min: 0, max: 10_080 }),
      tallyCompany: optional(text(100)),
      tallyLedgers: fc.record(
        { salesLocal: text(100), bank: text(100), cash: optional(text(100)) },
        { requiredKeys: ['salesLocal', 'bank'] },
      ),
      version: fc.integer({ min: 1, max: 1000 }),
    },
    { requiredKeys: ['name', 'tallyLedgers'] },
  )
  .map(gstinOfItsState);
const LIST_SORTABLE = ['createdAt', 'name'] as const;
const listQueryOf = (sortable: readonly string[]) => ({
  page: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }).map(String)),
  limit: fc.integer({ min: 1, max: 100 }).map(String),
  search: text(100),
  sortBy: fc.constantFrom(...sortable),
  sortOrder: fc.constantFrom('asc', 'DESC'),
});
const listQuery = fc.record(listQueryOf(LIST_SORTABLE));
const historyQuery = fc.record(listQueryOf(['at']));
const auditQuery = fc.record({
  ...listQueryOf(['at']),
  event: fc.constantFrom(...AUDIT_EVENTS),
  entity: fc.constantFrom(...AUDIT_ENTITIES),
  entityId: uuid,
  actor: fc.stringMatching(/^[a-z0-9@.]{2,40}$/),
  from: documentDate,
  to: documentDate,
});
const bool = fc.constantFrom('true', 'false');
/** A signed QR code's shape: a JWT whose payload's `data` names a document, signed by anyone. */
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const signedQr = fc
  .record({ DocNo: fc.stringMatching(/^[A-Z0-9/-]{1,16}$/), TotInvVal: fc.integer({ min: 1, max: 100_000_000 }) })
  .map((data) =>
    [
      { alg: 'RS256', typ: 'JWT' },
      { data: JSON.stringify(data), iss: 'NIC' },
    ]
      .map((part) => base64url(JSON.stringify(part)))
      .concat(base64url('signature'))
      .join('.'),
  );
/** The portal's acknowledgement time: its own "yyyy-MM-dd HH:mm:ss" (India time) or an ISO instant. */
const ackDate = fc
  .tuple(
    fc.date({ min: new Date('2020-10-02T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true }),
    fc.boolean(),
  )
  .map(([at, iso]) => (iso ? at.toISOString() : at.toISOString().slice(0, 19).replace('T', ' ')));
const irnInput = fc.record(
  {
    irn: from('0123456789abcdefABCDEF', 64),
    ackNumber: fc.stringMatching(/^\d{1,20}$/),
    ackDate,
    signedQrCode: signedQr,
    version: fc.integer({ min: 1, max: 1000 }),
  },
  { requiredKeys: ['irn', 'ackNumber', 'ackDate', 'signedQrCode'] },
);
const importRequest = fc.record({
  rows: fc.array(fc.record({ partyCode: text(30), name: text(200) }), { minLength: 1, maxLength: 3 }),
  dryRun: fc.boolean(),
  firstLine: fc.integer({ min: 1, max: 1000 }),
});

// ── The schemas and their fields ───────────────────────────────────────────────────────────

interface Case {
  schema: ObjectSchema;
  valid: fc.Arbitrary<Fields>;
  /** Free text: hostile characters are refused with text-safety's own message. */
  text?: string[];
  /** Text with a shape (an id, an e-mail, a code, a choice, a flag): hostile characters break it. */
  shaped?: string[];
  numbers?: string[];
  /** Document dates: 2000-01-01 to 2099-12-31, and a real day. */
  documentDates?: string[];
  /** Other dates: any real day; hostile characters and impossible days are refused. */
  dates?: string[];
  /** Fields that rightly take hostile text, and why. */
  accepted?: Record<string, string>;
}

const PASSWORD_REASON =
  'A password is any text the user chooses: it is hashed, never stored as text nor shown, and the ' +
  'server’s input guard refuses control characters before any schema. The schema checks only its length.';

const entity = (text: string[], shaped: string[] = [], extra: Partial<Case> = {}) => ({ text, shaped, ...extra });
const CUSTOMER = entity(
  ['partyCode', 'name', 'contactPerson', 'billingAddress', 'shippingAddress'],
  ['email', 'phone', 'gstin', 'state', 'isActive', 'gstCategory', 'countryCode', 'currency'],
  { numbers: ['paymentTermsDays'] },
);
const SUPPLIER = entity(
  ['name', 'supplierCode', 'contactPerson', 'address', 'materials'],
  ['email', 'phone', 'gstin', 'state', 'isActive', 'pan', 'tdsSection', 'deducteeType'],
  { numbers: ['leadTimeDays', 'minimumOrderKg', 'paymentTermsDays'] },
);
const EMPLOYEE = entity(
  ['employeeCode', 'firstName', 'lastName'],
  ['email', 'phone', 'departmentId', 'designationId', 'isActive'],
  { dates: ['dateOfJoining'] },
);
const DESIGNATION = entity(['name', 'description'], ['departmentId', 'isActive']);
const GAUGE = entity(['code', 'name', 'gaugeType', 'rangeText', 'unit', 'location', 'remarks'], ['status'], {
  numbers: ['leastCount', 'calibrationFrequencyDays'],
});
const PRODUCT_NUMBERS = [
  'raw_material_weight',
  'net_weight',
  'final_od',
  'final_id',
  'final_length',
  ...PRODUCT_CYCLE_TIMES,
  'qty_in_plastic_bag',
  'qty_in_box',
  'qty_in_carton',
  'gstRate',
  'partingWidthMm',
  'facingAllowanceMm',
  'barLengthMm',
  'barEndLossMm',
];
const PRODUCT = entity(
  [
    'partyCode',
    'assembly',
    'product_description',
    'drawing_number',
    'product_type',
    'rod_size',
    'grade',
    'plastic_bag_size',
    'box_size',
    'carton_size',
  ],
  ['hsnCode'],
  { numbers: PRODUCT_NUMBERS },
);
const version = (fields: Partial<Case>): Partial<Case> => ({
  ...fields,
  numbers: [...(fields.numbers ?? []), 'version'],
});
const LIST = { text: ['search'], shaped: ['sortBy', 'sortOrder'], numbers: ['page', 'limit'] };

/** Every exported input schema, by its export name. */
const CASES: Record<string, Case> = {
  customerCreateSchema: { schema: customerCreateSchema, valid: customer, ...CUSTOMER },
  customerUpdateSchema: { schema: customerUpdateSchema, valid: withVersion(customer), ...version(CUSTOMER) },
  supplierCreateSchema: { schema: supplierCreateSchema, valid: supplier, ...SUPPLIER },
  supplierPutSchema: { schema: supplierPutSchema, valid: withVersion(supplier), ...version(SUPPLIER) },
  supplierUpdateSchema: { schema: supplierUpdateSchema, valid: withVersion(supplier), ...version(SUPPLIER) },
  employeeCreateSchema: { schema: employeeCreateSchema, valid: employee, ...EMPLOYEE },
  employeePutSchema: { schema: employeePutSchema, valid: withVersion(employee), ...version(EMPLOYEE) },
  employeeUpdateSchema: { schema: employeeUpdateSchema, valid: withVersion(employee), ...version(EMPLOYEE) },
  departmentCreateSchema: { schema: departmentCreateSchema, valid: department, text: ['name'], shaped: ['isActive'] },
  departmentUpdateSchema: {
    schema: departmentUpdateSchema,
    valid: withVersion(department),
    ...version({ text: ['name'], shaped: ['isActive'] }),
  },
  designationCreateSchema: { schema: designationCreateSchema, valid: designation, ...DESIGNATION },
  designationPutSchema: { schema: designationPutSchema, valid: withVersion(designation), ...version(DESIGNATION) },
  designationUpdateSchema: {
    schema: designationUpdateSchema,
    valid: withVersion(designation),
    ...version(DESIGNATION),
  },
  machineCreateSchema: { schema: machineCreateSchema, valid: machine, text: ['machineNo', 'machineName', 'setupNo'] },
  machineUpdateSchema: {
    schema: machineUpdateSchema,
    valid: withVersion(machine),
    ...version({ text: ['machineNo', 'machineName', 'setupNo'] }),
  },
  productCreateSchema: { schema: productCreateSchema, valid: product, ...PRODUCT },
  productUpdateSchema: { schema: productUpdateSchema, valid: withVersion(product), ...version(PRODUCT) },
  userCreateSchema: {
    schema: userCreateSchema,
    valid: user,
    text: ['firstName', 'lastName', 'avatar', 'roleId'],
    shaped: ['email', 'isActive'],
    accepted: { password: PASSWORD_REASON },
  },
  userUpdateSchema: {
    schema: userUpdateSchema,
    valid: userUpdate,
    text: ['firstName', 'lastName', 'avatar', 'roleId'],
    shaped: ['email', 'isActive'],
    numbers: ['version'],
    accepted: { password: PASSWORD_REASON },
  },
  roleInputSchema: {
    schema: roleInputSchema,
    valid: role,
    text: ['name'],
    shaped: ['permissions.0.scope'],
    numbers: ['version'],
    accepted: {
      'permissions.0.actions.0':
        'Actions other than view, create, edit and delete are dropped, never stored (spec §3): the role gets none of them.',
    },
  },
  registerSchema: {
    schema: registerSchema,
    valid: register,
    text: ['name'],
    shaped: ['email'],
    accepted: { password: PASSWORD_REASON },
  },
  loginSchema: { schema: loginSchema, valid: login, shaped: ['email'], accepted: { password: PASSWORD_REASON } },
  passwordChangeSchema: {
    schema: passwordChangeSchema,
    valid: passwordChange,
    accepted: { currentPassword: PASSWORD_REASON, newPassword: PASSWORD_REASON },
  },
  passwordChangeFormSchema: {
    schema: passwordChangeFormSchema,
    valid: passwordChange.map((change) => ({ ...change, confirmPassword: change.newPassword })),
    // The new password typed again: any other text, a hostile character too, is refused on it.
    shaped: ['confirmPassword'],
    accepted: { currentPassword: PASSWORD_REASON, newPassword: PASSWORD_REASON },
  },
  salesOrderInputSchema: {
    schema: salesOrderInputSchema,
    valid: salesOrder,
    text: ['customerPoNumber', 'notes'],
    shaped: ['customerId', 'deliveryAddressId', 'lines.0.productId'],
    numbers: ['lines.0.quantity', 'lines.0.rate', 'version'],
    documentDates: ['orderDate', 'customerPoDate', 'deliveryDate', 'lines.0.deliveryDate'],
  },
  salesOrderLineInputSchema: {
    schema: salesOrderLineInputSchema,
    valid: salesOrder.map((order) => (order.lines as Fields[])[0] as Fields),
    shaped: ['productId'],
    numbers: ['quantity', 'rate'],
    documentDates: ['deliveryDate'],
  },
  dispatchInputSchema: {
    schema: dispatchInputSchema,
    valid: dispatch,
    text: ['vehicleReference', 'notes'],
    shaped: ['lines.0.orderLineId', 'pdiOverride', 'boxCodes.0', 'deliveryAddressId'],
    numbers: ['lines.0.quantity', 'version'],
    documentDates: ['dispatchDate'],
  },
  invoiceInputSchema: {
    schema: invoiceInputSchema,
    valid: invoice,
    text: [
      'customerPoNumber',
      'vehicleReference',
      'notes',
      'lines.0.description',
      'lines.0.drawingNumber',
      'lines.0.unit',
    ],
    shaped: [
      'customerId',
      'deliveryAddressId',
      'salesOrderId',
      'lines.0.salesOrderLineId',
      'lines.0.productId',
      'lines.0.hsnCode',
      'exportType',
      'portCode',
      'shippingBillNumber',
      'foreignCurrency',
    ],
    numbers: ['lines.0.quantity', 'lines.0.rate', 'lines.0.gstRate', 'version', 'exchangeRate'],
    documentDates: ['invoiceDate', 'dueDate', 'customerPoDate', 'shippingBillDate'],
  },
  invoiceLineInputSchema: {
    schema: invoiceLineInputSchema,
    valid: invoiceLine,
    text: ['description', 'drawingNumber', 'unit'],
    shaped: ['salesOrderLineId', 'productId', 'hsnCode'],
    numbers: ['quantity', 'rate', 'gstRate'],
  },
  documentActionSchema: { schema: documentActionSchema, valid: action, text: ['reason'], numbers: ['version'] },
  noteLineInputSchema: {
    schema: noteLineInputSchema,
    valid: noteLine,
    shaped: ['invoiceLineId'],
    numbers: ['quantity', 'rate'],
  },
  noteInputSchema: {
    schema: noteInputSchema,
    valid: note,
    text: ['remarks'],
    shaped: ['kind', 'invoiceId', 'reason', 'lines.0.invoiceLineId'],
    numbers: ['lines.0.quantity', 'lines.0.rate', 'version'],
    documentDates: ['noteDate'],
  },
  noteListFilterSchema: {
    schema: noteListFilterSchema,
    valid: fc.record(
      {
        kind: fc.constantFrom(...NOTE_KINDS),
        status: fc.constantFrom(...NOTE_STATUSES),
        invoiceId: uuid,
        customerId: uuid,
      },
      { requiredKeys: [] },
    ),
    shaped: ['kind', 'status', 'invoiceId', 'customerId'],
  },
  costOperationSchema: {
    schema: costOperationSchema,
    valid: costOperation,
    text: ['label', 'machineNo'],
    shaped: ['machineId'],
    numbers: ['cycleTimeSec', 'efficiencyPercent', 'setupMinutes', 'hourRate'],
  },
  outsideOperationSchema: {
    schema: outsideOperationSchema,
    valid: outsideOperation,
    text: ['process'],
    numbers: ['ratePerPiece'],
  },
  priceBreakSchema: { schema: priceBreakSchema, valid: priceBreak, numbers: ['quantity', 'price'] },
  quotationLineInputSchema: {
    schema: quotationLineInputSchema,
    valid: quotationLine,
    text: ['operations.0.label', 'operations.0.machineNo', 'outside.0.process'],
    shaped: ['productId', 'barRateSource', 'operations.0.machineId'],
    numbers: [
      'barKgPerPiece',
      'barRate',
      'packingPerPiece',
      'rejectionPercent',
      'overheadPercent',
      'marginPercent',
      'operations.0.cycleTimeSec',
      'operations.0.hourRate',
      'outside.0.ratePerPiece',
      'breaks.0.quantity',
      'breaks.0.price',
    ],
  },
  quotationInputSchema: {
    schema: quotationInputSchema,
    valid: quotation,
    text: ['enquiryReference', 'paymentTerms', 'deliveryTerms', 'remarks', 'lines.0.operations.0.label'],
    shaped: ['customerId', 'lines.0.productId'],
    numbers: ['lines.0.barRate', 'lines.0.breaks.0.price', 'version'],
    documentDates: ['enquiryDate', 'quotationDate', 'validUntil'],
  },
  quotationListFilterSchema: {
    schema: quotationListFilterSchema,
    valid: quotationListFilter,
    shaped: ['status', 'customerId'],
  },
  costBasisQuerySchema: { schema: costBasisQuerySchema, valid: fc.record({ productId: uuid }), shaped: ['productId'] },
  blanketOrderLineInputSchema: {
    schema: blanketOrderLineInputSchema,
    valid: blanketOrderLine,
    shaped: ['productId'],
    numbers: ['totalQuantity', 'rate'],
  },
  blanketOrderInputSchema: {
    schema: blanketOrderInputSchema,
    valid: blanketOrder,
    text: ['customerPoNumber', 'paymentTerms', 'remarks'],
    shaped: ['customerId', 'lines.0.productId'],
    numbers: ['lines.0.rate', 'version'],
    documentDates: ['customerPoDate', 'validFrom', 'validTo'],
  },
  blanketOrderListFilterSchema: {
    schema: blanketOrderListFilterSchema,
    valid: blanketOrderListFilter,
    shaped: ['status', 'customerId'],
  },
  priceRevisionInputSchema: {
    schema: priceRevisionInputSchema,
    valid: priceRevision,
    text: ['reason'],
    shaped: ['lineId'],
    numbers: ['rate', 'version'],
    documentDates: ['effectiveFrom'],
  },
  scheduleLineInputSchema: {
    schema: scheduleLineInputSchema,
    valid: scheduleLine,
    shaped: ['productId', 'bucket'],
    numbers: ['quantity'],
    documentDates: ['date'],
  },
  deliveryScheduleInputSchema: {
    schema: deliveryScheduleInputSchema,
    valid: deliverySchedule,
    text: ['reference'],
    shaped: ['customerId', 'month', 'lines.0.productId', 'lines.0.bucket'],
    numbers: ['lines.0.quantity', 'version'],
    documentDates: ['receivedOn', 'firmUntil'],
  },
  deliveryScheduleListFilterSchema: {
    schema: deliveryScheduleListFilterSchema,
    valid: scheduleListFilter,
    shaped: ['customerId', 'month'],
  },
  deliveryPerformanceQuerySchema: {
    schema: deliveryPerformanceQuerySchema,
    valid: performanceQuery,
    shaped: ['customerId', 'month'],
  },
  scheduleDispatchInputSchema: {
    schema: scheduleDispatchInputSchema,
    valid: scheduleDispatch,
    text: ['vehicleReference', 'notes', 'reason'],
    shaped: ['lines.0.productId', 'pdiOverride'],
    numbers: ['lines.0.quantity', 'version'],
    documentDates: ['dispatchDate'],
  },
  scheduleImportQuerySchema: {
    schema: scheduleImportQuerySchema,
    valid: scheduleImportQuery,
    text: ['reference', 'partColumn', 'dateColumn', 'quantityColumn', 'sheet'],
    shaped: ['customerId', 'month', 'layout', 'headerRow'],
    documentDates: ['receivedOn', 'firmUntil'],
  },
  purchaseOrderInputSchema: {
    schema: purchaseOrderInputSchema,
    valid: purchaseOrder,
    text: ['paymentTerms', 'remarks', 'lines.0.grade', 'lines.0.rodSize', 'lines.0.description'],
    shaped: ['supplierId', 'lines.0.kind', 'lines.0.hsnCode', 'lines.0.unit'],
    numbers: ['lines.0.quantity', 'lines.0.bars', 'lines.0.rate', 'lines.0.gstRate', 'version'],
    documentDates: ['poDate', 'deliveryDate', 'lines.0.deliveryDate'],
  },
  purchaseOrderLineInputSchema: {
    schema: purchaseOrderLineInputSchema,
    valid: purchaseOrderLine,
    text: ['grade', 'rodSize', 'description'],
    shaped: ['kind', 'hsnCode', 'unit'],
    numbers: ['quantity', 'bars', 'rate', 'gstRate'],
    documentDates: ['deliveryDate'],
  },
  purchaseOrderListFilterSchema: {
    schema: purchaseOrderListFilterSchema,
    valid: fc.record(
      { status: fc.constantFrom(...PURCHASE_ORDER_STATUSES), supplierId: uuid, open: fc.constant('true') },
      { requiredKeys: [] },
    ),
    shaped: ['status', 'supplierId', 'open'],
  },
  goodsReceiptInputSchema: {
    schema: goodsReceiptInputSchema,
    valid: goodsReceipt,
    text: ['supplierInvoiceNumber', 'vehicleNumber', 'remarks', 'lines.0.heatNumber', 'lines.0.rejectionReason'],
    shaped: ['purchaseOrderId', 'lines.0.purchaseOrderLineId', 'lines.0.certificateId'],
    numbers: [
      'lines.0.receivedQuantity',
      'lines.0.acceptedQuantity',
      'lines.0.rejectedQuantity',
      'lines.0.bars',
      'version',
    ],
    documentDates: ['receiptDate', 'supplierInvoiceDate'],
  },
  goodsReceiptLineInputSchema: {
    schema: goodsReceiptLineInputSchema,
    valid: goodsReceiptLine,
    text: ['heatNumber', 'rejectionReason'],
    shaped: ['purchaseOrderLineId', 'certificateId'],
    numbers: ['receivedQuantity', 'acceptedQuantity', 'rejectedQuantity', 'bars'],
  },
  goodsReceiptListFilterSchema: {
    schema: goodsReceiptListFilterSchema,
    valid: fc.record({ status: fc.constantFrom(...GOODS_RECEIPT_STATUSES), purchaseOrderId: uuid, supplierId: uuid }),
    shaped: ['status', 'purchaseOrderId', 'supplierId'],
  },
  receivableOrdersQuerySchema: {
    schema: receivableOrdersQuerySchema,
    valid: fc.record({ search: text(100), purchaseOrderId: uuid }, { requiredKeys: [] }),
    text: ['search'],
    shaped: ['purchaseOrderId'],
  },
  jobWorkChallanInputSchema: {
    schema: jobWorkChallanInputSchema,
    valid: jobWorkChallan,
    text: [
      'process',
      'vehicleNumber',
      'remarks',
      'lines.0.grade',
      'lines.0.rodSize',
      'lines.0.heatNumber',
      'lines.0.description',
    ],
    shaped: [
      'supplierId',
      'lines.0.itemType',
      'lines.0.productId',
      'lines.0.goodsType',
      'lines.0.hsnCode',
      'lines.0.unit',
    ],
    numbers: ['lines.0.quantity', 'lines.0.value', 'lines.0.gstRate', 'version'],
    documentDates: ['challanDate', 'expectedReturnDate'],
  },
  jobWorkLineInputSchema: {
    schema: jobWorkLineInputSchema,
    valid: jobWorkLine,
    text: ['grade', 'rodSize', 'heatNumber', 'description'],
    shaped: ['itemType', 'productId', 'goodsType', 'hsnCode', 'unit'],
    numbers: ['quantity', 'value', 'gstRate'],
  },
  jobWorkReceiptInputSchema: {
    schema: jobWorkReceiptInputSchema,
    valid: jobWorkReceipt,
    text: ['invoiceNumber', 'jobWorkerChallanNumber', 'remarks', 'lines.0.rejectionReason'],
    shaped: ['kind', 'fromSupplierId', 'lines.0.challanLineId'],
    numbers: ['lines.0.goodQuantity', 'lines.0.rejectedQuantity', 'lines.0.scrapKg', 'version'],
    documentDates: ['receiptDate', 'invoiceDate', 'jobWorkerChallanDate'],
  },
  jobWorkReceiptLineInputSchema: {
    schema: jobWorkReceiptLineInputSchema,
    valid: jobWorkReceiptLine,
    text: ['rejectionReason'],
    shaped: ['challanLineId'],
    numbers: ['goodQuantity', 'rejectedQuantity', 'scrapKg'],
  },
  jobWorkListFilterSchema: {
    schema: jobWorkListFilterSchema,
    valid: fc.record(
      { status: fc.constantFrom(...JOB_WORK_CHALLAN_STATUSES), supplierId: uuid, pending: bool, overdue: bool },
      { requiredKeys: [] },
    ),
    shaped: ['status', 'supplierId', 'pending', 'overdue'],
  },
  itc04QuerySchema: {
    schema: itc04QuerySchema,
    valid: fc.record({
      financialYear: fc
        .integer({ min: 2000, max: 2099 })
        .map((year) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`),
      period: fc.constantFrom('h1', 'h2', 'annual', undefined),
    }),
    shaped: ['financialYear', 'period'],
  },
  itc04ExportQuerySchema: {
    schema: itc04ExportQuerySchema,
    valid: fc.record({
      financialYear: fc
        .integer({ min: 2000, max: 2099 })
        .map((year) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`),
      period: fc.constantFrom('h1', 'h2', 'annual'),
      table: fc.constantFrom('4', '5A', '5B', '5C', undefined),
    }),
    shaped: ['financialYear', 'period', 'table'],
  },
  deemedSupplyInputSchema: {
    schema: deemedSupplyInputSchema,
    valid: fc.record({ customerId: uuid, version: fc.integer({ min: 1, max: 1000 }) }),
    shaped: ['customerId'],
    numbers: ['version'],
  },
  customerMaterialInputSchema: {
    schema: customerMaterialInputSchema,
    valid: customerMaterial,
    text: [
      'customerChallanNumber',
      'remarks',
      'lines.0.grade',
      'lines.0.rodSize',
      'lines.0.heatNumber',
      'lines.0.remarks',
    ],
    shaped: ['customerId'],
    numbers: ['lines.0.quantity', 'lines.0.bars', 'version'],
    documentDates: ['receiptDate', 'customerChallanDate'],
  },
  customerMaterialLineInputSchema: {
    schema: customerMaterialLineInputSchema,
    valid: customerMaterialLine,
    text: ['grade', 'rodSize', 'heatNumber', 'remarks'],
    numbers: ['quantity', 'bars'],
  },
  customerMaterialListFilterSchema: {
    schema: customerMaterialListFilterSchema,
    valid: fc.record(
      { status: fc.constantFrom(...CUSTOMER_MATERIAL_STATUSES), customerId: uuid },
      { requiredKeys: [] },
    ),
    shaped: ['status', 'customerId'],
  },
  paymentInputSchema: {
    schema: paymentInputSchema,
    valid: payment,
    text: ['reference', 'notes', 'tdsSection'],
    shaped: ['mode'],
    numbers: ['amount', 'tdsAmount'],
    documentDates: ['paymentDate'],
  },
  companySettingsInputSchema: {
    schema: companySettingsInputSchema,
    valid: company,
    text: [
      'name',
      'address',
      'bankName',
      'bankAccountName',
      'bankBranch',
      'invoiceTerms',
      'lutNumber',
      'tallyCompany',
      'tallyLedgers.salesLocal',
      'tallyLedgers.bank',
    ],
    shaped: [
      'state',
      'gstin',
      'pan',
      'email',
      'phone',
      'bankAccountNumber',
      'bankIfsc',
      'logo',
      'eInvoicing',
      'tds194q',
    ],
    numbers: ['transferMinutes', 'version'],
    documentDates: ['lutValidFrom', 'lutValidTo'],
  },
  listQuerySchema: { schema: listQuerySchema(LIST_SORTABLE), valid: listQuery, ...LIST },
  historyQuerySchema: { schema: historyQuerySchema, valid: historyQuery, ...LIST },
  auditQuerySchema: {
    schema: auditQuerySchema,
    valid: auditQuery,
    text: ['search', 'actor'],
    shaped: ['sortBy', 'sortOrder', 'event', 'entity', 'entityId'],
    numbers: ['page', 'limit'],
    dates: ['from', 'to'],
  },
  optionsQuerySchema: { schema: optionsQuerySchema, valid: fc.record({ search: text(100) }), text: ['search'] },
  productOptionsQuerySchema: {
    schema: productOptionsQuerySchema,
    valid: fc.record({ customerId: uuid, search: text(100) }),
    text: ['search'],
    shaped: ['customerId'],
  },
  customerListFilterSchema: {
    schema: customerListFilterSchema,
    valid: fc.record({ includeDeleted: bool }),
    shaped: ['includeDeleted'],
  },
  employeeFilterSchema: {
    schema: employeeFilterSchema,
    valid: fc.record({ departmentId: uuid, designationId: uuid }),
    shaped: ['departmentId', 'designationId'],
  },
  invoiceListFilterSchema: {
    schema: invoiceListFilterSchema,
    valid: fc.record({
      status: fc.constantFrom(...INVOICE_DISPLAY_STATUSES),
      customerId: uuid,
      salesOrderId: uuid,
      overdue: bool,
      outstanding: fc.constant('true'),
      month: fc
        .tuple(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }))
        .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`),
    }),
    shaped: ['status', 'customerId', 'salesOrderId', 'overdue', 'outstanding', 'month'],
  },
  salesOrderListFilterSchema: {
    schema: salesOrderListFilterSchema,
    valid: fc.record({
      status: fc.constantFrom(...SALES_ORDER_STATUSES),
      customerId: uuid,
      late: bool,
      due: fc.constant('week'),
    }),
    shaped: ['status', 'customerId', 'late', 'due'],
  },
  openLineListFilterSchema: {
    schema: openLineListFilterSchema,
    valid: fc.record({ customerId: uuid, late: bool, due: fc.constantFrom(...OPEN_LINE_DUE) }),
    shaped: ['customerId', 'late', 'due'],
  },
  receiptInputSchema: {
    schema: receiptInputSchema,
    valid: fc.record({
      customerId: uuid,
      paymentDate: paymentDay,
      mode: fc.constantFrom(...PAYMENT_MODES),
      reference: optional(text(100)),
      notes: optional(text(500)),
      allocations: fc.array(
        fc.record({
          invoiceId: uuid,
          amount: fc.integer({ min: 1, max: 1_000_000 }),
          tdsAmount: fc.integer({ min: 0, max: 1000 }),
          tdsSection: optional(text(20)),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    text: ['reference', 'notes', 'allocations.0.tdsSection'],
    shaped: ['customerId', 'mode', 'allocations.0.invoiceId'],
    numbers: ['allocations.0.amount', 'allocations.0.tdsAmount'],
    documentDates: ['paymentDate'],
  },
  deliveryAddressInputSchema: {
    schema: deliveryAddressInputSchema,
    valid: fc.constant({
      label: 'Hosur plant',
      address: 'Plot 12, SIPCOT Phase II',
      place: 'Hosur',
      state: 'Tamil Nadu',
      pin: '635126',
    }),
    text: ['label', 'address', 'place'],
    shaped: ['state', 'pin', 'gstin', 'isDefault', 'isActive'],
    numbers: ['version'],
  },
  deliveryAddressListQuerySchema: {
    schema: deliveryAddressListQuerySchema,
    valid: fc.record({ active: bool }, { requiredKeys: [] }),
    shaped: ['active'],
  },
  deliveryAddressParamsSchema: {
    schema: deliveryAddressParamsSchema,
    valid: fc.record({ id: uuid, addressId: uuid }),
    shaped: ['id', 'addressId'],
  },
  billableOrdersQuerySchema: {
    schema: billableOrdersQuerySchema,
    valid: fc.record({ supplierId: uuid }),
    text: ['search'],
    shaped: ['supplierId'],
  },
  supplierBillListFilterSchema: {
    schema: supplierBillListFilterSchema,
    valid: fc.record({ supplierId: uuid, held: fc.constant('true') }, { requiredKeys: [] }),
    shaped: ['status', 'supplierId', 'purchaseOrderId', 'held'],
    documentDates: ['from', 'to'],
  },
  supplierBillProposalQuerySchema: {
    schema: supplierBillProposalQuerySchema,
    valid: fc.record({ purchaseOrderId: uuid }),
    shaped: ['purchaseOrderId'],
    documentDates: ['billDate'],
  },
  supplierBillInputSchema: {
    schema: supplierBillInputSchema,
    valid: fc.record({
      supplierId: uuid,
      purchaseOrderId: uuid,
      supplierInvoiceNumber: fc.constant('SS/26-27/118'),
      supplierInvoiceDate: fc.constant('2026-11-02'),
      billDate: fc.constant('2026-11-05'),
      invoiceTotal: fc.constant(8496),
      lines: fc.constant([
        {
          purchaseOrderLineId: '0d7f5a4e-3c1b-4a6f-9e2d-1b2c3d4e5f60',
          description: 'EN8 Ø25',
          quantity: 100,
          rate: 72,
          gstRate: 18,
        },
      ]),
    }),
    text: ['supplierInvoiceNumber', 'remarks', 'lines.0.description', 'lines.0.itcReason'],
    shaped: [
      'supplierId',
      'purchaseOrderId',
      'reverseCharge',
      'lines.0.purchaseOrderLineId',
      'lines.0.goodsReceiptLineId',
      'lines.0.hsnCode',
      'lines.0.unit',
      'lines.0.itcStatus',
    ],
    numbers: ['invoiceTotal', 'lines.0.quantity', 'lines.0.rate', 'lines.0.gstRate', 'version'],
    documentDates: ['supplierInvoiceDate', 'billDate', 'dueDate'],
  },
  supplierBillLineInputSchema: {
    schema: supplierBillLineInputSchema,
    valid: fc.constant({
      purchaseOrderLineId: '0d7f5a4e-3c1b-4a6f-9e2d-1b2c3d4e5f60',
      description: 'EN8 Ø25',
      quantity: 100,
      rate: 72,
      gstRate: 18,
    }),
    text: ['description', 'itcReason'],
    shaped: ['purchaseOrderLineId', 'goodsReceiptLineId', 'hsnCode', 'unit', 'itcStatus'],
    numbers: ['quantity', 'rate', 'gstRate'],
  },
  supplierPaymentInputSchema: {
    schema: supplierPaymentInputSchema,
    // The bills take at most 3 × ₹300, less than the payment: the rest is the advance.
    valid: fc.record({
      supplierId: uuid,
      paymentDate: paymentDay,
      amount: fc.integer({ min: 1000, max: 1_000_000 }),
      mode: fc.constantFrom(...PAYMENT_MODES),
      reference: optional(text(100)),
      notes: optional(text(500)),
      allocations: fc.uniqueArray(fc.record({ billId: uuid, amount: fc.integer({ min: 1, max: 300 }) }), {
        minLength: 1,
        maxLength: 3,
        selector: (a) => a.billId,
      }),
    }),
    text: ['reference', 'notes'],
    shaped: ['supplierId', 'mode', 'allocations.0.billId'],
    numbers: ['amount', 'allocations.0.amount'],
    documentDates: ['paymentDate'],
  },
  advanceAllocationInputSchema: {
    schema: advanceAllocationInputSchema,
    valid: fc.record(
      {
        allocatedOn: paymentDay,
        allocations: fc.uniqueArray(fc.record({ billId: uuid, amount: fc.integer({ min: 1, max: 1_000_000 }) }), {
          minLength: 1,
          maxLength: 3,
          selector: (a) => a.billId,
        }),
      },
      { requiredKeys: ['allocations'] },
    ),
    shaped: ['allocations.0.billId'],
    numbers: ['allocations.0.amount'],
    documentDates: ['allocatedOn'],
  },
  supplierPaymentListFilterSchema: {
    schema: supplierPaymentListFilterSchema,
    // Each day tried alone: the two together must also be in order.
    valid: fc.record({ supplierId: uuid, withAdvance: fc.constant('true') }, { requiredKeys: [] }),
    shaped: ['supplierId', 'withAdvance'],
    documentDates: ['from', 'to'],
  },
  openBillsQuerySchema: {
    schema: openBillsQuerySchema,
    valid: fc.record({ supplierId: uuid }),
    shaped: ['supplierId'],
  },
  invoiceProposalQuerySchema: {
    schema: invoiceProposalQuerySchema,
    valid: fc.record({ salesOrderId: uuid, dispatchId: uuid }, { requiredKeys: ['salesOrderId'] }),
    shaped: ['salesOrderId', 'dispatchId'],
  },
  irnInputSchema: {
    schema: irnInputSchema,
    valid: irnInput,
    shaped: ['irn', 'ackNumber', 'ackDate', 'signedQrCode'],
    numbers: ['version'],
  },
  irnRemoveQuerySchema: {
    schema: irnRemoveQuerySchema,
    valid: fc.record({ version: fc.integer({ min: 1, max: 1000 }).map(String) }),
    numbers: ['version'],
  },
  statementQuerySchema: {
    schema: statementQuerySchema,
    // Each day tried alone: the two together must also be in order (receivables.test.ts).
    valid: fc.constant({}),
    documentDates: ['from', 'to'],
  },
  gstMonthQuerySchema: {
    schema: gstMonthQuerySchema,
    valid: fc.constantFrom({ month: '2026-11' }, { month: '2000-01' }, { month: '2099-12' }),
    shaped: ['month'],
  },
  gstr2bQuerySchema: {
    schema: gstr2bQuerySchema,
    valid: fc.record(
      {
        month: fc.constantFrom('2026-10', '2000-01', '2099-12'),
        tolerance: fc.constantFrom('0', '1', '0.60', '100'),
        view: fc.constantFrom(...GSTR2B_VIEWS),
      },
      { requiredKeys: ['month'] },
    ),
    shaped: ['month', 'view'],
    numbers: ['tolerance'],
  },
  gstr2bActionInputSchema: {
    schema: gstr2bActionInputSchema,
    valid: fc.record({
      month: fc.constant('2026-10'),
      action: fc.constantFrom(...GSTR2B_ACTIONS),
      documentId: uuid,
      billId: uuid,
      reason: optional(text(500)),
      tolerance: fc.constantFrom(0, 1, 99.99),
    }),
    text: ['reason'],
    shaped: ['month', 'action', 'documentId', 'billId'],
    numbers: ['tolerance'],
  },
  // The portal's GSTR-2B file (issue 32): a supplier's invoice with its items, and a credit note.
  gstr2bFileSchema: {
    schema: gstr2bFileSchema,
    valid: fc.record({
      chksum: fc.constant('ADFADRGA4GADFADGERER'),
      data: fc.record({
        gstin: fc.constant('27AABCA1234K1Z5'),
        rtnprd: fc.constant('102026'),
        version: fc.constant('1.0'),
        gendt: fc.constant('14-11-2026'),
        docdata: fc.record({
          b2b: fc.constant([
            {
              ctin: '27AAACB1234F1Z5',
              trdnm: 'Bharat Steels',
              supprd: '102026',
              supfildt: '11-11-2026',
              inv: [
                {
                  inum: 'BS/26-27/101',
                  typ: 'R',
                  dt: '10-10-2026',
                  val: 11_800,
                  pos: '27',
                  rev: 'N',
                  itcavl: 'Y',
                  rsn: 'P',
                  diffprcnt: 1,
                  txval: 10_000,
                  igst: 0,
                  cgst: 900,
                  sgst: 900,
                  cess: 0,
                  items: [{ num: 1, rt: 18, txval: 10_000, igst: 0, cgst: 900, sgst: 900, cess: 0 }],
                },
              ],
            },
          ]),
          cdnr: fc.constant([
            {
              ctin: '29AABCK5678L1ZQ',
              trdnm: 'Kaveri Coaters',
              supprd: '102026',
              supfildt: '11-11-2026',
              nt: [
                {
                  ntnum: 'CN-12',
                  typ: 'C',
                  suptyp: 'R',
                  dt: '20-10-2026',
                  val: 590,
                  pos: '29',
                  rev: 'N',
                  itcavl: 'Y',
                  rsn: 'C',
                  diffprcnt: 1,
                  txval: 500,
                  igst: 90,
                  cgst: 0,
                  sgst: 0,
                  cess: 0,
                  items: [{ num: 1, rt: 18, txval: 500, igst: 90, cgst: 0, sgst: 0, cess: 0 }],
                },
              ],
            },
          ]),
        }),
      }),
    }),
    text: [
      'chksum',
      'data.version',
      'data.docdata.b2b.0.trdnm',
      'data.docdata.b2b.0.inv.0.inum',
      'data.docdata.b2b.0.inv.0.typ',
      'data.docdata.b2b.0.inv.0.rsn',
      'data.docdata.cdnr.0.trdnm',
      'data.docdata.cdnr.0.nt.0.ntnum',
      'data.docdata.cdnr.0.nt.0.suptyp',
      'data.docdata.cdnr.0.nt.0.rsn',
    ],
    shaped: [
      'data.gstin',
      'data.rtnprd',
      'data.gendt',
      'data.docdata.b2b.0.ctin',
      'data.docdata.b2b.0.supprd',
      'data.docdata.b2b.0.supfildt',
      'data.docdata.b2b.0.inv.0.dt',
      'data.docdata.b2b.0.inv.0.pos',
      'data.docdata.b2b.0.inv.0.rev',
      'data.docdata.b2b.0.inv.0.itcavl',
      'data.docdata.cdnr.0.ctin',
      'data.docdata.cdnr.0.nt.0.typ',
      'data.docdata.cdnr.0.nt.0.dt',
      'data.docdata.cdnr.0.nt.0.rev',
    ],
    numbers: [
      'data.docdata.b2b.0.inv.0.val',
      'data.docdata.b2b.0.inv.0.txval',
      'data.docdata.b2b.0.inv.0.igst',
      'data.docdata.b2b.0.inv.0.cgst',
      'data.docdata.b2b.0.inv.0.sgst',
      'data.docdata.b2b.0.inv.0.cess',
      'data.docdata.b2b.0.inv.0.diffprcnt',
      'data.docdata.b2b.0.inv.0.items.0.num',
      'data.docdata.b2b.0.inv.0.items.0.rt',
      'data.docdata.b2b.0.inv.0.items.0.txval',
      'data.docdata.b2b.0.inv.0.items.0.cgst',
      'data.docdata.cdnr.0.nt.0.val',
      'data.docdata.cdnr.0.nt.0.igst',
      'data.docdata.cdnr.0.nt.0.items.0.igst',
    ],
  },
  gstPeriodQuerySchema: {
    schema: gstPeriodQuerySchema,
    valid: fc.constant({ from: '2026-05-01', to: '2026-05-31' }),
    documentDates: ['from', 'to'],
  },
  tallyExportQuerySchema: {
    schema: tallyExportQuerySchema,
    valid: fc.record(
      {
        from: fc.constant('2026-10-01'),
        to: fc.constant('2026-12-31'),
        kinds: fc.subarray([...TALLY_KINDS], { minLength: 1 }).map((kinds) => kinds.join(',')),
      },
      { requiredKeys: ['from', 'to'] },
    ),
    shaped: ['kinds'],
    documentDates: ['from', 'to'],
  },
  importRequestSchema: {
    schema: importRequestSchema,
    valid: importRequest,
    shaped: ['dryRun'],
    numbers: ['firstLine'],
    accepted: {
      'rows.0.partyCode':
        'A row is the CSV file’s cells as text; each row is then checked by the record’s create schema, which refuses it on its line (below).',
    },
  },
  idParamsSchema: { schema: idParamsSchema, valid: fc.record({ id: uuid }), shaped: ['id'] },
  eWayBillTransportSchema: {
    schema: eWayBillTransportSchema,
    valid: eWayBillTransport,
    text: ['transporterName'],
    shaped: ['transMode', 'vehicleNo', 'vehicleType', 'transporterId', 'transDocNo'],
    numbers: ['transDistance'],
    documentDates: ['transDocDate'],
  },
  eWayBillEntrySchema: {
    schema: eWayBillEntrySchema,
    valid: eWayBillEntry,
    shaped: ['eWayBillNumber'],
    documentDates: ['eWayBillDate', 'validUntil'],
  },
  documentEmailSchema: {
    schema: documentEmailSchema,
    valid: fc.record({
      to: fc.uniqueArray(email, { minLength: 1, maxLength: 3 }),
      cc: fc.uniqueArray(email, { minLength: 1, maxLength: 2 }),
      subject: text(200).filter((subject) => !/[\r\n]/.test(subject)),
      message: text(1000),
      attachPdi: fc.boolean(),
    }),
    text: ['subject', 'message'],
    shaped: ['to.0', 'cc.0', 'attachPdi'],
  },
  documentEmailFormSchema: {
    schema: documentEmailFormSchema,
    valid: fc.record({
      to: fc.uniqueArray(email, { minLength: 1, maxLength: 3 }).map((list) => list.join(', ')),
      cc: fc.uniqueArray(email, { maxLength: 2 }).map((list) => list.join('; ')),
      subject: text(200).filter((subject) => !/[\r\n]/.test(subject)),
      message: text(1000),
      attachPdi: fc.boolean(),
    }),
    text: ['subject', 'message'],
    shaped: ['to', 'cc', 'attachPdi'],
  },
  stockMovementInputSchema: {
    schema: stockMovementInputSchema,
    valid: stockMovement,
    text: ['itemKey', 'grade', 'rodSize', 'heatNumber', 'reason'],
    shaped: ['kind', 'itemType', 'productId', 'ownerId', 'salesOrderId'],
    numbers: ['quantity', 'bars'],
    documentDates: ['movementDate'],
  },
  stockBalanceFilterSchema: {
    schema: stockBalanceFilterSchema,
    valid: fc.record(
      {
        asOf: documentDate,
        itemType: fc.constantFrom('material', 'part'),
        itemKey: text(120),
        owner: fc.constantFrom('own', 'customer'),
        ownerId: uuid,
      },
      { requiredKeys: [] },
    ),
    text: ['itemKey'],
    shaped: ['itemType', 'owner', 'ownerId'],
    documentDates: ['asOf'],
  },
  stockMovementFilterSchema: {
    schema: stockMovementFilterSchema,
    valid: fc.record(
      {
        itemKey: text(120),
        itemType: fc.constantFrom('material', 'part'),
        kind: fc.constantFrom(...STOCK_MOVEMENT_KINDS),
        from: documentDate,
        to: documentDate,
        ownerId: uuid,
        sourceId: uuid,
        salesOrderId: uuid,
      },
      { requiredKeys: [] },
    ),
    text: ['itemKey'],
    shaped: ['itemType', 'kind', 'ownerId', 'sourceId', 'salesOrderId'],
    documentDates: ['from', 'to'],
  },
  stockPlanningFilterSchema: {
    schema: stockPlanningFilterSchema,
    valid: fc.record({ short: bool }),
    shaped: ['short'],
  },
  stockItemOptionsQuerySchema: {
    schema: stockItemOptionsQuerySchema,
    valid: fc.record({ search: text(100), itemType: fc.constantFrom('material', 'part') }, { requiredKeys: [] }),
    text: ['search'],
    shaped: ['itemType'],
  },
  planningItemParamsSchema: {
    schema: planningItemParamsSchema,
    valid: fc.record({ id: fc.constantFrom('EN8|Ø25', 'SS316|HEX 17', 'C45|SQ 20') }),
    shaped: ['id'],
  },
  planningPurchaseInputSchema: {
    schema: planningPurchaseInputSchema,
    valid: fc.record({ supplierId: uuid, quantityKg: fc.integer({ min: 1, max: 10_000_000 }) }),
    shaped: ['supplierId'],
    numbers: ['quantityKg'],
  },
  trackedProductParamsSchema: {
    schema: trackedProductParamsSchema,
    valid: fc.record({ productId: uuid }),
    shaped: ['productId'],
  },
  workOrderInputSchema: {
    schema: workOrderInputSchema,
    valid: workOrder,
    text: ['remarks'],
    shaped: ['productId', 'salesOrderLineId'],
    numbers: ['quantity', 'transferMinutes.single_setup_cycle_time_sec', 'version'],
    documentDates: ['woDate', 'dueDate'],
  },
  workOrderListFilterSchema: {
    schema: workOrderListFilterSchema,
    valid: fc.record(
      { status: fc.constantFrom(...WORK_ORDER_STATUSES), productId: uuid, dueFrom: documentDate, dueTo: documentDate },
      { requiredKeys: [] },
    ),
    shaped: ['status', 'productId'],
    documentDates: ['dueFrom', 'dueTo'],
  },
  machineCapacityInputSchema: {
    schema: machineCapacityInputSchema,
    valid: machineCapacity,
    text: ['statusNote'],
    shaped: ['firstShiftStart', 'operationKinds.0', 'breaks.0.start', 'status'],
    numbers: [
      'shiftsPerDay',
      'hoursPerShift',
      'workingDays.0',
      'setupMinutes',
      'efficiencyPercent',
      'breaks.0.minutes',
      'hourRate',
      'version',
    ],
  },
  machineDowntimeInputSchema: {
    schema: machineDowntimeInputSchema,
    valid: machineDowntime,
    text: ['note'],
    shaped: ['kind', 'startTime', 'returnTime'],
    documentDates: ['startDate', 'returnDate'],
  },
  machineDowntimeParamsSchema: {
    schema: machineDowntimeParamsSchema,
    valid: fc.record({ id: uuid, downtimeId: uuid }),
    shaped: ['id', 'downtimeId'],
  },
  plantHolidayInputSchema: {
    schema: plantHolidayInputSchema,
    valid: fc.record({ date: documentDate, name: text(100) }),
    text: ['name'],
    // A holiday dates no document: any real day (the calendar's own years are the schedule's business).
    dates: ['date'],
  },
  promiseQuerySchema: {
    schema: promiseQuerySchema,
    valid: fc.record(
      { productId: uuid, quantity: fc.integer({ min: 1, max: 100_000 }).map(String), requestedDate: documentDate },
      { requiredKeys: ['productId', 'quantity'] },
    ),
    shaped: ['productId'],
    numbers: ['quantity'],
    documentDates: ['requestedDate'],
  },
  whatIfQuerySchema: {
    schema: whatIfQuerySchema,
    valid: fc.record({
      productId: uuid,
      quantity: fc.integer({ min: 1, max: 100_000 }).map(String),
      requestedDate: documentDate,
    }),
    shaped: ['productId'],
    numbers: ['quantity'],
    documentDates: ['requestedDate'],
  },
  roughCutQuerySchema: {
    schema: roughCutQuerySchema,
    valid: fc.record({ weeks: fc.integer({ min: 1, max: 26 }).map(String) }, { requiredKeys: [] }),
    numbers: ['weeks'],
  },
  plantHolidayQuerySchema: {
    schema: plantHolidayQuerySchema,
    valid: fc.record({ year: fc.integer({ min: 2000, max: 2099 }).map(String) }, { requiredKeys: [] }),
    numbers: ['year'],
  },
  plantHolidayParamsSchema: {
    schema: plantHolidayParamsSchema,
    valid: fc.record({ date: documentDate }),
    dates: ['date'],
  },
  scheduleQuerySchema: {
    schema: scheduleQuerySchema,
    valid: fc.record({ from: documentDate, days: fc.integer({ min: 1, max: 62 }).map(String) }, { requiredKeys: [] }),
    // The board's first day: a real day of 2000–2099, refused with the query's own message.
    shaped: ['from'],
    numbers: ['days'],
  },
  scheduleLockInputSchema: {
    schema: scheduleLockInputSchema,
    valid: fc.record(
      {
        machineId: uuid,
        start: fc
          .tuple(documentDate, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
          .map(([day, hour, minute]) => `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`),
        version: fc.integer({ min: 1, max: 1000 }),
      },
      { requiredKeys: ['machineId', 'start'] },
    ),
    shaped: ['machineId', 'start'],
    numbers: ['version'],
  },
  productionEntryInputSchema: {
    schema: productionEntryInputSchema,
    valid: productionEntry,
    text: ['remarks'],
    shaped: ['machineId', 'operatorId', 'workOrderId', 'operationId', 'rejectionReasonId', 'downtimeReasonId'],
    numbers: ['shift', 'goodQuantity', 'rejectedQuantity', 'downtimeMinutes', 'version'],
    documentDates: ['entryDate'],
  },
  productionEntryListFilterSchema: {
    schema: productionEntryListFilterSchema,
    valid: fc.record(
      {
        from: documentDate,
        to: documentDate,
        machineId: uuid,
        workOrderId: uuid,
        operatorId: uuid,
        shift: fc.constantFrom('1', '2', '3'),
      },
      { requiredKeys: [] },
    ),
    shaped: ['machineId', 'workOrderId', 'operatorId'],
    numbers: ['shift'],
    documentDates: ['from', 'to'],
  },
  workdayQuerySchema: {
    schema: workdayQuerySchema,
    valid: fc.record({ machineId: uuid, date: documentDate }),
    shaped: ['machineId'],
    documentDates: ['date'],
  },
  oeeQuerySchema: {
    schema: oeeQuerySchema,
    valid: fc.record(
      {
        month: fc
          .tuple(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }))
          .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`),
        machineId: uuid,
      },
      { requiredKeys: [] },
    ),
    shaped: ['month', 'machineId'],
  },
  productionReasonInputSchema: {
    schema: productionReasonInputSchema,
    valid: fc.record({ kind: fc.constantFrom(...PRODUCTION_REASON_KINDS), name: text(100) }),
    text: ['name'],
    shaped: ['kind'],
  },
  productionReasonPatchSchema: {
    schema: productionReasonPatchSchema,
    valid: fc.record(
      { name: text(100), active: fc.boolean(), version: fc.integer({ min: 1, max: 1000 }) },
      { requiredKeys: [] },
    ),
    text: ['name'],
    shaped: ['active'],
    numbers: ['version'],
  },
  productionReasonQuerySchema: {
    schema: productionReasonQuerySchema,
    valid: fc.record({ kind: fc.constantFrom(...PRODUCTION_REASON_KINDS) }, { requiredKeys: [] }),
    shaped: ['kind'],
  },
  inspectionReadingInputSchema: {
    schema: inspectionReadingInputSchema,
    valid: measuredReading(3),
    text: ['characteristic', 'unit'],
    shaped: ['result', 'gaugeId'],
    numbers: ['nominal', 'lowerTolerance', 'upperTolerance', 'measured.0', 'sampleSize'],
  },
  firstPieceInputSchema: {
    schema: firstPieceInputSchema,
    valid: firstPiece,
    text: ['remarks', 'readings.0.characteristic', 'readings.0.unit'],
    shaped: ['workOrderId', 'inspectorId', 'readings.0.result'],
    numbers: ['readings.0.nominal', 'readings.0.lowerTolerance', 'readings.0.upperTolerance', 'readings.0.measured.0'],
    documentDates: ['inspectedOn'],
  },
  pdiInputSchema: {
    schema: pdiInputSchema,
    valid: pdi,
    text: ['remarks', 'readings.0.characteristic', 'readings.0.unit'],
    shaped: ['dispatchId', 'productId', 'inspectorId', 'readings.0.result'],
    numbers: [
      'sampleSize',
      'readings.0.nominal',
      'readings.0.lowerTolerance',
      'readings.0.upperTolerance',
      'readings.0.measured.0',
    ],
    documentDates: ['inspectedOn'],
  },
  inspectionListFilterSchema: {
    schema: inspectionListFilterSchema,
    valid: fc.record(
      {
        kind: fc.constantFrom(...INSPECTION_KINDS),
        result: fc.constantFrom(...INSPECTION_RESULTS),
        productId: uuid,
        from: documentDate,
        to: documentDate,
        workOrderId: uuid,
        dispatchId: uuid,
        salesOrderId: uuid,
      },
      { requiredKeys: [] },
    ),
    shaped: ['kind', 'result', 'productId', 'workOrderId', 'dispatchId', 'salesOrderId'],
    documentDates: ['from', 'to'],
  },
  inProcessInputSchema: {
    schema: inProcessInputSchema,
    valid: inProcess,
    text: ['remarks', 'readings.0.characteristic', 'readings.0.unit'],
    shaped: ['workOrderId', 'operationId', 'machineId', 'trigger', 'inspectorId', 'readings.0.result'],
    numbers: [
      'sampleSize',
      'readings.0.nominal',
      'readings.0.lowerTolerance',
      'readings.0.upperTolerance',
      'readings.0.measured.0',
    ],
    documentDates: ['inspectedOn'],
  },
  lotPdiInputSchema: {
    schema: lotPdiInputSchema,
    valid: lotPdi,
    text: ['remarks', 'readings.0.characteristic', 'readings.0.unit'],
    shaped: ['workOrderId', 'inspectorId', 'readings.0.result'],
    numbers: [
      'lotQuantity',
      'sampleSize',
      'readings.0.nominal',
      'readings.0.lowerTolerance',
      'readings.0.upperTolerance',
      'readings.0.measured.0',
    ],
    documentDates: ['inspectedOn'],
  },
  controlPlanInputSchema: {
    schema: controlPlanInputSchema,
    valid: controlPlan,
    text: ['remarks', 'characteristics.0.characteristic'],
    shaped: ['characteristics.0.special', 'characteristics.0.firstPiece'],
    numbers: [
      'version',
      'characteristics.0.nominal',
      'characteristics.0.lowerTolerance',
      'characteristics.0.upperTolerance',
      'characteristics.0.sampleSize',
    ],
  },
  controlPlanListFilterSchema: {
    schema: controlPlanListFilterSchema,
    valid: fc.record({ plan: fc.constantFrom(...CONTROL_PLAN_FILTERS) }, { requiredKeys: [] }),
    shaped: ['plan'],
  },
  pdiTemplateQuerySchema: {
    schema: pdiTemplateQuerySchema,
    valid: fc.record({ productId: uuid }, { requiredKeys: [] }),
    shaped: ['productId'],
  },
  boxPackInputSchema: {
    schema: boxPackInputSchema,
    valid: fc.record(
      {
        workOrderId: uuid,
        quantity: fc.integer({ min: 1, max: 1_000_000 }),
        perBox: fc.integer({ min: 1, max: 100_000 }),
        packedOn: dayUpToToday,
      },
      { requiredKeys: ['workOrderId', 'quantity', 'packedOn'] },
    ),
    shaped: ['workOrderId'],
    numbers: ['quantity', 'perBox'],
    documentDates: ['packedOn'],
  },
  boxListFilterSchema: {
    schema: boxListFilterSchema,
    valid: fc.record(
      { workOrderId: uuid, productId: uuid, dispatchId: uuid, state: fc.constantFrom(...BOX_STATES) },
      { requiredKeys: [] },
    ),
    shaped: ['workOrderId', 'productId', 'dispatchId', 'state'],
  },
  boxScanQuerySchema: {
    schema: boxScanQuerySchema,
    valid: fc.record({ code: boxCode, orderId: uuid }),
    shaped: ['code', 'orderId'],
  },
  gaugeInputSchema: { schema: gaugeInputSchema, valid: gauge, ...GAUGE },
  gaugePutSchema: { schema: gaugePutSchema, valid: withVersion(gauge), ...version(GAUGE) },
  calibrationInputSchema: {
    schema: calibrationInputSchema,
    valid: recordOf(
      {
        calibratedOn: dayUpToToday,
        result: fc.constantFrom(...CALIBRATION_RESULTS),
        agency: optional(text(99)),
        certificateNumber: optional(text(59)),
        certificateId: optional(uuid),
        remarks: optional(text(499)),
      },
      ['calibratedOn', 'result'],
    ),
    text: ['agency', 'certificateNumber', 'remarks'],
    shaped: ['result', 'certificateId'],
    documentDates: ['calibratedOn'],
  },
  gaugeListFilterSchema: {
    schema: gaugeListFilterSchema,
    valid: fc.record({ state: fc.constantFrom(...GAUGE_STATES), type: text(59) }, { requiredKeys: [] }),
    text: ['type'],
    shaped: ['state'],
  },
  gaugeOptionsQuerySchema: {
    schema: gaugeOptionsQuerySchema,
    valid: fc.record({ on: documentDate, search: text(99) }, { requiredKeys: [] }),
    text: ['search'],
    documentDates: ['on'],
  },
  spcCharacteristicsQuerySchema: {
    schema: spcCharacteristicsQuerySchema,
    valid: fc.record({ productId: uuid }),
    shaped: ['productId'],
  },
  spcQuerySchema: {
    schema: spcQuerySchema,
    // Each day tried alone (the other then today's or 90 days before): the two together must also be in order and within a year (quality/spc.test.ts).
    valid: fc.record({ productId: uuid, characteristic: text(99) }),
    text: ['characteristic'],
    shaped: ['productId'],
    documentDates: ['from', 'to'],
  },
  traceFindQuerySchema: {
    schema: traceFindQuerySchema,
    valid: fc.record({ q: text(60) }),
    text: ['q'],
  },
  labelsQuerySchema: {
    schema: labelsQuerySchema,
    valid: fc.record({ packingId: uuid, format: fc.constantFrom(...LABEL_FORMATS) }, { requiredKeys: ['packingId'] }),
    shaped: ['packingId', 'format'],
  },
};

/**
 * Exported schemas that are not whole inputs, each covered through the input schemas above: the
 * fields they are part of, and the permission list inside a role.
 */
const INPUT_PARTS = [
  // The delivery address a document names and a purchase line's unit, checked in the schemas that take them.
  'deliveryAddressIdField',
  'purchaseUnitField',
  // Each characteristic of controlPlanInputSchema, checked there.
  'controlPlanCharacteristicInputSchema',
  'searchQueryField',
  'emailField',
  'versionField',
  'optionalEmailField',
  'optionalPhoneField',
  'isActiveField',
  'optionalGstinField',
  'optionalStateField',
  'gstRateField',
  'hsnCodeField',
  'quantityField',
  'weightField',
  'dimensionField',
  'allowanceField',
  'barLengthField',
  'cycleTimeField',
  'newPasswordField',
  'changePasswordField',
  'avatarField',
  'permissionSchema',
  'permissionsSchema',
  'movementDateField',
  'workOrderQuantityField',
  'inspectionDateField',
  'breaksField',
  'monthField',
  'scheduleMappingSchema',
  'transferMinutesField',
  'operationTransferField',
  'boxCodeField',
  'calibrationDateField',
  // The quantity, unit, rate and GST rate of invoiceLineInputSchema, checked there (the form's preview reads it).
  'invoiceLineFiguresSchema',
  // A customer's GST category, country and currency, checked in customerCreateSchema.
  'gstCategoryField',
  'optionalCountryField',
  'optionalCurrencyField',
  // The Tally company and each ledger name of the company settings (issue 32), checked in companySettingsInputSchema.
  'tallyCompanyField',
  'tallyLedgerNameField',
  'tallyLedgersSchema',
];

/** What the server answers with: never parsed from a client. */
const OUTPUTS = [
  // The GSTR-2B reconciliation and an import's counts (issue 32).
  'gstr2bReconciliationSchema',
  'gstr2bImportResultSchema',
  // What an invoice reads back of its SEZ supply or export (issue 32).
  'exportDetailsSchema',
  // Supplier payments and the payables (issue 32).
  'supplierPaymentSummarySchema',
  'supplierPaymentAllocationSchema',
  'supplierPaymentSchema',
  'openBillSchema',
  'openAdvanceSchema',
  'openBillsSchema',
  'payablesAgeingRowSchema',
  'payablesAgeingSchema',
  'supplierLedgerEntrySchema',
  'supplierLedgerSchema',
  'errorBodySchema',
  'spcCharacteristicsSchema',
  'spcChartSchema',
  'spcProductOptionsSchema',
  'workdaySchema',
  'accountSessionSchema',
  'endedSessionsSchema',
  'auditChangeSchema',
  'auditEntrySchema',
  'authResponseSchema',
  'refreshResponseSchema',
  'settingsSchema',
  'companySettingsSchema',
  'customerSchema',
  'customerOptionSchema',
  'dashboardSchema',
  'notificationSchema',
  'notificationsSchema',
  'recordHitSchema',
  'statementEntrySchema',
  'emailDraftSchema',
  'emailSentSchema',
  'statementSchema',
  'ageingRowSchema',
  'ageingSchema',
  'openOrderLineSchema',
  'receiptResultSchema',
  'departmentSchema',
  'designationSchema',
  'employeeSchema',
  'sellerSchema',
  'invoiceSummarySchema',
  'invoiceLineSchema',
  'paymentSchema',
  'hsnSummaryRowSchema',
  'invoiceSchema',
  'invoiceTotalsSchema',
  'invoiceProposalSchema',
  'machineSchema',
  'optionSchema',
  'importRowResultSchema',
  'importReportSchema',
  'productSchema',
  'productOptionSchema',
  'roleSchema',
  'roleOptionSchema',
  'permissionOutSchema',
  'plantNeedsSchema',
  'salesOrderSummarySchema',
  'salesOrderLineSchema',
  'noteLineSchema',
  'noteSummarySchema',
  'noteSchema',
  'eInvoiceCheckRowSchema',
  'gstr1ReportSchema',
  'eInvoiceCheckSchema',
  'dispatchSchema',
  'customerDispatchSchema',
  'orderInvoiceRefSchema',
  'salesOrderSchema',
  'supplierSchema',
  'supplierOptionSchema',
  'quotationSummarySchema',
  'costSheetSchema',
  'quotationBreakSchema',
  'quotationLineSchema',
  'quotationRevisionRefSchema',
  'quotationSchema',
  'costBasisSchema',
  'blanketOrderSummarySchema',
  'blanketPriceSchema',
  'blanketOrderLineSchema',
  'blanketReleaseSchema',
  'oldPriceBillingSchema',
  'blanketOrderSchema',
  'deliveryScheduleSummarySchema',
  'deliveryScheduleLineSchema',
  'scheduleRevisionSchema',
  'deliveryScheduleSchema',
  'deliveryPerformanceSchema',
  'purchaseOrderSummarySchema',
  'purchaseOrderLineSchema',
  'purchaseOrderBuyerSchema',
  'companyLetterheadSchema',
  'purchaseOrderReceiptRefSchema',
  'purchaseOrderSchema',
  'materialCertificateSchema',
  'goodsReceiptLineSchema',
  'goodsReceiptSummarySchema',
  'goodsReceiptSchema',
  'receivableOrderSchema',
  'jobWorkChallanLineSchema',
  'jobWorkChallanSummarySchema',
  'jobWorkChallanSchema',
  'jobWorkReceiptLineSchema',
  'jobWorkReceiptSchema',
  'itc04ReportSchema',
  'deemedSupplyProposalSchema',
  'deemedSupplyAnswerSchema',
  'customerMaterialLineSchema',
  'customerMaterialSummarySchema',
  'customerMaterialSchema',
  'userSchema',
  'stockHeatSchema',
  'stockBalanceSchema',
  'stockMovementSchema',
  'planningUnknownSchema',
  'stockPlanningRowSchema',
  'stockProjectionSchema',
  'promiseAnswerSchema',
  'whatIfAnswerSchema',
  'roughCutSchema',
  'stockItemOptionSchema',
  'trackedProductSchema',
  'workOrderSummarySchema',
  'workOrderOperationSchema',
  'workOrderMaterialSchema',
  'workOrderMaterialNeedSchema',
  'workOrderProductSchema',
  'workOrderSalesOrderSchema',
  'workOrderSchema',
  'workOrderOptionSchema',
  'workOrderProductOptionSchema',
  'workOrderSalesLineOptionSchema',
  'machineCapacitySchema',
  'machineDowntimeSchema',
  'measuredRateSchema',
  'plantHolidaySchema',
  'scheduleBoardSchema',
  'lateWorkOrdersSchema',
  'productionEntrySchema',
  'productionMachineSchema',
  'productionOperationSchema',
  'productionWorkOrderSchema',
  'oeeReportSchema',
  'productionReasonSchema',
  'inspectionCharacteristicSchema',
  'inspectionReadingSchema',
  'inspectionWorkOrderSchema',
  'inspectionSchema',
  'inspectionSummarySchema',
  'firstPieceTemplateSchema',
  'pdiTemplateSchema',
  'templateCharacteristicSchema',
  'inProcessTemplateSchema',
  'lotPdiTemplateSchema',
  'machineRefSchema',
  'controlPlanCharacteristicSchema',
  'controlPlanProductSchema',
  'controlPlanSchema',
  'controlPlanMissingSchema',
  'controlPlanSummarySchema',
  'boxSchema',
  'packingSchema',
  'packTemplateSchema',
  'boxScanSchema',
  'dispatchBoxSchema',
  // Traceability's answers: a trace backward, a heat's recall list, and what a typed number is.
  'traceSchema',
  'traceFoundSchema',
  'traceCustomerSchema',
  'traceDispatchRefSchema',
  'traceInvoiceRefSchema',
  'traceProductSchema',
  'traceWorkOrderSchema',
  'traceEntrySchema',
  'traceHeatSchema',
  'traceCertificateSchema',
  'traceInspectionSchema',
  'traceBoxSchema',
  'heatSourceSchema',
  'recallSchema',
  'recallCustomerSchema',
  'recallDispatchSchema',
  'recallMovementSchema',
  'recallWorkOrderSchema',
  'gaugeSchema',
  'gaugeCalibrationSchema',
  'gaugeReadingSchema',
  'gaugeDetailSchema',
  'gaugeOptionSchema',
  'gaugeOptionsSchema',
  // The accountant's side's answers (issue 32).
  'billableOrderSchema',
  'deliveryAddressSchema',
  'gstr3bReportSchema',
  'itcSummarySchema',
  'mismatchSchema',
  'proposedBillLineSchema',
  'supplierBillLineSchema',
  'supplierBillProposalSchema',
  'supplierBillSchema',
  'supplierBillSummarySchema',
  'tdsBasisSchema',
  // What the Tally export's file will hold (issue 32).
  'tallySummarySchema',
];

const fieldsOf = (c: Case) => [
  ...(c.text ?? []),
  ...(c.shaped ?? []),
  ...(c.numbers ?? []),
  ...(c.documentDates ?? []),
  ...(c.dates ?? []),
  ...Object.keys(c.accepted ?? {}),
];

// ── Properties ─────────────────────────────────────────────────────────────────────────────

describe('the input schemas this test covers', () => {
  it('are every exported zod schema that is not a response, each classified once', () => {
    const exported = Object.entries(shared)
      .filter(([, value]) => value instanceof z.ZodType)
      .map(([name]) => name)
      .sort();
    const classified = [...Object.keys(CASES).filter((name) => name !== 'listQuerySchema'), ...INPUT_PARTS, ...OUTPUTS];
    expect(new Set(classified).size).toBe(classified.length);
    expect([...classified].sort()).toEqual(exported);
  });

  it.each(Object.entries(CASES))('%s: the lists name every field of the schema', (_, c) => {
    const topLevel = new Set(fieldsOf(c).map((path) => path.split('.')[0]));
    expect([...topLevel].sort()).toEqual(Object.keys(c.schema.shape).sort());
  });

  it.each(Object.entries(CASES))('%s: the generated input is valid, with every listed nested field present', (_, c) => {
    fc.assert(
      fc.property(c.valid, (input) => {
        expect(c.schema.safeParse(input).error?.issues ?? []).toEqual([]);
        for (const path of fieldsOf(c).filter((p) => p.includes('.'))) {
          const parent = path.split('.').slice(0, -1).join('.');
          expect(valueAt(input, parent), path).toBeDefined();
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe.each(Object.entries(CASES))('%s', (_, c) => {
  const textFields = c.text ?? [];
  const shapedFields = [...(c.shaped ?? []), ...(c.documentDates ?? []), ...(c.dates ?? [])];

  if (textFields.length > 0) {
    it('hostile characters in a text field are refused on that field, with the text-safety message', () => {
      fc.assert(
        fc.property(
          c.valid,
          fc.constantFrom(...textFields),
          hostileChar,
          fc.nat(),
          (input, path, { char, message }, at) => {
            const hostile = withValue(input, path, inject(valueAt(input, path), char, at));
            expect(messagesAt(c.schema, hostile, path), `${path}: U+${char.charCodeAt(0).toString(16)}`).toContain(
              message,
            );
          },
        ),
      );
    });
  }

  if (shapedFields.length > 0) {
    it('hostile characters in a field with a shape (id, code, choice, date) are refused on it', () => {
      fc.assert(
        fc.property(c.valid, fc.constantFrom(...shapedFields), hostileChar, fc.nat(), (input, path, { char }, at) => {
          const hostile = withValue(input, path, inject(valueAt(input, path), char, at));
          expect(messagesAt(c.schema, hostile, path), `${path}: U+${char.charCodeAt(0).toString(16)}`).not.toEqual([]);
        }),
      );
    });
  }

  if ((c.numbers ?? []).length > 0) {
    it('huge, tiny and NaN-like numbers are refused on their field', () => {
      fc.assert(
        fc.property(
          c.valid,
          fc.constantFrom(...(c.numbers ?? [])),
          fc.constantFrom(...HOSTILE_NUMBERS),
          (input, path, value) => {
            expect(
              messagesAt(c.schema, withValue(input, path, value), path),
              `${path}: ${String(value).slice(0, 20)}`,
            ).not.toEqual([]);
          },
        ),
      );
    });
  }

  if ((c.documentDates ?? []).length > 0) {
    it('a document date outside 2000–2099, or no real day, is refused on its field', () => {
      fc.assert(
        fc.property(
          c.valid,
          fc.constantFrom(...(c.documentDates ?? [])),
          outOfWindowDate,
          fc.constantFrom(...IMPOSSIBLE_DATES, ...MALFORMED_DATES),
          (input, path, outside, impossible) => {
            expect(messagesAt(c.schema, withValue(input, path, outside), path), `${path}: ${outside}`).toContain(
              DOCUMENT_DATE_MESSAGE,
            );
            expect(
              messagesAt(c.schema, withValue(input, path, impossible), path),
              `${path}: ${impossible}`,
            ).not.toEqual([]);
          },
        ),
      );
    });
  }

  // A date that dates no document (a joining day, the audit search's days) may be any real day:
  // it starts no yearly series. Only text that names no day is refused there.
  if ((c.dates ?? []).length > 0) {
    it('another date takes any real day and refuses one that does not exist', () => {
      fc.assert(
        fc.property(
          c.valid,
          fc.constantFrom(...(c.dates ?? [])),
          outOfWindowDate,
          fc.constantFrom(...IMPOSSIBLE_DATES, ...MALFORMED_DATES),
          (input, path, outside, impossible) => {
            expect(messagesAt(c.schema, withValue(input, path, outside), path), `${path}: ${outside}`).toEqual([]);
            expect(
              messagesAt(c.schema, withValue(input, path, impossible), path),
              `${path}: ${impossible}`,
            ).not.toEqual([]);
          },
        ),
      );
    });
  }

  if (Object.keys(c.accepted ?? {}).length > 0) {
    it('the fields that rightly take hostile text take it (reasons listed)', () => {
      fc.assert(
        fc.property(
          c.valid,
          fc.constantFrom(...Object.keys(c.accepted ?? {})),
          hostileChar,
          fc.nat(),
          (input, path, { char }, at) => {
            const value = inject(valueAt(input, path) || 'password', char, at, true);
            expect(messagesAt(c.schema, withValue(input, path, value), path)).toEqual([]);
          },
        ),
      );
    });
  }
});

describe('what the accepted fields do with hostile text', () => {
  it('a role keeps none of the actions it does not know', () => {
    fc.assert(
      fc.property(role, hostileChar, fc.nat(), (input, { char }, at) => {
        const hostile = withValue(input, 'permissions.0.actions.0', inject('view', char, at));
        const parsed = roleInputSchema.parse(hostile);
        for (const permission of parsed.permissions) {
          for (const action of permission.actions) expect(ACTIONS).toContain(action);
        }
      }),
    );
  });

  it('an imported row with hostile text is refused on its field by the create schema the import checks it with', () => {
    fc.assert(
      fc.property(
        importRequest,
        fc.constantFrom('partyCode', 'name'),
        hostileChar,
        fc.nat(),
        (input, field, { char, message }, at) => {
          const rows = input.rows as Record<string, string>[];
          const row = { ...rows[0], [field]: inject(rows[0]?.[field], char, at) };
          expect(importRequestSchema.safeParse({ ...input, rows: [row] }).success).toBe(true);
          expect(messagesAt(customerCreateSchema, fromCsvRow(CUSTOMER_CSV_COLUMNS, row), field)).toContain(message);
        },
      ),
    );
  });
});
