import {
  type AuditEntry,
  E_WAY_BILL_SCHEMA,
  type EWayBillFile,
  eWayBillArithmetic,
  type Invoice,
  type InvoiceSummary,
  indianDate,
  todayIn,
} from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { eWayBillNumber } from '../../../test/e-way-bill-fixtures.js';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText } from '../../../test/pdf-facts.js';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';

const kit = invoiceTestKit();
const check = schemaCheck<EWayBillFile>(E_WAY_BILL_SCHEMA);
const today = todayIn();

/** A registered buyer in Karnataka whose address ends with its town and PIN code. */
const registeredBuyer = (fields: Record<string, unknown> = {}) =>
  kit.customer({
    state: 'Karnataka',
    gstin: gstinFor('29', 'AAKCK5282C'),
    billingAddress: 'Plot 46, Peenya Industrial Area\nBengaluru 560058',
    ...fields,
  });

/** An issued invoice of 1,000 impeller hubs at ₹55: ₹64,900 with IGST, above the e-way bill threshold. */
async function issuedInvoice(lines: Record<string, unknown>[] = [{}], buyer?: { id: string }): Promise<Invoice> {
  const customer = buyer ?? (await registeredBuyer());
  return kit.issueNew(
    kit.draftBody(
      customer.id,
      lines.map((line) => ({ description: 'Impeller hub', hsnCode: '84139190', quantity: 1000, rate: 55, ...line })),
    ),
  );
}

const download = (id: string, query: Record<string, string>) =>
  kit.call('GET', `/api/invoices/${id}/e-way-bill?${new URLSearchParams(query)}`);
const road = { transMode: '1', transDistance: '842', vehicleNo: 'mh-14 hg 0917' };
/** The invoice as the list shows it. */
async function summaryOf(invoice: Invoice): Promise<InvoiceSummary> {
  const page = await kit.ok('GET', `/api/invoices?search=${encodeURIComponent(invoice.invoiceNumber ?? '')}`);
  const [row] = page.data as InvoiceSummary[];
  if (!row) throw new Error(`${invoice.invoiceNumber} is not in the list`);
  return row;
}

