import { addDays, E_INVOICE_SCHEMA, type EInvoice, eInvoiceArithmetic, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';

/*
 * SEZ supplies and exports through the API: the customer's category, the company's LUT, the
 * invoice's export details and the rules on issue, and the e-invoice and GSTR-1 that follow.
 * Figures by hand, one line of 2,000 impeller hubs at ₹42.50 = ₹85,000.00 at 18 %:
 *   with payment of IGST: IGST ₹15,300.00, total ₹1,00,300.00; without (under the LUT): ₹85,000.00.
 */

const kit = invoiceTestKit();
const check = schemaCheck<EInvoice>(E_INVOICE_SCHEMA);
const today = todayIn();
const LINE = { description: 'Impeller hub', hsnCode: '84139190', quantity: 2000, rate: 42.5, gstRate: 18 };
const LUT = { lutNumber: 'AD270426012345K', lutValidFrom: addDays(today, -30), lutValidTo: addDays(today, 300) };

/** A unit in an SEZ in the company's own state (Maharashtra): IGST all the same. */
const sezUnit = () =>
  kit.customer({
    name: 'Deccan SEZ Components',
    gstCategory: 'sez',
    gstin: gstinFor('27', 'AAGCD5310K'),
    billingAddress: 'Unit 5, Magarpatta SEZ, Hadapsar, Pune 411028',
  });

const overseas = () =>
  kit.customer({
    name: 'Great Lakes Pump Co',
    gstCategory: 'overseas',
    state: null,
    countryCode: 'us',
    currency: 'usd',
    billingAddress: '1200 Harbor Blvd, Long Beach CA 90802, USA',
  });

describe('SEZ and overseas customers', () => {
  it('keeps an overseas customer’s country and currency, and refuses an SEZ unit without its GSTIN', async () => {
    const buyer = await overseas();
    expect(buyer).toMatchObject({
      gstCategory: 'overseas',
      countryCode: 'US',
      currency: 'USD',
      state: null,
      gstin: null,
    });
    const option = await kit.ok('GET', `/api/customers/options/${buyer.id}`);
    expect(option).toMatchObject({ gstCategory: 'overseas', currency: 'USD' });
    const refused = await kit.call('POST', '/api/customers', {
      partyCode: 'SEZ-NO-GSTIN',
      name: 'Kandla SEZ Unit',
      gstCategory: 'sez',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ gstin: 'An SEZ unit or developer has a GSTIN: fill it in' });
    const regular = await kit.customer();
    expect(regular).toMatchObject({ gstCategory: 'regular', countryCode: null, currency: null });
  });
});

describe('the company’s LUT', () => {
  it('is its number with both days, or nothing', async () => {
    const half = await kit.call('PUT', '/api/company-settings', {
      name: 'Acme Precision Components Pvt Ltd',
      state: 'Maharashtra',
      lutNumber: 'AD270426012345K',
      lutValidFrom: '2026-04-01',
      lutValidTo: '2026-03-31',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ lutValidTo: 'The LUT cannot end before it starts' });
  });
});

describe('an export or SEZ supply on an invoice', () => {
  it('refuses export details the customer’s category does not allow, naming exportType', async () => {
    const regular = await kit.customer();
    const res = await kit.call(
      'POST',
      '/api/invoices',
      kit.draftBody(regular.id, [LINE], { exportType: 'export_with_payment' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      exportType: 'Only an SEZ or overseas customer is supplied with or without payment of IGST',
    });
    const sez = await sezUnit();
    const none = await kit.call('POST', '/api/invoices', kit.draftBody(sez.id, [LINE]));
    expect(none.json().errors).toEqual({ exportType: 'Choose with or without payment of IGST' });
    const wrong = await kit.call(
      'POST',
      '/api/invoices',
      kit.draftBody(sez.id, [LINE], { exportType: 'export_with_payment' }),
    );
    expect(wrong.json().errors).toEqual({ exportType: 'A supply to an SEZ is an SEZ supply, not an export' });
  });

  it('charges IGST to an SEZ unit in the company’s own state with payment, none without', async () => {
    await kit.setCompany(LUT);
    const sez = await sezUnit();
    const withPayment = await kit.issueNew(kit.draftBody(sez.id, [LINE], { exportType: 'sez_with_payment' }));
    expect(withPayment).toMatchObject({
      taxType: 'inter',
      placeOfSupply: 'Maharashtra',
      taxableTotal: 85000,
      cgstTotal: 0,
      sgstTotal: 0,
      igstTotal: 15300,
      grandTotal: 100300,
      exportType: 'sez_with_payment',
      lutNumber: null,
    });
    const underLut = await kit.issueNew(kit.draftBody(sez.id, [LINE], { exportType: 'sez_without_payment' }));
    expect(underLut).toMatchObject({ taxType: 'inter', igstTotal: 0, grandTotal: 85000, lutNumber: LUT.lutNumber });
    expect(underLut.lines[0]).toMatchObject({ gstRate: 18, igst: 0, total: 85000 });
    for (const [invoice, supplyType] of [
      [withPayment, 'SEZWP'],
      [underLut, 'SEZWOP'],
    ] as const) {
      const json = (await kit.ok('GET', `/api/invoices/${invoice.id}/e-invoice`)) as EInvoice;
      expect(schemaProblems(check, json)).toEqual([]);
      expect(eInvoiceArithmetic(json)).toEqual([]);
      expect(json.TranDtls.SupTyp).toBe(supplyType);
      expect(json.BuyerDtls).toMatchObject({ Gstin: sez.gstin, Pos: '27', Stcd: '27', Pin: 411028 });
      expect(json.ExpDtls).toBeUndefined();
    }
  });

  it('issues an export under the LUT only while the LUT is valid on the invoice date, freezing its number', async () => {
    await kit.setCompany();
    const buyer = await overseas();
    const draft = await kit.draft(
      kit.draftBody(buyer.id, [LINE], {
        exportType: 'export_without_payment',
        portCode: 'innsa1',
        shippingBillNumber: '7896542',
        shippingBillDate: today,
        exchangeRate: 83.25,
      }),
    );
    // The currency is the customer's; the place of supply Other Country; no tax under the LUT.
    expect(draft).toMatchObject({
      foreignCurrency: 'USD',
      countryCode: 'US',
      portCode: 'INNSA1',
      placeOfSupply: 'Other Country',
      placeOfSupplyCode: '96',
      taxType: 'inter',
      igstTotal: 0,
      grandTotal: 85000,
    });
    const noLut = await kit.call('POST', `/api/invoices/${draft.id}/issue`, { version: draft.version });
    expect(noLut.statusCode).toBe(409);
    expect(noLut.json().errors).toEqual({
      exportType: 'A supply without payment of IGST needs the company’s LUT (number and validity) in Company Settings',
    });
    await kit.setCompany({ ...LUT, lutValidTo: addDays(today, -1) });
    const lapsed = await kit.call('POST', `/api/invoices/${draft.id}/issue`, { version: draft.version });
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().errors.exportType).toMatch(/^The LUT AD270426012345K is valid from .* not on /);
    expect((await kit.ok('GET', `/api/invoices/${draft.id}`)).invoiceNumber).toBeNull();

    await kit.setCompany(LUT);
    const issued = await kit.ok('POST', `/api/invoices/${draft.id}/issue`, { version: draft.version });
    expect(issued).toMatchObject({ status: 'issued', lutNumber: LUT.lutNumber, igstTotal: 0, grandTotal: 85000 });
    // A new LUT later does not change what the invoice was supplied under.
    await kit.setCompany({ ...LUT, lutNumber: 'AD270427099999Z' });
    expect((await kit.ok('GET', `/api/invoices/${draft.id}`)).lutNumber).toBe(LUT.lutNumber);

    const json = (await kit.ok('GET', `/api/invoices/${issued.id}/e-invoice`)) as EInvoice;
    expect(schemaProblems(check, json)).toEqual([]);
    expect(eInvoiceArithmetic(json)).toEqual([]);
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'EXPWOP', RegRev: 'N', IgstOnIntra: 'N' });
    expect(json.BuyerDtls).toEqual({
      Gstin: 'URP',
      LglNm: 'Great Lakes Pump Co',
      Pos: '96',
      Addr1: '1200 Harbor Blvd, Long Beach CA 90802',
      Loc: 'USA',
      Pin: 999999,
      Stcd: '96',
    });
    expect(json.ExpDtls).toEqual({
      ShipBNo: '7896542',
      ShipBDt: today.split('-').reverse().join('/'),
      Port: 'INNSA1',
      RefClm: 'N',
      ForCur: 'USD',
      CntCode: 'US',
    });
    // ₹85,000.00 ÷ 83.25 = 1,021.021… → USD 1,021.02.
    expect(json.ValDtls).toMatchObject({ AssVal: 85000, IgstVal: 0, TotInvVal: 85000, TotInvValFc: 1021.02 });

    const pdf = await kit.call('GET', `/api/invoices/${issued.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
  });

  it('reports the month’s exports in exp and SEZ supplies in b2b, the books still balancing', async () => {
    await kit.setCompany(LUT);
    const month = today.slice(0, 7);
    const buyer = await overseas();
    // Billed in dollars, it prints their rate: issuing asks for it.
    const noRate = await kit.draft(kit.draftBody(buyer.id, [LINE], { exportType: 'export_with_payment' }));
    const refused = await kit.call('POST', `/api/invoices/${noRate.id}/issue`, { version: noRate.version });
    expect([refused.statusCode, refused.json().errors]).toEqual([
      409,
      { exchangeRate: 'Fill in the rate of USD in rupees' },
    ]);
    const exported = await kit.issueNew(
      kit.draftBody(buyer.id, [LINE], { exportType: 'export_with_payment', portCode: 'INNSA1', exchangeRate: 83.25 }),
    );
    const report = await kit.ok('GET', `/api/gst/gstr-1?month=${month}`);
    const wpay = (report.json.exp as { exp_typ: string; inv: { inum: string }[] }[]).find((e) => e.exp_typ === 'WPAY');
    expect(wpay?.inv).toContainEqual({
      inum: exported.invoiceNumber,
      idt: today.split('-').reverse().join('-'),
      val: 100300,
      sbpcode: 'INNSA1',
      itms: [{ txval: 85000, rt: 18, iamt: 15300, csamt: 0 }],
    });
    const sezRows = (report.json.b2b as { inv: { inv_typ: string }[] }[]).flatMap((row) => row.inv);
    expect(sezRows.map((row) => row.inv_typ).sort()).toEqual(['SEWOP', 'SEWP']);
    expect(report.json.b2cs).toBeUndefined();
    expect(report.reconciliation.balanced).toBe(true);
  });
});
