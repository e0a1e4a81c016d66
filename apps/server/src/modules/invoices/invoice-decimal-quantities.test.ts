import {
  E_INVOICE_SCHEMA,
  E_WAY_BILL_SCHEMA,
  type EInvoice,
  type EWayBillFile,
  eInvoiceArithmetic,
  eWayBillArithmetic,
  ORDER_LINE_WHOLE,
  todayIn,
} from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText } from '../../../test/pdf-facts.js';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';

/*
 * Quantities with decimals where the unit measures: 12.5 kg of scrap invoiced, reported and
 * credited in part, a fraction of a counted unit refused on its field. Figures worked by hand.
 */

const kit = invoiceTestKit();
const eInvoiceCheck = schemaCheck<EInvoice>(E_INVOICE_SCHEMA);
const eWayBillCheck = schemaCheck<EWayBillFile>(E_WAY_BILL_SCHEMA);

const registeredBuyer = () =>
  kit.customer({
    state: 'Karnataka',
    gstin: gstinFor('29', 'AAKCK5282C'),
    billingAddress: 'Plot 46, Peenya Industrial Area\nBengaluru 560058',
  });

const hubs = { description: 'Impeller hub', hsnCode: '84139190', unit: 'NOS', quantity: 1000, rate: 55, gstRate: 18 };
const scrap = {
  description: 'MS turning scrap',
  hsnCode: '72044900',
  unit: 'KGS',
  quantity: 12.5,
  rate: 86.4,
  gstRate: 18,
};

/**
 * 1,000 hubs at ₹55 (₹55,000.00 + IGST ₹9,900.00) and 12.5 kg of scrap at ₹86.40: 12500 × 8640
 * thousandth-paise = ₹1,080.00, IGST 18 % = ₹194.40. ₹66,174.40 in all, ₹66,174 rounded.
 */
async function scrapInvoice() {
  const buyer = await registeredBuyer();
  return kit.issueNew(kit.draftBody(buyer.id, [hubs, scrap]));
}

const errorsOf = async (method: 'POST' | 'PUT', url: string, body: object) => {
  const res = await kit.call(method, url, body);
  expect(res.statusCode, res.body).toBe(400);
  return res.json().errors;
};

