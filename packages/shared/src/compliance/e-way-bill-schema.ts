import { GST_UNITS } from './gst-units.js';

/**
 * The e-way bill JSON the portal (ewaybillgst.gov.in, "Generate Bulk") takes: the file of NIC's
 * offline tool, `{ version: "1.0.0621", billLists: [ … ] }`, one bill per consignment. NIC
 * publishes the fields of a bill in the JSON schema of its e-way bill API ("Generate e-way
 * bill", API versions 1.02/1.03: types, lengths, patterns, enums, the required fields), and the
 * offline tool writes the same bill under a few names of its own. This is that schema, with the
 * tool's names, and mended where the published text is wrong as JSON Schema or disagrees with
 * the file the portal takes:
 * - the tool's names for five fields: `transType` (the API's `transactionType`),
 *   `actualFromStateCode` and `actualToStateCode` (`actFromStateCode`, `actToStateCode`),
 *   `OthValue` (`otherValue`) and `TotNonAdvolVal` (`cessNonAdvolValue`), and the tool's
 *   `itemNo` on each item;
 * - the tool's types: `subSupplyType`, `transType`, `transMode` and `transDistance` are numbers
 *   (the API's text "1", "656"), as are the state codes, the PIN codes and `hsnCode`;
 * - the published date pattern `[0-3][0-9]/[0-1][0-9]/[2][0][1-2][0-9]` is anchored (unanchored
 *   it matches any text containing a date), as every pattern here is; the GSTIN pattern's
 *   lower-case `urp` is left out, since URP is written in capitals;
 * - `multipleOf` 0.01 (amounts) and 0.001 (rates) is left to the arithmetic check
 *   (eWayBillArithmetic counts decimals): JSON Schema's `multipleOf` on binary fractions refuses
 *   1.13 (1.13 / 0.01 is 112.99999999999999);
 * - `transMode` takes the codes of its own description (1 Road, 2 Rail, 3 Air, 4 Ship), the
 *   vehicle type R or O, `transType` 1 to 4 (the published "maximum 4" let 0 and 2.5 through);
 *
 * and some things are stricter on purpose, so that a file fails here rather than at the portal:
 * no object takes a field it does not name (`additionalProperties: false`); names, addresses,
 * places and descriptions take only the characters the portal accepts in them (letters, digits,
 * spaces and `@ # & , . / -`; its fields say "valid special chars #,-,/"); the vehicle number is
 * capitals and digits only; `qtyUnit` is one of the GST unit codes (UQC); and `itemList` holds at
 * least one item.
 */

const TEXT = '^[A-Za-z0-9 @#&,./-]*$';
const DATE = '^[0-3][0-9]/[0-1][0-9]/[2][0][1-2][0-9]$';
const GSTIN = '^[0-9]{2}[0-9A-Z]{13}$';
const GSTIN_OR_URP = '^([0-9]{2}[0-9A-Z]{13}|URP)$';

const text = (minLength: number, maxLength: number) => ({ type: 'string', minLength, maxLength, pattern: TEXT });
const date = { type: 'string', minLength: 10, maxLength: 10, pattern: DATE };
const state = { type: 'integer', minimum: 1, maximum: 99 };
const pin = { type: 'integer', minimum: 100000, maximum: 999999 };
const amount = { type: 'number', minimum: 0 };
const rate = { type: 'number', minimum: 0 };

const object = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

const item = object(
  {
    itemNo: { type: 'integer', minimum: 1 },
    productName: text(0, 100),
    productDesc: text(0, 100),
    hsnCode: { type: 'integer', minimum: 1, maximum: 99999999 },
    quantity: { type: 'number', minimum: 0 },
    qtyUnit: { type: 'string', minLength: 3, maxLength: 3, enum: Object.keys(GST_UNITS) },
    taxableAmount: amount,
    sgstRate: rate,
    cgstRate: rate,
    igstRate: rate,
    cessRate: rate,
    cessNonAdvol: { type: 'number', minimum: 0 },
  },
  ['hsnCode', 'taxableAmount'],
);

const bill = object(
  {
    userGstin: { type: 'string', minLength: 15, maxLength: 15, pattern: GSTIN },
    supplyType: { type: 'string', minLength: 1, maxLength: 1, enum: ['O', 'I'] },
    subSupplyType: { type: 'integer', enum: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    subSupplyDesc: text(0, 20),
    docType: { type: 'string', enum: ['INV', 'CHL', 'BIL', 'BOE', 'OTH'] },
    docNo: { type: 'string', minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9/-]{1,16}$' },
    docDate: date,
    transType: { type: 'integer', enum: [1, 2, 3, 4] },
    fromGstin: { type: 'string', minLength: 3, maxLength: 15, pattern: GSTIN_OR_URP },
    fromTrdName: text(1, 100),
    fromAddr1: text(1, 120),
    fromAddr2: text(0, 120),
    fromPlace: text(1, 50),
    fromPincode: pin,
    fromStateCode: state,
    actualFromStateCode: state,
    toGstin: { type: 'string', minLength: 3, maxLength: 15, pattern: GSTIN_OR_URP },
    toTrdName: text(1, 100),
    toAddr1: text(1, 120),
    toAddr2: text(0, 120),
    toPlace: text(1, 50),
    toPincode: pin,
    toStateCode: state,
    actualToStateCode: state,
    totalValue: amount,
    cgstValue: amount,
    sgstValue: amount,
    igstValue: amount,
    cessValue: amount,
    TotNonAdvolVal: amount,
    OthValue: { type: 'number' },
    totInvValue: amount,
    transMode: { type: 'integer', enum: [1, 2, 3, 4] },
    transDistance: { type: 'integer', minimum: 0, maximum: 4000 },
    transporterName: text(0, 100),
    transporterId: { type: 'string', minLength: 15, maxLength: 15, pattern: GSTIN },
    transDocNo: { type: 'string', minLength: 1, maxLength: 15, pattern: '^[A-Za-z0-9/-]{1,15}$' },
    transDocDate: date,
    vehicleNo: { type: 'string', minLength: 7, maxLength: 15, pattern: '^[A-Z0-9]{7,15}$' },
    vehicleType: { type: 'string', minLength: 1, maxLength: 1, enum: ['R', 'O'] },
    itemList: { type: 'array', minItems: 1, items: item },
  },
  [
    'userGstin',
    'supplyType',
    'subSupplyType',
    'docType',
    'docNo',
    'docDate',
    'transType',
    'fromGstin',
    'fromPincode',
    'fromStateCode',
    'actualFromStateCode',
    'toGstin',
    'toPincode',
    'toStateCode',
    'actualToStateCode',
    'totInvValue',
    'transDistance',
    'itemList',
  ],
);

export const E_WAY_BILL_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'E-Way Bill bulk generation',
  description: "The e-way bill portal's bulk upload: one bill per consignment, as NIC's offline tool writes it",
  ...object(
    {
      version: { type: 'string', minLength: 1, maxLength: 10, pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+$' },
      billLists: { type: 'array', minItems: 1, items: bill },
    },
    ['version', 'billLists'],
  ),
} as const;
