import { addDays, E_INVOICE_SCHEMA, type EInvoice, eInvoiceArithmetic, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';

const kit = invoiceTestKit();
const check = schemaCheck<EInvoice>(E_INVOICE_SCHEMA);

/** A registered buyer in Karnataka whose address ends with its town and PIN code. */
const registeredBuyer = (fields: Record<string, unknown> = {}) =>
  kit.customer({
    state: 'Karnataka',
    gstin: gstinFor('29', 'AAKCK5282C'),
    billingAddress: 'Plot 46, Peenya Industrial Area\nBengaluru 560058',
    ...fields,
  });

describe('the e-invoice JSON of an invoice', () => {
  it('downloads an issued B2B invoice as the portal’s JSON, passing its schema and arithmetic', async () => {
    const buyer = await registeredBuyer();
    const issued = await kit.issueNew(
      kit.draftBody(buyer.id, [
        { description: 'Impeller hub', hsnCode: '84139190', quantity: 1000, rate: 42.55, gstRate: 18 },
        { description: 'Gland nut', hsnCode: '731815', unit: 'pcs', quantity: 333, rate: 7.77, gstRate: 12 },
      ]),
    );
    const res = await kit.call('GET', `/api/invoices/${issued.id}/e-invoice`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="e-invoice-${issued.invoiceNumber.replaceAll('/', '-')}.json"`,
    );
    const json = res.json() as EInvoice;
    expect(schemaProblems(check, json)).toEqual([]);
    expect(eInvoiceArithmetic(json)).toEqual([]);
    expect(json.DocDtls).toEqual({
      Typ: 'INV',
      No: issued.invoiceNumber,
      Dt: todayIn().split('-').reverse().join('/'),
    });
    expect(json.SellerDtls).toMatchObject({ Loc: 'Pune', Pin: 411026, Stcd: '27', Addr1: 'Plot 14, MIDC Bhosari' });
    expect(json.BuyerDtls).toMatchObject({ Pos: '29', Stcd: '29', Loc: 'Bengaluru', Pin: 560058 });
    expect(json.ItemList.map((item) => [item.HsnCd, item.Unit, item.Qty, item.UnitPrice, item.IgstAmt])).toEqual([
      ['84139190', 'NOS', 1000, 42.55, 7659],
      ['731815', 'PCS', 333, 7.77, 310.49],
    ]);
    expect(json.ValDtls).toMatchObject({ AssVal: 45137.41, IgstVal: 7969.49, RndOffAmt: 0.1, TotInvVal: 53107 });
  });

  it('answers 409 saying why a draft, a cancelled or a B2C invoice has none', async () => {
    const buyer = await registeredBuyer();
    const draft = await kit.draft(kit.draftBody(buyer.id, [{}]));
    const refusal = async (id: string) => {
      const res = await kit.call('GET', `/api/invoices/${id}/e-invoice`);
      expect(res.statusCode).toBe(409);
      return res.json().message;
    };
    expect(await refusal(draft.id)).toBe('A draft has no e-invoice: issue it first');
    const issued = await kit.issueNew(kit.draftBody(buyer.id, [{}]));
    await kit.ok('POST', `/api/invoices/${issued.id}/cancel`, { reason: 'Raised twice' });
    expect(await refusal(issued.id)).toBe('A cancelled invoice is not reported as an e-invoice');
    const unregistered = await kit.customer({ billingAddress: 'Shop 3, Bhosari, Pune 411026' });
    const b2c = await kit.issueNew(kit.draftBody(unregistered.id, [{ hsnCode: '84139190' }]));
    expect(await refusal(b2c.id)).toBe(
      `${b2c.invoiceNumber} cannot be an e-invoice: The customer has no GSTIN: a supply to an unregistered buyer is B2C and is not e-invoiced`,
    );
  });

  it('bundles the period’s reportable invoices and notes in number order for the bulk upload, and checks the period', async () => {
    const buyer = await registeredBuyer({ name: 'Bulk Upload Pumps' });
    const day = '2026-05-04';
    const first = await kit.issueNew(kit.draftBody(buyer.id, [{ hsnCode: '84139190' }], { invoiceDate: day }));
    const second = await kit.issueNew(kit.draftBody(buyer.id, [{ hsnCode: '84139190' }], { invoiceDate: day }));
    const credit = await kit.ok(
      'POST',
      '/api/notes/issue',
      {
        kind: 'credit',
        invoiceId: first.id,
        noteDate: day,
        reason: 'goods_returned',
        lines: [{ invoiceLineId: first.lines[0].id, quantity: 1, rate: 10 }],
      },
      201,
    );
    const res = await kit.call('GET', `/api/gst/e-invoices/export?from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="e-invoices-${day}-to-${day}.json"`);
    const files = res.json() as EInvoice[];
    expect(files.map((f) => [f.DocDtls.Typ, f.DocDtls.No])).toEqual([
      ['INV', first.invoiceNumber],
      ['INV', second.invoiceNumber],
      ['CRN', credit.noteNumber],
    ]);
    for (const file of files) expect(schemaProblems(check, file)).toEqual([]);

    const tooLong = await kit.call('GET', `/api/gst/e-invoices/export?from=${day}&to=${addDays(day, 92)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ to: 'At most 92 days in one file' });
    const backwards = await kit.call('GET', `/api/gst/e-invoices/export?from=${day}&to=2026-05-03`);
    expect(backwards.json().errors).toEqual({ to: 'To must be on or after From' });

    // An invoice that cannot be reported is named, and nothing is offered without it.
    const noPin = await kit.customer({ gstin: gstinFor('27', 'AAKCN1111C'), billingAddress: 'Gat 9, Chakan' });
    const stray = await kit.issueNew(kit.draftBody(noPin.id, [{ hsnCode: '84139190' }], { invoiceDate: day }));
    const refused = await kit.call('GET', `/api/gst/e-invoices/export?from=${day}&to=${day}`);
    expect(refused.statusCode).toBe(409);
    // The check lists each invoice of the period, ready or with what keeps it from the portal.
    const checked = await kit.ok('GET', `/api/gst/e-invoices?from=${day}&to=${day}`);
    expect(checked.documents.map((d: { number: string; problems: string[] }) => [d.number, d.problems])).toEqual([
      [first.invoiceNumber, []],
      [second.invoiceNumber, []],
      [
        stray.invoiceNumber,
        ["The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)"],
      ],
      [credit.noteNumber, []],
    ]);
    expect(refused.json().message).toBe(
      `1 of 4 documents cannot be reported. ${stray.invoiceNumber} cannot be an e-invoice: The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)`,
    );
  });
});

describe('issuing while e-invoicing applies (turnover above ₹5 crore)', () => {
  it('refuses an invoice that could not be reported, on each field, and takes no number', async () => {
    await kit.setCompany({ eInvoicing: true });
    const buyer = await registeredBuyer({ billingAddress: 'Peenya, Bengaluru' });
    const draft = await kit.draft(kit.draftBody(buyer.id, [{ hsnCode: '8413', unit: 'PC' }]));
    const res = await kit.call('POST', `/api/invoices/${draft.id}/issue`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({
      customerId: "The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)",
      'lines.0.hsnCode': 'Line 1: HSN code must be 6 or 8 digits (aggregate turnover above ₹5 crore)',
      'lines.0.unit': 'Line 1: unit PC is not a GST unit (UQC, such as NOS, PCS, KGS or SET)',
    });
    expect((await kit.get(draft.id)).status).toBe('draft');

    // Mended, it issues with the next number: the refusal took none.
    const before = await kit.issueNew(kit.draftBody((await registeredBuyer()).id, [{ hsnCode: '84139190' }]));
    await kit.ok('PUT', `/api/customers/${buyer.id}`, { ...buyer, billingAddress: 'Peenya, Bengaluru 560058' });
    await kit.ok('PUT', `/api/invoices/${draft.id}`, {
      ...kit.draftBody(buyer.id, [{ hsnCode: '84139190', unit: 'NOS' }]),
      version: (await kit.get(draft.id)).version,
    });
    const issued = await kit.issue(draft.id);
    expect(Number(issued.invoiceNumber.slice(-4))).toBe(Number(before.invoiceNumber.slice(-4)) + 1);

    // A B2C invoice is not e-invoiced, so a 4-digit HSN code is still allowed on it.
    const shop = await kit.customer();
    expect((await kit.issueNew(kit.draftBody(shop.id, [{ hsnCode: '8413' }]))).status).toBe('issued');
    await kit.setCompany();
  });

  it('leaves issuing alone while it does not apply', async () => {
    const buyer = await registeredBuyer({ billingAddress: 'Peenya, Bengaluru' });
    expect((await kit.issueNew(kit.draftBody(buyer.id, [{ hsnCode: '8413', unit: 'PC' }]))).status).toBe('issued');
  });
});