describe('GET invoices/{id}/e-way-bill', () => {
  it("answers the portal's bulk-upload JSON for an issued invoice, passing its schema and arithmetic", async () => {
    const invoice = await issuedInvoice([
      {},
      { description: 'Gland nut', hsnCode: '731815', unit: 'pcs', quantity: 333, rate: 7.77, gstRate: 12 },
    ]);
    const res = await download(invoice.id, { ...road, transporterName: 'Shree Ganesh Roadways (Pune)' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="e-way-bill-${invoice.invoiceNumber?.replaceAll('/', '-')}.json"`,
    );
    const file = res.json() as EWayBillFile;
    expect(schemaProblems(check, file)).toEqual([]);
    const [bill] = file.billLists;
    if (!bill) throw new Error('No bill in the file');
    expect(eWayBillArithmetic(bill)).toEqual([]);
    expect(file.version).toBe('1.0.0621');
    expect(bill).toMatchObject({
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: invoice.invoiceNumber,
      docDate: indianDate(today),
      transType: 1,
      fromGstin: gstinFor('27', 'AABCA1234K'),
      fromAddr1: 'Plot 14, MIDC Bhosari',
      fromPlace: 'Pune',
      fromPincode: 411026,
      fromStateCode: 27,
      toGstin: gstinFor('29', 'AAKCK5282C'),
      toAddr1: 'Plot 46, Peenya Industrial Area',
      toPlace: 'Bengaluru',
      toPincode: 560058,
      toStateCode: 29,
      actualToStateCode: 29,
      totalValue: 57587.41,
      igstValue: 10210.49,
      cgstValue: 0,
      OthValue: 0.1,
      totInvValue: 67798,
      transMode: 1,
      transDistance: 842,
      vehicleNo: 'MH14HG0917',
      vehicleType: 'R',
      transporterName: 'Shree Ganesh Roadways Pune',
    });
    expect(bill.itemList.map((item) => [item.hsnCode, item.qtyUnit, item.quantity, item.igstRate])).toEqual([
      [84139190, 'NOS', 1000, 18],
      [731815, 'PCS', 333, 12],
    ]);
  });

  it('refuses a transport the portal would refuse, field by field (400)', async () => {
    const invoice = await issuedInvoice();
    const errors = async (query: Record<string, string>) => {
      const res = await download(invoice.id, query);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await errors({ transMode: '1', transDistance: '50' })).toEqual({
      vehicleNo: "Enter the vehicle number, or the transporter's ID for the transporter to add it",
    });
    expect(await errors({ transMode: '2', transDistance: '5000' })).toEqual({ transDistance: 'Enter 0 to 4,000 km' });
    expect(await errors({ transMode: '2', transDistance: '50' })).toEqual({
      transDocNo: "By rail, enter the transport document's number",
    });
    // Part B left to the transporter: its ID is enough by road.
    const partA = await download(invoice.id, { transMode: '1', transDistance: '0', transporterId: '27AAACT2727Q1ZW' });
    expect(partA.statusCode, partA.body).toBe(200);
    expect(partA.json().billLists[0]).toMatchObject({ transporterId: '27AAACT2727Q1ZW', transDistance: 0 });
    expect(partA.json().billLists[0]).not.toHaveProperty('vehicleNo');
  });

  it('answers 409 saying why a draft, a cancelled invoice, or one the portal would refuse has none', async () => {
    const buyer = await registeredBuyer();
    const refusal = async (id: string, query: Record<string, string> = road) => {
      const res = await download(id, query);
      expect(res.statusCode).toBe(409);
      return res.json();
    };
    const draft = await kit.draft(kit.draftBody(buyer.id, [{ hsnCode: '84139190' }]));
    expect((await refusal(draft.id)).message).toBe('A draft has no e-way bill: issue it first');
    const cancelled = await issuedInvoice([{}], buyer);
    await kit.ok('POST', `/api/invoices/${cancelled.id}/cancel`, { reason: 'Raised twice' });
    expect((await refusal(cancelled.id)).message).toBe('A cancelled invoice moves no goods: it has no e-way bill');

    const services = await issuedInvoice([{ description: 'Machining charges', hsnCode: '998898' }], buyer);
    expect((await refusal(services.id)).errors).toEqual({
      lines: 'Only goods have an e-way bill: every line is a service (HSN 99…)',
    });
    const noPin = await kit.customer({ billingAddress: 'Gat 9, Chakan' });
    const unreported = await issuedInvoice([{}], noPin);
    expect(await refusal(unreported.id)).toMatchObject({
      message: `${unreported.invoiceNumber} cannot have an e-way bill: The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)`,
      errors: {
        customerId: "The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)",
      },
    });
    const invoice = await issuedInvoice([{}], buyer);
    expect(
      (
        await refusal(invoice.id, {
          transMode: '3',
          transDistance: '900',
          transDocNo: 'AWB-1',
          transDocDate: '2026-01-01',
        })
      ).errors,
    ).toEqual({ transDocDate: `The transport document cannot be dated before the invoice (${indianDate(today)})` });
  });

  it('writes an unregistered buyer as URP, and goods shipped elsewhere as Bill To - Ship To', async () => {
    const shop = await kit.customer({
      billingAddress: 'Shop 3, Bhosari, Pune 411026',
      shippingAddress: 'Gat 22, Chakan, Pune 410501',
    });
    const invoice = await issuedInvoice([{}], shop);
    const res = await download(invoice.id, road);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().billLists[0]).toMatchObject({
      toGstin: 'URP',
      transType: 2,
      toAddr1: 'Gat 22, Chakan',
      toPincode: 410501,
      toStateCode: 27,
      cgstValue: 4950,
      sgstValue: 4950,
    });
  });
});

describe('PUT and DELETE invoices/{id}/e-way-bill', () => {
  it('records the e-way bill the portal generated, ends "pending", reads it back and leaves it in the History', async () => {
    const invoice = await issuedInvoice();
    expect(invoice).toMatchObject({ eWayBillPending: true, eWayBillNumber: null, eWayBillValidUntil: null });
    expect(await summaryOf(invoice)).toMatchObject({ eWayBillPending: true });

    const number = eWayBillNumber();
    const spaced = `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`;
    const recorded = (await kit.ok('PUT', `/api/invoices/${invoice.id}/e-way-bill`, {
      eWayBillNumber: spaced,
      eWayBillDate: today,
      validUntil: '2099-12-31',
    })) as Invoice;
    expect(recorded).toMatchObject({
      eWayBillNumber: number,
      eWayBillDate: today,
      eWayBillValidUntil: '2099-12-31',
      eWayBillPending: false,
      version: invoice.version + 1,
      status: 'issued',
    });
    expect(await kit.get(invoice.id)).toMatchObject({ eWayBillNumber: number, eWayBillValidUntil: '2099-12-31' });
    expect(await summaryOf(invoice)).toMatchObject({ eWayBillNumber: number, eWayBillPending: false });

    const history = (await kit.ok('GET', `/api/invoices/${invoice.id}/history?limit=100`)).data as AuditEntry[];
    // The audit trail names a field by its column (eway_bill_number).
    const entry = history.find((e) => e.changes.some((c) => c.field === 'ewayBillNumber'));
    expect(entry?.route).toBe(`PUT /api/invoices/${invoice.id}/e-way-bill`);
    expect(entry?.changes.find((c) => c.field === 'ewayBillNumber')).toEqual({
      field: 'ewayBillNumber',
      before: null,
      after: number,
    });

    // The PDF names it among the particulars, on each of its three copies.
    const pdf = await kit.call('GET', `/api/invoices/${invoice.id}/pdf`);
    expect(
      pdfText(pdf.rawPayload).filter((t) => t === `e-Way Bill No.: ${number} valid until 31/12/2099`),
    ).toHaveLength(3);

    // Cleared, it is pending again; clearing nothing leaves the invoice as it is.
    const cleared = (await kit.ok('DELETE', `/api/invoices/${invoice.id}/e-way-bill`)) as Invoice;
    expect(cleared).toMatchObject({ eWayBillNumber: null, eWayBillDate: null, eWayBillPending: true });
    expect((await kit.ok('DELETE', `/api/invoices/${invoice.id}/e-way-bill`)).version).toBe(cleared.version);
  });

  it('refuses a number another invoice holds (409 naming it), a day before the invoice, and an invoice that does not stand', async () => {
    const first = await issuedInvoice();
    const second = await issuedInvoice();
    const number = eWayBillNumber();
    await kit.ok('PUT', `/api/invoices/${first.id}/e-way-bill`, {
      eWayBillNumber: number,
      eWayBillDate: today,
      validUntil: today,
    });
    const taken = await kit.call('PUT', `/api/invoices/${second.id}/e-way-bill`, {
      eWayBillNumber: number,
      eWayBillDate: today,
      validUntil: today,
    });
    expect(taken.statusCode).toBe(409);
    const message = `e-Way Bill No. ${number} is already recorded on invoice ${first.invoiceNumber}`;
    expect(taken.json()).toMatchObject({ message, errors: { eWayBillNumber: message } });
    expect((await kit.get(second.id)).eWayBillNumber).toBeNull();
    // The same number again on its own invoice is a correction of the dates.
    expect(
      (
        await kit.ok('PUT', `/api/invoices/${first.id}/e-way-bill`, {
          eWayBillNumber: number,
          eWayBillDate: today,
          validUntil: '2099-01-01',
        })
      ).eWayBillValidUntil,
    ).toBe('2099-01-01');

    const early = await kit.call('PUT', `/api/invoices/${second.id}/e-way-bill`, {
      eWayBillNumber: eWayBillNumber(),
      eWayBillDate: '2026-01-01',
      validUntil: '2026-01-02',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({
      eWayBillDate: `The e-way bill cannot be dated before the invoice (${indianDate(today)})`,
    });
    const backwards = await kit.call('PUT', `/api/invoices/${second.id}/e-way-bill`, {
      eWayBillNumber: '12345',
      eWayBillDate: today,
      validUntil: '2026-01-02',
    });
    expect(backwards.json().errors).toEqual({
      eWayBillNumber: 'An e-way bill number is 12 digits',
      validUntil: 'Valid until cannot be before the date generated',
    });

    const draft = await kit.draft(kit.draftBody((await registeredBuyer()).id, [{}]));
    const onDraft = await kit.call('PUT', `/api/invoices/${draft.id}/e-way-bill`, {
      eWayBillNumber: eWayBillNumber(),
      eWayBillDate: today,
      validUntil: today,
    });
    expect([onDraft.statusCode, onDraft.json().message]).toEqual([409, 'A draft has no e-way bill: issue it first']);
  });

  it('is pending only for goods worth more than ₹50,000', async () => {
    const buyer = await registeredBuyer();
    const small = await issuedInvoice([{ quantity: 100 }], buyer);
    const services = await issuedInvoice([{ description: 'Machining charges', hsnCode: '998898' }], buyer);
    const mixed = await issuedInvoice([{ hsnCode: '998898' }, { hsnCode: null, quantity: 1 }], buyer);
    expect([small.eWayBillPending, services.eWayBillPending, mixed.eWayBillPending]).toEqual([false, false, true]);
    expect([(await summaryOf(small)).eWayBillPending, (await summaryOf(services)).eWayBillPending]).toEqual([
      false,
      false,
    ]);
    const draft = await kit.draft(kit.draftBody(buyer.id, [{ quantity: 1000, rate: 55 }]));
    expect(draft.eWayBillPending).toBe(false);
  });
});
