import { randomUUID } from 'node:crypto';
import { fromPaise, halfPercentOfPaise, toPaise } from '@lathe/shared';
import { gstinFor, type invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { supplierBillKit } from '../supplier-bills/supplier-bill-test-kit.js';

/*
 * What the GSTR-2B tests share: suppliers with their GSTINs, bills booked through the API as the
 * accountant books them (a purchase order of one service line, billed and booked), and GSTR-2B
 * files as the portal writes them, made in the test.
 */

type Kit = ReturnType<typeof invoiceTestKit>;

/** The company's GSTIN, as the invoice kit's company settings give it. */
export const COMPANY_GSTIN = gstinFor('27', 'AABCA1234K');

/** "2026-10-05" as the portal writes a day: "05-10-2026". */
export const portalDate = (day: string) => day.split('-').reverse().join('-');

/** An invoice of the 2B (b2b `inv`): its number, day and figures; value = taxable + tax unless given. */
export interface TwoBInvoice {
  number: string;
  date: string;
  taxable: number;
  igst?: number;
  cgst?: number;
  sgst?: number;
  value?: number;
}

const portalFigures = (document: TwoBInvoice) => {
  const { igst = 0, cgst = 0, sgst = 0 } = document;
  const value = document.value ?? fromPaise(toPaise(document.taxable) + toPaise(igst) + toPaise(cgst) + toPaise(sgst));
  return { dt: portalDate(document.date), val: value, txval: document.taxable, igst, cgst, sgst, cess: 0 };
};

/** A GSTR-2B file of a month (yyyy-MM) for the company: each supplier's invoices (b2b) and notes (cdnr). */
export function gstr2bFile(
  month: string,
  sections: {
    b2b?: { ctin: string; trdnm: string; inv: TwoBInvoice[] }[];
    cdnr?: { ctin: string; trdnm: string; nt: (TwoBInvoice & { typ: 'C' | 'D' })[] }[];
    gstin?: string;
    rtnprd?: string;
  },
) {
  const [year, mm] = month.split('-');
  const rtnprd = sections.rtnprd ?? `${mm}${year}`;
  return {
    chksum: 'ADFADRGA4GADFADGERER',
    data: {
      gstin: sections.gstin ?? COMPANY_GSTIN,
      rtnprd,
      version: '1.0',
      gendt: `14-${mm === '12' ? '01' : String(Number(mm) + 1).padStart(2, '0')}-${mm === '12' ? Number(year) + 1 : year}`,
      docdata: {
        b2b: (sections.b2b ?? []).map((supplier) => ({
          ctin: supplier.ctin,
          trdnm: supplier.trdnm,
          supprd: rtnprd,
          supfildt: '11-11-2026',
          inv: supplier.inv.map((invoice) => ({
            inum: invoice.number,
            typ: 'R',
            pos: supplier.ctin.slice(0, 2),
            rev: 'N',
            itcavl: 'Y',
            diffprcnt: 1,
            ...portalFigures(invoice),
          })),
        })),
        cdnr: (sections.cdnr ?? []).map((supplier) => ({
          ctin: supplier.ctin,
          trdnm: supplier.trdnm,
          supprd: rtnprd,
          supfildt: '11-11-2026',
          nt: supplier.nt.map((note) => ({
            ntnum: note.number,
            typ: note.typ,
            suptyp: 'R',
            pos: supplier.ctin.slice(0, 2),
            rev: 'N',
            itcavl: 'Y',
            ...portalFigures(note),
          })),
        })),
      },
    },
  };
}

export function gstr2bKit(kit: Kit) {
  const bills = supplierBillKit(kit);

  /** A supplier of the state with its GSTIN (its PAN the one given). */
  async function supplier(name: string, state: 'Maharashtra' | 'Karnataka', pan: string) {
    const gstin = gstinFor(state === 'Maharashtra' ? '27' : '29', pan);
    const made = await kit.ok(
      'POST',
      '/api/suppliers',
      { name, supplierCode: `S-${randomUUID().slice(0, 8)}`, state, gstin },
      201,
    );
    return { ...(made as { id: string; name: string }), gstin };
  }

  /**
   * A bill of the supplier's invoice `number` of `date`, booked on `billDate`: one service of
   * ₹`taxable` at 18 % (CGST + SGST within Maharashtra, IGST from Karnataka), the invoice's total
   * its taxable value and GST. `book: false` leaves it a draft.
   */
  async function bill(
    supplier: { id: string },
    spec: { number: string; date: string; billDate?: string; taxable: number; book?: boolean },
  ) {
    const order = await bills.purchaseOrder(supplier.id, [
      { kind: 'service', description: 'Hardening', hsnCode: '998898', quantity: 1, rate: spec.taxable, gstRate: 18 },
    ]);
    const total = fromPaise(toPaise(spec.taxable) + 2 * halfPercentOfPaise(toPaise(spec.taxable), 18));
    const body = await bills.billBody(order, total, {
      supplierInvoiceNumber: spec.number,
      supplierInvoiceDate: spec.date,
      billDate: spec.billDate ?? spec.date,
    });
    const draft = await kit.ok('POST', '/api/supplier-bills', body, 201);
    if (spec.book === false) return draft;
    return kit.ok('POST', `/api/supplier-bills/${draft.id}/book`, { version: draft.version });
  }

  return { supplier, bill };
}
