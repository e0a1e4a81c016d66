import { todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { gstr3bTestKit } from '../../../test/gstr3b-test-kit.js';
import { gstinFor } from '../../../test/invoice-test-kit.js';

const kit = gstr3bTestKit();
const today = todayIn();
const month = today.slice(0, 7);
const [year, mm] = month.split('-');
const lastMonth = (() => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + m - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-15`;
})();

const KARNATAKA = { state: 'Karnataka', billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058' };

/** The figures of one worksheet figure, without its documents. */
const amounts = (figure: { txval: number; iamt: number; camt: number; samt: number }) => ({
  txval: figure.txval,
  iamt: figure.iamt,
  camt: figure.camt,
  samt: figure.samt,
});

describe('GSTR-3B worksheet of a month', () => {
  it('adds up the month’s invoices, notes and booked bills into 3.1, 3.2, 4 and 5, each figure with its documents, as JSON', async () => {
    // Sales, made through the API (the company is in Maharashtra, 27).
    const pune = await kit.customer({ gstin: gstinFor('27', 'AAKCD1234C') });
    const bengaluru = await kit.customer({ ...KARNATAKA, gstin: gstinFor('29', 'AAKCK5282C') });
    const consumer29 = await kit.customer(KARNATAKA);
    const consumer24 = await kit.customer({ state: 'Gujarat', billingAddress: 'GIDC Makarpura, Vadodara 390010' });
    const sez = await kit.customer({ ...KARNATAKA, gstin: gstinFor('29', 'AAGCS1234F') });
    const overseas = await kit.customer(KARNATAKA);

    // 10,000 at 18 % (CGST 900 + SGST 900) and 2,000 at 0 %
    const intra = await kit.issueNew(
      kit.draftBody(pune.id, [
        { quantity: 100, rate: 100, gstRate: 18 },
        { quantity: 20, rate: 100, gstRate: 0 },
      ]),
    );
    // 50,000 at 18 %: IGST 9,000
    const inter = await kit.issueNew(kit.draftBody(bengaluru.id, [{ quantity: 500, rate: 100 }]));
    // To consumers in other states: 1,000 at 18 % (IGST 180) to Karnataka, 3,000 at 12 % (IGST 360) to Gujarat
    const b2c29 = await kit.issueNew(kit.draftBody(consumer29.id, [{ quantity: 10, rate: 100 }]));
    const b2c24 = await kit.issueNew(kit.draftBody(consumer24.id, [{ quantity: 30, rate: 100, gstRate: 12 }]));
    // Zero-rated: 40,000 exported under the LUT (no IGST), 20,000 to an SEZ with IGST 3,600
    const exported = await kit.issueNew(kit.draftBody(overseas.id, [{ quantity: 400, rate: 100 }]));
    const sezSupply = await kit.issueNew(kit.draftBody(sez.id, [{ quantity: 200, rate: 100 }]));
    // Cancelled: not counted
    const cancelled = await kit.issueNew(kit.draftBody(pune.id, [{ quantity: 50, rate: 100 }]));
    await kit.ok('POST', `/api/invoices/${cancelled.id}/cancel`, { reason: 'Raised twice' });
    // A draft is no document
    await kit.draft(kit.draftBody(pune.id, [{ quantity: 70, rate: 100 }]));

    const note = (
      kind: 'credit' | 'debit',
      invoice: { id: string; lines: { id: string }[] },
      quantity: number,
      rate: number,
    ) =>
      kit.ok(
        'POST',
        '/api/notes/issue',
        {
          kind,
          invoiceId: invoice.id,
          noteDate: today,
          reason: kind === 'credit' ? 'goods_returned' : 'rate_correction',
          lines: [{ invoiceLineId: invoice.lines[0]?.id, quantity, rate }],
        },
        201,
      );
    const creditInter = await note('credit', inter, 50, 100); // 5,000, IGST 900
    const creditB2c = await note('credit', b2c29, 1, 100); // 100, IGST 18
    const debitIntra = await note('debit', intra, 100, 10); // 1,000, CGST 90 + SGST 90
    const creditSez = await note('credit', sezSupply, 10, 100); // 1,000, IGST 180: zero-rated as its invoice
    await kit.zeroRate(exported.id, 'export_without_payment');
    await kit.zeroRate(sezSupply.id, 'sez_with_payment');

    // Purchases, written as booking leaves them.
    const steel = await kit.supplier({ gstin: gstinFor('27', 'AAACB1234C') });
    const forge = await kit.supplier({ state: 'Karnataka', gstin: gstinFor('29', 'AAACF5678D') });
    const transporter = await kit.supplier();
    const booked = await kit.bill(steel, {
      status: 'booked',
      billDate: today,
      taxType: 'intra',
      lines: [
        { taxable: 10_000, gstRate: 18 },
        { taxable: 2_000, gstRate: 5, itcStatus: 'ineligible' },
        { taxable: 1_500, gstRate: 0 },
      ],
    });
    const partlyPaid = await kit.bill(forge, {
      status: 'partly_paid',
      billDate: today,
      taxType: 'inter',
      amountPaid: 5_000,
      lines: [
        { taxable: 20_000, gstRate: 18 },
        { taxable: 1_000, gstRate: 18, itcStatus: 'reversed' },
        { taxable: 700, gstRate: 0 },
      ],
    });
    const reverseCharge = await kit.bill(transporter, {
      status: 'paid',
      billDate: today,
      taxType: 'intra',
      reverseCharge: true,
      amountPaid: 4_800,
      lines: [
        { taxable: 4_000, gstRate: 5 },
        { taxable: 500, gstRate: 18, itcStatus: 'ineligible' },
        { taxable: 300, gstRate: 0 },
      ],
    });
    const notCounted = { billDate: today, taxType: 'intra' as const, lines: [{ taxable: 9_999, gstRate: 18 }] };
    await kit.bill(steel, { ...notCounted, status: 'held' });
    await kit.bill(steel, { ...notCounted, status: 'cancelled' });
    await kit.bill(steel, { ...notCounted, status: 'draft' });
    await kit.bill(steel, { ...notCounted, status: 'booked', billDate: lastMonth });

    const report = await kit.ok('GET', `/api/gst/gstr-3b?month=${month}`);
    expect(report.billsHidden).toBeNull();
    expect(report.warnings).toEqual([]);

    // 3.1(a) 10,000 + 50,000 + 1,000 + 3,000 − 5,000 − 100 + 1,000 = 59,900;
    // IGST 9,000 + 180 + 360 − 900 − 18 = 8,622; CGST = SGST = 900 + 90 = 990
    expect(amounts(report.outward.taxable)).toEqual({ txval: 59_900, iamt: 8_622, camt: 990, samt: 990 });
    expect(report.outward.taxable.documents.map((d: { number: string }) => d.number).sort()).toEqual(
      [
        intra.invoiceNumber,
        inter.invoiceNumber,
        b2c29.invoiceNumber,
        b2c24.invoiceNumber,
        creditInter.noteNumber,
        creditB2c.noteNumber,
        debitIntra.noteNumber,
      ].sort(),
    );
    expect(report.outward.taxable.documents).toContainEqual({
      kind: 'credit-note',
      id: creditInter.id,
      number: creditInter.noteNumber,
      date: today,
      party: bengaluru.name,
      txval: -5_000,
      iamt: -900,
      camt: 0,
      samt: 0,
    });
    // 3.1(b) 40,000 + 20,000 − 1,000 = 59,000; IGST 3,600 − 180 = 3,420
    expect(amounts(report.outward.zeroRated)).toEqual({ txval: 59_000, iamt: 3_420, camt: 0, samt: 0 });
    expect(report.outward.zeroRated.documents.map((d: { id: string }) => d.id).sort()).toEqual(
      [exported.id, sezSupply.id, creditSez.id].sort(),
    );
    // 3.1(c) the 0 % line: 2,000
    expect(amounts(report.outward.nilExempt)).toEqual({ txval: 2_000, iamt: 0, camt: 0, samt: 0 });
    // 3.1(d) the reverse-charge bill's taxed lines: 4,000 + 500; CGST = SGST = 100 + 45 = 145
    expect(amounts(report.outward.reverseCharge)).toEqual({ txval: 4_500, iamt: 0, camt: 145, samt: 145 });
    expect(report.outward.reverseCharge.documents).toEqual([
      expect.objectContaining({ kind: 'supplier-bill', id: reverseCharge.id, number: reverseCharge.billNumber }),
    ]);

    // 3.2 Gujarat 3,000 (IGST 360); Karnataka 1,000 − 100 = 900 (IGST 180 − 18 = 162)
    expect(
      report.interState.unregistered.map(({ pos, txval, iamt }: { pos: string; txval: number; iamt: number }) => ({
        pos,
        txval,
        iamt,
      })),
    ).toEqual([
      { pos: '24', txval: 3_000, iamt: 360 },
      { pos: '29', txval: 900, iamt: 162 },
    ]);

    // 4(A)(3) CGST = SGST = 100 + 45 = 145; 4(A)(5) IGST 3,600 + 180 = 3,780, CGST = SGST = 900 + 50 = 950;
    // 4(B)(1) IGST 180 (reversed), CGST = SGST = 50 + 45 = 95 (17(5)); 4(C) IGST 3,600, CGST = SGST = 145 + 950 − 95 = 1,000
    const itc = report.itc;
    expect(amounts(itc.reverseCharge)).toEqual({ txval: 0, iamt: 0, camt: 145, samt: 145 });
    expect(amounts(itc.allOther)).toEqual({ txval: 0, iamt: 3_780, camt: 950, samt: 950 });
    expect(amounts(itc.reversedRules)).toEqual({ txval: 0, iamt: 180, camt: 95, samt: 95 });
    expect(amounts(itc.net)).toEqual({ txval: 0, iamt: 3_600, camt: 1_000, samt: 1_000 });
    expect(itc.allOther.documents.map((d: { id: string }) => d.id).sort()).toEqual([booked.id, partlyPaid.id].sort());
    // 5: the registered suppliers' 0 % lines, 700 inter-state and 1,500 intra-state
    expect(report.inward.nilExemptInter.txval).toBe(700);
    expect(report.inward.nilExemptIntra.txval).toBe(1_500);

    expect(report.json).toMatchObject({
      gstin: report.gstin,
      ret_period: `${mm}${year}`,
      sup_details: {
        osup_det: { txval: 59_900, iamt: 8_622, camt: 990, samt: 990, csamt: 0 },
        osup_zero: { txval: 59_000, iamt: 3_420, csamt: 0 },
        osup_nil_exmp: { txval: 2_000 },
        isup_rev: { txval: 4_500, iamt: 0, camt: 145, samt: 145, csamt: 0 },
        osup_nongst: { txval: 0 },
      },
      inter_sup: {
        unreg_details: [
          { pos: '24', txval: 3_000, iamt: 360 },
          { pos: '29', txval: 900, iamt: 162 },
        ],
        comp_details: [],
        uin_details: [],
      },
      itc_elg: {
        itc_avl: [
          { ty: 'IMPG', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'IMPS', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'ISRC', iamt: 0, camt: 145, samt: 145, csamt: 0 },
          { ty: 'ISD', iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { ty: 'OTH', iamt: 3_780, camt: 950, samt: 950, csamt: 0 },
        ],
        itc_rev: [
          { ty: 'RUL', iamt: 180, camt: 95, samt: 95, csamt: 0 },
          { ty: 'OTH', iamt: 0, camt: 0, samt: 0, csamt: 0 },
        ],
        itc_net: { iamt: 3_600, camt: 1_000, samt: 1_000, csamt: 0 },
      },
      inward_sup: {
        isup_details: [
          { ty: 'GST', inter: 700, intra: 1_500 },
          { ty: 'NONGST', inter: 0, intra: 0 },
        ],
      },
    });

    const file = await kit.call('GET', `/api/gst/gstr-3b/json?month=${month}`);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="GSTR3B_${report.gstin}_${mm}${year}.json"`);
    expect(file.json()).toEqual(report.json);
  });

  it('shows a reader of invoices who may not see supplier bills the sales only, and gives the file to neither', async () => {
    const reader = await kit.h.userWith([{ scope: 'invoices', actions: ['view'] }]);
    const res = await kit.h.call('GET', `/api/gst/gstr-3b?month=${month}`, { token: reader.accessToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.billsHidden).toMatch(/^Needs Supplier Bills · view/);
    expect(body).toMatchObject({ itc: null, inward: null, json: null, outward: { reverseCharge: null } });
    expect(body.outward.taxable.txval).toBe(59_900);
    expect(
      (await kit.h.call('GET', `/api/gst/gstr-3b/json?month=${month}`, { token: reader.accessToken })).statusCode,
    ).toBe(403);
    const buyer = await kit.h.userWith([{ scope: 'supplier-bills', actions: ['view'] }]);
    expect((await kit.h.call('GET', `/api/gst/gstr-3b?month=${month}`, { token: buyer.accessToken })).statusCode).toBe(
      403,
    );
  });

  it('needs a month and the company’s GSTIN', async () => {
    expect((await kit.call('GET', '/api/gst/gstr-3b?month=2026-13')).json().errors).toEqual({
      month: 'month must be yyyy-MM, from 2000 to 2099',
    });
    await kit.setCompany({ gstin: null });
    const res = await kit.call('GET', `/api/gst/gstr-3b/json?month=${month}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Fill in the company's GSTIN in Company Settings: GSTR-3B is filed under it");
    await kit.setCompany();
  });
});
