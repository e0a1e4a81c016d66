import { describe, expect, it } from 'vitest';
import { gstr2bDocumentsOf, monthOfReturnPeriod } from '../payables/gstr2b-documents.js';
import { DOCUMENT_DATE_MESSAGE } from './document-fields.js';
import {
  GSTR2B_AMOUNT_TOO_LARGE,
  GSTR2B_MAX_DOCUMENTS,
  GSTR2B_PORTAL_DATE,
  gstr2bActionInputSchema,
  gstr2bFileSchema,
  gstr2bQuerySchema,
} from './gstr2b.js';

/** A GSTR-2B of October 2026 as the portal writes it: one supplier's invoice with totals, one with items only, a credit note. */
const file = () => ({
  chksum: 'ADFADRGA4GADFADGERER',
  data: {
    gstin: '27AABCA1234K1Z5',
    rtnprd: '102026',
    version: '1.0',
    gendt: '14-11-2026',
    docdata: {
      b2b: [
        {
          ctin: '27aaacb1234f1z5',
          trdnm: '  Bharat Steels  ',
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
              txval: 10_000,
              igst: 0,
              cgst: 900,
              sgst: 900,
              cess: 0,
            },
            {
              // No totals: the items give them (₹2,000.50 at 18 % and ₹999.50 at 12 %).
              inum: 'BS/26-27/102',
              dt: '12-10-2026',
              val: 3_479.53,
              items: [
                { num: 1, rt: 18, txval: 2000.5, cgst: 180.05, sgst: 180.04 },
                { num: 2, rt: 12, txval: 999.5, cgst: 59.97, sgst: 59.97 },
              ],
            },
          ],
        },
      ],
      cdnr: [
        {
          ctin: '29AABCK5678L1ZQ',
          trdnm: 'Kaveri Coaters',
          nt: [{ ntnum: 'CN-12', typ: 'C', suptyp: 'R', dt: '20-10-2026', val: 590, txval: 500, igst: 90 }],
        },
      ],
      b2ba: [{ ctin: '27AAACB1234F1Z5', inv: [{ oinum: 'BS/26-27/090', inum: 'BS/26-27/090' }] }],
      impg: [
        { refdt: '01-10-2026', boenum: '2566' },
        { refdt: '02-10-2026', boenum: '2567' },
      ],
    },
  },
});