describe('an invoice of 12.5 KGS of scrap', () => {
  it('is issued with its figures to the paisa, printed with its decimals and reported to the portals', async () => {
    const invoice = await scrapInvoice();
    expect(invoice.lines[1]).toMatchObject({ unit: 'KGS', quantity: 12.5, taxable: 1080, igst: 194.4, total: 1274.4 });
    expect(invoice).toMatchObject({ taxableTotal: 56080, igstTotal: 10094.4, roundOff: -0.4, grandTotal: 66174 });

    const eInvoice = (await kit.ok('GET', `/api/invoices/${invoice.id}/e-invoice`)) as EInvoice;
    expect(schemaProblems(eInvoiceCheck, eInvoice)).toEqual([]);
    expect(eInvoiceArithmetic(eInvoice)).toEqual([]);
    expect(eInvoice.ItemList[1]).toMatchObject({
      Qty: 12.5,
      Unit: 'KGS',
      UnitPrice: 86.4,
      TotAmt: 1080,
      IgstAmt: 194.4,
    });

    const road = { transMode: '1', transDistance: '842', vehicleNo: 'MH14HG0917' };
    const bill = await kit.call('GET', `/api/invoices/${invoice.id}/e-way-bill?${new URLSearchParams(road)}`);
    expect(bill.statusCode, bill.body).toBe(200);
    const file = bill.json() as EWayBillFile;
    expect(schemaProblems(eWayBillCheck, file)).toEqual([]);
    expect(eWayBillArithmetic(file.billLists[0] as EWayBillFile['billLists'][number])).toEqual([]);
    expect(file.billLists[0]?.itemList.map((item) => [item.qtyUnit, item.quantity])).toEqual([
      ['NOS', 1000],
      ['KGS', 12.5],
    ]);

    const text = pdfText((await kit.call('GET', `/api/invoices/${invoice.id}/pdf`)).rawPayload);
    expect(text.filter((t) => t === '12.5')).toHaveLength(3);
    expect(text.filter((t) => t === '1,000')).toHaveLength(3);
    // The scrap's taxable value, on its line and in its HSN summary row, in each of the three copies.
    expect(text.filter((t) => t === '1,080.00')).toHaveLength(6);
  });

  it('takes a credit note of 2.25 KGS against it, and GSTR-1 sums the scrap’s kilograms net of it', async () => {
    const invoice = await scrapInvoice();
    const scrapLine = invoice.lines[1].id as string;
    const credit = {
      kind: 'credit',
      invoiceId: invoice.id,
      noteDate: todayIn(),
      reason: 'goods_returned',
      lines: [{ invoiceLineId: scrapLine, quantity: '2.25', rate: 86.4 }],
    };
    // 2250 × 8640 thousandth-paise = ₹194.40; IGST 18 % = ₹34.992 → ₹34.99; ₹229.39 → ₹229.
    const note = await kit.ok('POST', '/api/notes/issue', credit, 201);
    expect(note.lines[0]).toMatchObject({ unit: 'KGS', quantity: 2.25, taxable: 194.4, igst: 34.99, total: 229.39 });
    expect(note).toMatchObject({ status: 'issued', grandTotal: 229, roundOff: -0.39 });
    expect(await kit.get(invoice.id)).toMatchObject({ balanceDue: 66174 - 229 });
    const noteEInvoice = (await kit.ok('GET', `/api/notes/${note.id}/e-invoice`)) as EInvoice;
    expect(schemaProblems(eInvoiceCheck, noteEInvoice)).toEqual([]);
    expect(eInvoiceArithmetic(noteEInvoice)).toEqual([]);
    expect(noteEInvoice.ItemList[0]).toMatchObject({ Qty: 2.25, Unit: 'KGS', TotAmt: 194.4 });
    const notePdf = pdfText((await kit.call('GET', `/api/notes/${note.id}/pdf`)).rawPayload);
    expect(notePdf).toContain('2.25');

    // More than the invoice's 12.5 kg is refused on the quantity, saying how much it has.
    const over = { ...credit, lines: [{ invoiceLineId: scrapLine, quantity: 12.501, rate: 1 }] };
    expect(await errorsOf('POST', '/api/notes', over)).toEqual({
      'lines.0.quantity': 'The invoice has 12.5 KGS on this line',
    });

    const report = await kit.ok('GET', `/api/gst/gstr-1?month=${todayIn().slice(0, 7)}`);
    const scrapRows = report.json.hsn.hsn_b2b.filter((row: { hsn_sc: string }) => row.hsn_sc === '72044900');
    // This file's invoices: 12.5 kg each, less this note's 2.25 kg.
    const invoicesOfScrap = report.json.b2b
      .flatMap((party: { inv: { itms: unknown[] }[] }) => party.inv)
      .filter((row: { val: number }) => row.val === 66174).length;
    expect(scrapRows).toEqual([expect.objectContaining({ uqc: 'KGS', qty: invoicesOfScrap * 12.5 - 2.25, rt: 18 })]);
  });
});

describe('a quantity its unit does not allow', () => {
  it('is refused on lines.N.quantity: 2.5 NOS, and a fraction of a sales order line whatever its unit', async () => {
    const buyer = await registeredBuyer();
    expect(
      await errorsOf('POST', '/api/invoices', kit.draftBody(buyer.id, [scrap, { ...hubs, quantity: 2.5 }])),
    ).toEqual({ 'lines.1.quantity': 'Quantity must be a whole number for NOS' });
    expect(await errorsOf('POST', '/api/invoices', kit.draftBody(buyer.id, [{ ...scrap, quantity: 12.5005 }]))).toEqual(
      { 'lines.0.quantity': 'Maximum 3 decimal places' },
    );

    const { order } = await kit.oneLineOrder(100, 55);
    const fromOrder = kit.orderDraftBody(order, [{ line: 0, quantity: 2.5 }]);
    const line = fromOrder.lines[0] as Record<string, unknown>;
    line.unit = 'KGS';
    expect(await errorsOf('POST', '/api/invoices', fromOrder)).toEqual({ 'lines.0.quantity': ORDER_LINE_WHOLE });
  });

  it('is refused on a note line in its invoice line’s unit: 2.5 of 1,000 NOS', async () => {
    const invoice = await scrapInvoice();
    const body = {
      kind: 'credit',
      invoiceId: invoice.id,
      noteDate: todayIn(),
      reason: 'goods_returned',
      lines: [
        { invoiceLineId: invoice.lines[1].id, quantity: 2.25, rate: 86.4 },
        { invoiceLineId: invoice.lines[0].id, quantity: 2.5, rate: 55 },
      ],
    };
    expect(await errorsOf('POST', '/api/notes', body)).toEqual({
      'lines.1.quantity': 'Quantity must be a whole number for NOS',
    });
  });
});
