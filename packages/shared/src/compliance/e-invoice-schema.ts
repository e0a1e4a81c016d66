/**
 * The e-invoice (IRN) JSON schema, version 1.1, as NIC publishes it for the Invoice Registration
 * Portal: every object, field name, type, length, range and pattern as published. What the
 * published text gets wrong as JSON Schema is mended without changing what it allows:
 * - its sections stand at the top level and its arrays as one-element arrays; here they are
 *   `properties` and `items`;
 * - its typos ("String", " number", names with a trailing space, `required` of
 *   " InvStDt ") are read as meant, and `PrecDocDtls`' required fields are put on its items,
 *   where the published text's neighbouring `required` means them;
 * - Java's `(?i)` in the patterns of `SupTyp` and `Typ` is left to the enums beside them;
 * - `TransDocDt` takes the date pattern of every other date (the published one takes any ten
 *   letters, digits, '/' and '-');
 *
 * and one thing is stricter on purpose: no object takes a field it does not name
 * (`additionalProperties: false`), so a misspelt field fails here rather than at the portal.
 */

const TEXT = '^([^\\\\"])*$';
const DATE = '^[0-3][0-9]/[0-1][0-9]/[2][0][1-2][0-9]$';
const GSTIN = '^([0-9]{2}[0-9A-Z]{13})$';
const STATE = '^(?!0+$)([0-9]{1,2})$';

const text = (minLength: number, maxLength: number) => ({ type: 'string', minLength, maxLength, pattern: TEXT });
const date = { type: 'string', minLength: 10, maxLength: 10, pattern: DATE };
const amount = (maximum = 999999999999.99) => ({ type: 'number', minimum: 0, maximum });
// biome-ignore lint/correctness/noPrecisionLoss: the published maximum, read as any JSON reader reads it
const total = amount(99999999999999.99);
const rate = { type: 'number', minimum: 0, maximum: 999.999 };
const state = { type: 'string', minLength: 1, maxLength: 2, pattern: STATE };
const yesNo = { type: 'string', minLength: 1, maxLength: 1, enum: ['Y', 'N'] };
const pin = { type: 'number', minimum: 100000, maximum: 999999 };
const phone = { type: 'string', minLength: 6, maxLength: 12, pattern: '^([0-9]{6,12})$' };
const email = { type: 'string', minLength: 6, maxLength: 100, pattern: '^[a-zA-Z0-9+_.-]+@[a-zA-Z0-9.-]+$' };
const buyerGstin = { type: 'string', minLength: 3, maxLength: 15, pattern: '^(([0-9]{2}[0-9A-Z]{13})|URP)$' };

const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