/** The first message on each field the schema refuses `input` on. */
function refusals(input: unknown) {
  const issues = gstr2bFileSchema.safeParse(input).error?.issues ?? [];
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('the GSTR-2B file', () => {
  it('reads the b2b invoices and cdnr notes, summing the items where the portal gives no totals', () => {
    const parsed = gstr2bFileSchema.parse(file());
    const { documents, ignored } = gstr2bDocumentsOf(parsed);
    expect(documents).toEqual([
      {
        kind: 'invoice',
        supplierGstin: '27AAACB1234F1Z5',
        supplierName: 'Bharat Steels',
        number: 'BS/26-27/101',
        numberKey: 'BS2627101',
        date: '2026-10-10',
        financialYear: '2026-27',
        taxable: 10_000,
        igst: 0,
        cgst: 900,
        sgst: 900,
        cess: 0,
        value: 11_800,
        placeOfSupply: '27',
        reverseCharge: false,
        itcAvailable: 'Y',
        itcReason: null,
        supplierPeriod: '102026',
        supplierFiledOn: '2026-11-11',
      },
      // 2,000.50 + 999.50 = 3,000.00; CGST 180.05 + 59.97 = 240.02; SGST 180.04 + 59.97 = 240.01.
      expect.objectContaining({
        number: 'BS/26-27/102',
        taxable: 3000,
        cgst: 240.02,
        sgst: 240.01,
        igst: 0,
        value: 3479.53,
      }),
      expect.objectContaining({
        kind: 'credit-note',
        supplierGstin: '29AABCK5678L1ZQ',
        number: 'CN-12',
        numberKey: 'CN12',
        taxable: 500,
        igst: 90,
        reverseCharge: false,
        supplierPeriod: null,
      }),
    ]);
    // The amendment and the imports are counted and left aside.
    expect(ignored).toEqual({ b2ba: 1, impg: 2 });
    expect(monthOfReturnPeriod(parsed.data.rtnprd)).toBe('2026-10');
  });

  it('refuses control characters, a number without a letter or digit, unreal days and bad shapes, naming the field', () => {
    const bad = file();
    const invoice = bad.data.docdata.b2b[0]?.inv[0] as Record<string, unknown>;
    invoice.inum = 'BS/\u0000101';
    invoice.dt = '31-09-2026';
    invoice.pos = 'MH';
    invoice.rev = 'X';
    const second = bad.data.docdata.b2b[0]?.inv[1] as Record<string, unknown>;
    second.inum = '///';
    second.dt = '2026-10-12';
    (bad.data.docdata.cdnr[0] as Record<string, unknown>).ctin = '29AABCK5678L1Z';
    (bad.data.docdata.cdnr[0]?.nt[0] as Record<string, unknown>).typ = 'X';
    bad.data.rtnprd = '132026';
    bad.data.gendt = '14-11-1999';
    expect(refusals(bad)).toEqual({
      'data.rtnprd': 'Return period (rtnprd) must be MMyyyy',
      'data.gendt': DOCUMENT_DATE_MESSAGE,
      'data.docdata.b2b.0.inv.0.inum': 'Must not contain control characters',
      'data.docdata.b2b.0.inv.0.dt': GSTR2B_PORTAL_DATE,
      'data.docdata.b2b.0.inv.0.pos': 'Place of supply must be a 2-digit state code',
      'data.docdata.b2b.0.inv.0.rev': 'Reverse charge must be Y or N',
      'data.docdata.b2b.0.inv.1.inum': 'The document number needs a letter or a digit',
      'data.docdata.b2b.0.inv.1.dt': GSTR2B_PORTAL_DATE,
      'data.docdata.cdnr.0.ctin': 'Must be a 15-character GSTIN',
      'data.docdata.cdnr.0.nt.0.typ': 'Note type must be C or D',
    });
  });

  it('bounds every amount: below ₹100 crore, not negative, at most two decimals, and a document’s items too', () => {
    const bad = file();
    const invoice = bad.data.docdata.b2b[0]?.inv[0] as Record<string, unknown>;
    invoice.val = 1e12;
    invoice.txval = -1;
    invoice.cgst = 0.001;
    invoice.sgst = '900';
    const second = bad.data.docdata.b2b[0]?.inv[1] as unknown as { items: Record<string, number>[] };
    const items = second.items;
    // Each item below the limit, the two together ₹100 crore: the document's taxable value would not be.
    items[0] = { txval: 500_000_000 };
    items[1] = { txval: 500_000_000 };
    expect(refusals(bad)).toEqual({
      'data.docdata.b2b.0.inv.0.val': GSTR2B_AMOUNT_TOO_LARGE,
      'data.docdata.b2b.0.inv.0.txval': 'Must be 0 or more',
      'data.docdata.b2b.0.inv.0.cgst': 'Maximum 2 decimal places',
      'data.docdata.b2b.0.inv.0.sgst': 'Must be a number',
      'data.docdata.b2b.0.inv.1.items': GSTR2B_AMOUNT_TOO_LARGE,
    });
    expect(GSTR2B_AMOUNT_TOO_LARGE).toBe('Must be less than ₹1,00,00,00,000');
  });

  it('needs the taxable value or items to add it up from, and the value', () => {
    const bad = file();
    const invoice = bad.data.docdata.b2b[0]?.inv[0] as Record<string, unknown>;
    delete invoice.txval;
    delete invoice.val;
    expect(refusals(bad)).toEqual({
      'data.docdata.b2b.0.inv.0.val': 'Must be a number',
      'data.docdata.b2b.0.inv.0.txval': 'Taxable value is missing, and there are no items to add up',
    });
  });

  it('refuses a file of more than 50,000 documents, every section counted', () => {
    const big = file();
    (big.data.docdata as Record<string, unknown>).impg = Array.from({ length: GSTR2B_MAX_DOCUMENTS - 2 }, () => ({}));
    // 2 invoices + 1 note + 1 amendment + 49,998 bills of entry = 50,002.
    expect(refusals(big)).toEqual({
      'data.docdata': 'The file holds 50,002 documents; a file may hold at most 50,000 documents',
    });
  });
});

describe('the reconciliation’s query and actions', () => {
  it('takes a tolerance of ₹0 to ₹100 in rupees and paise, ₹1 unless given', () => {
    expect(gstr2bQuerySchema.parse({ month: '2026-10', tolerance: '0.60' })).toEqual({
      month: '2026-10',
      tolerance: 0.6,
    });
    for (const tolerance of ['100.01', '-1', '1e2', 'NaN', '1.005']) {
      expect(gstr2bQuerySchema.safeParse({ month: '2026-10', tolerance }).error?.issues[0]?.message).toBe(
        'Tolerance must be ₹0 to ₹100, in rupees and paise',
      );
    }
  });

  it('needs a document and a bill to link, and one of them to accept or defer', () => {
    const issues = (input: object) =>
      Object.fromEntries(
        (gstr2bActionInputSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
      );
    expect(issues({ month: '2026-10', action: 'link' })).toEqual({
      documentId: 'Choose the 2B document',
      billId: 'Choose the bill to link',
    });
    expect(issues({ month: '2026-10', action: 'defer' })).toEqual({ documentId: 'Choose the 2B document or the bill' });
    expect(issues({ month: '2026-10', action: 'merge', billId: crypto.randomUUID() })).toEqual({
      action: 'Choose accept, link or defer',
    });
  });
});