export const E_INVOICE_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'GST-India Invoice Document',
  description: 'GST Invoice format for IRN Generation in INDIA, version 1.1',
  ...object(
    {
      Version: { type: 'string', minLength: 1, maxLength: 6 },
      Irn: { type: 'string', minLength: 64, maxLength: 64 },
      TranDtls: object(
        {
          TaxSch: { type: 'string', minLength: 3, maxLength: 10, enum: ['GST'] },
          SupTyp: {
            type: 'string',
            minLength: 3,
            maxLength: 10,
            enum: ['B2B', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP', 'DEXP'],
          },
          RegRev: yesNo,
          EcmGstin: { type: 'string', minLength: 15, maxLength: 15, pattern: GSTIN },
          IgstOnIntra: yesNo,
        },
        ['TaxSch', 'SupTyp'],
      ),
      DocDtls: object(
        {
          Typ: { type: 'string', minLength: 3, maxLength: 3, enum: ['INV', 'CRN', 'DBN'] },
          No: { type: 'string', minLength: 1, maxLength: 16, pattern: '^([a-zA-Z1-9]{1}[a-zA-Z0-9/-]{0,15})$' },
          Dt: date,
        },
        ['Typ', 'No', 'Dt'],
      ),
      SellerDtls: object(
        {
          Gstin: { type: 'string', minLength: 15, maxLength: 15, pattern: GSTIN },
          LglNm: text(3, 100),
          TrdNm: text(3, 100),
          Addr1: text(1, 100),
          Addr2: text(3, 100),
          Loc: text(3, 50),
          Pin: pin,
          Stcd: state,
          Ph: phone,
          Em: email,
        },
        ['Gstin', 'LglNm', 'Addr1', 'Loc', 'Pin', 'Stcd'],
      ),
      BuyerDtls: object(
        {
          Gstin: buyerGstin,
          LglNm: text(3, 100),
          TrdNm: text(3, 100),
          Pos: state,
          Addr1: text(1, 100),
          Addr2: text(3, 100),
          Loc: text(3, 100),
          Pin: pin,
          Stcd: state,
          Ph: phone,
          Em: email,
        },
        ['Gstin', 'LglNm', 'Pos', 'Addr1', 'Loc', 'Stcd'],
      ),
      DispDtls: object(
        { Nm: text(3, 100), Addr1: text(1, 100), Addr2: text(3, 100), Loc: text(3, 100), Pin: pin, Stcd: state },
        ['Nm', 'Addr1', 'Loc', 'Pin', 'Stcd'],
      ),
      ShipDtls: object(
        {
          Gstin: buyerGstin,
          LglNm: text(3, 100),
          TrdNm: text(3, 100),
          Addr1: text(1, 100),
          Addr2: text(3, 100),
          Loc: text(3, 100),
          Pin: pin,
          Stcd: state,
        },
        ['LglNm', 'Addr1', 'Loc', 'Pin', 'Stcd'],
      ),
      ItemList: {
        type: 'array',
        minItems: 1,
        items: object(
          {
            SlNo: { type: 'string', minLength: 1, maxLength: 6, pattern: '^([0-9]{1,6})$' },
            PrdDesc: text(3, 300),
            IsServc: yesNo,
            HsnCd: { type: 'string', minLength: 4, maxLength: 8, pattern: '^(?!0+$)([0-9]{4}|[0-9]{6}|[0-9]{8})$' },
            Barcde: text(3, 30),
            Qty: amount(9999999999.999),
            FreeQty: amount(9999999999.999),
            Unit: { type: 'string', minLength: 3, maxLength: 8, pattern: '^([A-Z|a-z]{3,8})$' },
            UnitPrice: amount(999999999999.999),
            TotAmt: amount(),
            Discount: amount(),
            PreTaxVal: amount(),
            AssAmt: amount(),
            GstRt: rate,
            IgstAmt: amount(),
            CgstAmt: amount(),
            SgstAmt: amount(),
            CesRt: rate,
            CesAmt: amount(),
            CesNonAdvlAmt: amount(),
            StateCesRt: rate,
            StateCesAmt: amount(),
            StateCesNonAdvlAmt: amount(),
            OthChrg: amount(),
            TotItemVal: amount(),
            OrdLineRef: text(1, 50),
            OrgCntry: { type: 'string', minLength: 2, maxLength: 2, pattern: '^([A-Z|a-z]{2})$' },
            PrdSlNo: text(1, 20),
            BchDtls: object({ Nm: text(3, 20), ExpDt: date, WrDt: date }, ['Nm']),
            AttribDtls: { type: 'array', items: object({ Nm: text(1, 100), Val: text(1, 100) }) },
          },
          ['SlNo', 'IsServc', 'HsnCd', 'UnitPrice', 'TotAmt', 'AssAmt', 'GstRt', 'TotItemVal'],
        ),
      },
      ValDtls: object(
        {
          AssVal: total,
          CgstVal: total,
          SgstVal: total,
          IgstVal: total,
          CesVal: total,
          StCesVal: total,
          Discount: total,
          OthChrg: total,
          RndOffAmt: { type: 'number', minimum: -99.99, maximum: 99.99 },
          TotInvVal: total,
          TotInvValFc: total,
        },
        ['AssVal', 'TotInvVal'],
      ),
      PayDtls: object({
        Nm: text(1, 100),
        AccDet: text(1, 18),
        Mode: text(1, 18),
        FinInsBr: text(1, 11),
        PayTerm: text(1, 100),
        PayInstr: text(1, 100),
        CrTrn: text(1, 100),
        DirDr: text(1, 100),
        CrDay: { type: 'number', minimum: 0, maximum: 9999 },
        PaidAmt: total,
        PaymtDue: total,
      }),
      RefDtls: object({
        InvRm: text(3, 100),
        DocPerdDtls: object({ InvStDt: date, InvEndDt: date }, ['InvStDt', 'InvEndDt']),
        PrecDocDtls: {
          type: 'array',
          items: object(
            {
              InvNo: { type: 'string', minLength: 1, maxLength: 16, pattern: '^[1-9a-zA-Z]{1}[0-9a-zA-Z/-]{1,15}$' },
              InvDt: date,
              OthRefNo: text(1, 20),
            },
            ['InvNo', 'InvDt'],
          ),
        },
        ContrDtls: {
          type: 'array',
          items: object({
            RecAdvRefr: text(1, 20),
            RecAdvDt: date,
            TendRefr: text(1, 20),
            ContrRefr: text(1, 20),
            ExtRefr: text(1, 20),
            ProjRefr: text(1, 20),
            PORefr: text(1, 16),
            PORefDt: date,
          }),
        },
      }),
      AddlDocDtls: {
        type: 'array',
        items: object({ Url: text(3, 100), Docs: text(3, 1000), Info: text(3, 1000) }),
      },
      ExpDtls: object({
        ShipBNo: text(1, 20),
        ShipBDt: date,
        Port: { type: 'string', minLength: 2, maxLength: 10, pattern: '^[0-9|A-Z|a-z]{2,10}$' },
        RefClm: { type: 'string', minLength: 1, maxLength: 1, pattern: '^([Y|N]{1})$' },
        ForCur: { type: 'string', minLength: 3, maxLength: 16, pattern: '^[A-Z|a-z]{3,16}$' },
        CntCode: { type: 'string', minLength: 2, maxLength: 2, pattern: '^([A-Z]{2})$' },
        ExpDuty: amount(),
      }),
      EwbDtls: object(
        {
          TransId: { type: 'string', minLength: 15, maxLength: 15, pattern: GSTIN },
          TransName: text(3, 100),
          TransMode: { type: 'string', minLength: 1, maxLength: 1, enum: ['1', '2', '3', '4'] },
          Distance: { type: 'number', minimum: 0, maximum: 4000 },
          TransDocNo: { type: 'string', minLength: 1, maxLength: 15, pattern: '^([a-zA-Z0-9/-]{1,15})$' },
          TransDocDt: date,
          VehNo: { type: 'string', minLength: 4, maxLength: 20, pattern: '^([A-Z|a-z|0-9]{4,20})$' },
          VehType: { type: 'string', minLength: 1, maxLength: 1, enum: ['O', 'R'] },
        },
        ['Distance'],
      ),
    },
    ['Version', 'TranDtls', 'DocDtls', 'SellerDtls', 'BuyerDtls', 'ItemList', 'ValDtls'],
  ),
} as const;
