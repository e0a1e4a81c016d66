import { type AuditEntry, formatAckDate, type Invoice } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { irnBodyFor, newIrn, portalDate, signedQrFor } from '../../../test/irn-fixtures.js';
import { pageCount, pdfText } from '../../../test/pdf-facts.js';
import { invoices } from '../../db/schema/index.js';
import { IRN_QR_SIZE } from '../../lib/print-pdf-head.js';
import { renderInvoicePdf } from './invoice-pdf.js';

const kit = invoiceTestKit();

/** A registered buyer in Karnataka: its invoices are e-invoiced. */
const registeredBuyer = () =>
  kit.customer({
    state: 'Karnataka',
    gstin: gstinFor('29', 'AAKCK5282C'),
    billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058',
  });

async function issuedInvoice(buyer?: { id: string }): Promise<Invoice> {
  const customer = buyer ?? (await registeredBuyer());
  return kit.issueNew(kit.draftBody(customer.id, [{ hsnCode: '84139190', quantity: 250, rate: 42.55 }]));
}

const record = (invoice: Invoice, body: object) => kit.call('PUT', `/api/invoices/${invoice.id}/irn`, body);
const remove = (invoice: Invoice, version?: number) =>
  kit.call('DELETE', `/api/invoices/${invoice.id}/irn${version === undefined ? '' : `?version=${version}`}`);

describe('PUT invoices/{id}/irn', () => {
  it('records the portal’s answer on an issued invoice, reads it back and leaves it in the History', async () => {
    const invoice = await issuedInvoice();
    const body = await irnBodyFor(invoice);
    const ackedAt = new Date(`${body.ackDate.replace(' ', 'T')}+05:30`);
    const res = await record(invoice, { ...body, irn: body.irn.toUpperCase(), version: invoice.version });
    expect(res.statusCode, res.body).toBe(200);
    const recorded = res.json() as Invoice;
    expect(recorded).toMatchObject({
      irn: body.irn,
      irnAckNumber: body.ackNumber,
      irnAckDate: ackedAt.toISOString(),
      irnSignedQr: body.signedQrCode,
      version: invoice.version + 1,
      status: 'issued',
    });
    expect(await kit.get(invoice.id)).toMatchObject({ irn: body.irn, irnAckDate: ackedAt.toISOString() });

    const history = (await kit.ok('GET', `/api/invoices/${invoice.id}/history?limit=100`)).data as AuditEntry[];
    const entry = history.find((e) => e.changes.some((c) => c.field === 'irn'));
    expect(entry?.route).toBe(`PUT /api/invoices/${invoice.id}/irn`);
    expect(entry?.changes.find((c) => c.field === 'irnAckNumber')).toEqual({
      field: 'irnAckNumber',
      before: null,
      after: body.ackNumber,
    });
  });

  it('takes an ISO acknowledgement date, and the same IRN again to correct it; a different one only once cleared', async () => {
    const invoice = await issuedInvoice();
    const body = await irnBodyFor(invoice);
    const first = await kit.ok('PUT', `/api/invoices/${invoice.id}/irn`, body);
    const iso = new Date(Date.now() - 60_000).toISOString();
    const corrected = await kit.ok('PUT', `/api/invoices/${invoice.id}/irn`, {
      ...body,
      ackNumber: '9876543210',
      ackDate: iso,
    });
    expect(corrected).toMatchObject({ irnAckNumber: '9876543210', irnAckDate: iso, version: first.version + 1 });

    const other = await irnBodyFor(invoice);
    const refused = await record(invoice, other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.irn).toMatch(/^This invoice already has the IRN .+: remove it first if it is wrong$/);
  });

  it('refuses a QR code of another invoice, saying what it names, and records nothing', async () => {
    const buyer = await registeredBuyer();
    const invoice = await issuedInvoice(buyer);
    const another = await issuedInvoice(buyer);
    const body = await irnBodyFor(invoice);
    const res = await record(invoice, { ...body, signedQrCode: await signedQrFor(another, body.irn) });
    expect(res.statusCode).toBe(400);
    const message = res.json().errors.signedQrCode as string;
    expect(message).toContain(`The QR code is of invoice ${another.invoiceNumber}, not ${invoice.invoiceNumber}`);
    expect((await kit.get(invoice.id)).irn).toBeNull();

    // Each disagreement is said: another IRN, another buyer, another total.
    const wrong = await signedQrFor(invoice, newIrn(), {
      BuyerGstin: gstinFor('27', 'AABCB1234C'),
      TotInvVal: invoice.grandTotal + 100,
    });
    const errors = (await record(invoice, { ...body, signedQrCode: wrong })).json().errors;
    expect(errors.signedQrCode).toMatch(/The QR code carries the IRN .+, not the IRN .+ typed/);
    expect(errors.signedQrCode).toContain(`buyer GSTIN is ${gstinFor('27', 'AABCB1234C')}, not ${buyer.gstin}`);
    expect(errors.signedQrCode).toContain('invoice value is ₹');
  });

  it('answers 400 on each field the portal’s answer gets wrong', async () => {
    const invoice = await issuedInvoice();
    const body = await irnBodyFor(invoice);
    const res = await record(invoice, {
      irn: 'abc',
      ackNumber: '12-34',
      ackDate: '12/04/2026',
      signedQrCode: 'not a jwt',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      irn: 'The IRN is 64 characters, digits 0–9 and letters a–f',
      ackNumber: 'The Ack No. is 1 to 20 digits',
      ackDate: 'Enter the Ack Date as the portal gives it: yyyy-MM-dd HH:mm:ss',
      signedQrCode: 'The signed QR code is a JWT: three parts of letters, digits, - and _ joined by dots',
    });
    const future = await record(invoice, { ...body, ackDate: portalDate(new Date(Date.now() + 3_600_000)) });
    expect(future.json().errors).toEqual({ ackDate: 'The Ack Date cannot be in the future' });
    const early = await record(invoice, { ...body, ackDate: '2026-01-01 10:00:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.ackDate).toMatch(/^The Ack Date is before the invoice date/);
  });

  it('refuses the same IRN on another invoice, naming the invoice that has it', async () => {
    const buyer = await registeredBuyer();
    const first = await issuedInvoice(buyer);
    const second = await issuedInvoice(buyer);
    const body = await irnBodyFor(first);
    await kit.ok('PUT', `/api/invoices/${first.id}/irn`, body);
    // The QR code of the second invoice, carrying the first one's IRN: only the unique index can tell.
    const res = await record(second, { ...body, signedQrCode: await signedQrFor(second, body.irn) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`This IRN is already recorded on invoice ${first.invoiceNumber}`);
    expect(res.json().errors).toEqual({ irn: `This IRN is already recorded on invoice ${first.invoiceNumber}` });
    expect((await kit.get(second.id)).irn).toBeNull();
  });

  it('refuses a draft, a cancelled invoice, an unregistered buyer and a stale version (409)', async () => {
    const buyer = await registeredBuyer();
    const draft = await kit.draft(kit.draftBody(buyer.id, [{}]));
    const forDraft = await record(draft, await irnBodyFor({ ...draft, invoiceNumber: 'INV/X' }));
    expect([forDraft.statusCode, forDraft.json().message]).toEqual([
      409,
      'Issue the invoice first: a draft has no IRN',
    ]);

    const cancelled = await issuedInvoice(buyer);
    await kit.ok('POST', `/api/invoices/${cancelled.id}/cancel`, { reason: 'Raised twice' });
    const forCancelled = await record(cancelled, await irnBodyFor(cancelled));
    expect([forCancelled.statusCode, forCancelled.json().message]).toEqual([409, 'A cancelled invoice takes no IRN']);

    const local = await kit.customer();
    const b2c = await kit.issueNew(kit.draftBody(local.id, [{}]));
    const res = await record(b2c, await irnBodyFor(b2c));
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'The customer has no GSTIN: a supply to an unregistered buyer is not e-invoiced',
    ]);

    const invoice = await issuedInvoice(buyer);
    const stale = await record(invoice, { ...(await irnBodyFor(invoice)), version: invoice.version - 1 });
    expect([stale.statusCode, stale.json().errors]).toEqual([409, { version: 'Stale version' }]);
  });
});

describe('cancelling an invoice with an IRN', () => {
  it('is allowed within 24 hours of the acknowledgement and refused after them', async () => {
    const buyer = await registeredBuyer();
    const recent = await issuedInvoice(buyer);
    await kit.ok('PUT', `/api/invoices/${recent.id}/irn`, await irnBodyFor(recent));
    const cancelled = await kit.ok('POST', `/api/invoices/${recent.id}/cancel`, { reason: 'Wrong rate' });
    expect(cancelled).toMatchObject({ status: 'cancelled', irn: expect.any(String) });

    const old = await issuedInvoice(buyer);
    await kit.ok('PUT', `/api/invoices/${old.id}/irn`, await irnBodyFor(old));
    await kit.h.db
      .update(invoices)
      .set({ irnAckDate: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(invoices.id, old.id));
    const res = await kit.call('POST', `/api/invoices/${old.id}/cancel`, { reason: 'Wrong rate' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Its IRN is more than 24 hours old: the portal no longer cancels it; raise a credit note instead',
    );
    expect((await kit.get(old.id)).status).toBe('issued');
    // Nor can the IRN be cleared to get round the rule: after 24 hours it stays.
    const clear = await remove(old, (await kit.get(old.id)).version);
    expect([clear.statusCode, clear.json().message]).toEqual([
      409,
      'Its IRN is more than 24 hours old and stands at the portal: it stays on the invoice',
    ]);
  });
});

describe('DELETE invoices/{id}/irn', () => {
  it('clears a wrong entry (with the version read), and says when there is none', async () => {
    const invoice = await issuedInvoice();
    const recorded = await kit.ok('PUT', `/api/invoices/${invoice.id}/irn`, await irnBodyFor(invoice));
    const stale = await remove(invoice, invoice.version);
    expect([stale.statusCode, stale.json().errors]).toEqual([409, { version: 'Stale version' }]);

    const res = await remove(invoice, recorded.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      irn: null,
      irnAckNumber: null,
      irnAckDate: null,
      irnSignedQr: null,
      version: recorded.version + 1,
    });
    const again = await remove(invoice);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This invoice has no IRN recorded']);
    expect((await remove(invoice, 0)).statusCode).toBe(400);
  });

  it('keeps the IRN of a cancelled invoice', async () => {
    const invoice = await issuedInvoice();
    await kit.ok('PUT', `/api/invoices/${invoice.id}/irn`, await irnBodyFor(invoice));
    await kit.ok('POST', `/api/invoices/${invoice.id}/cancel`, { reason: 'Raised twice' });
    const res = await remove(invoice);
    expect([res.statusCode, res.json().message]).toEqual([409, 'The IRN of a cancelled invoice stays on record']);
    expect((await kit.get(invoice.id)).irn).not.toBeNull();
  });
});

describe('who records an IRN', () => {
  it('is whoever issues invoices (invoice-status: create), not whoever edits them', async () => {
    const invoice = await issuedInvoice();
    const issuer = await kit.h.userWith([
      { scope: 'invoices', actions: ['view'] },
      { scope: 'invoice-status', actions: ['create'] },
    ]);
    const editor = await kit.h.userWith([
      { scope: 'invoices', actions: ['view', 'create', 'edit', 'delete'] },
      { scope: 'invoice-status', actions: ['delete'] },
    ]);
    const body = await irnBodyFor(invoice);
    const as = (token: string, method: 'PUT' | 'DELETE') =>
      kit.h.call(method, `/api/invoices/${invoice.id}/irn`, { token, ...(method === 'PUT' ? { body } : {}) });

    expect((await as(editor.accessToken, 'PUT')).statusCode).toBe(403);
    expect((await as(issuer.accessToken, 'PUT')).statusCode).toBe(200);
    expect((await as(editor.accessToken, 'DELETE')).statusCode).toBe(403);
    expect((await as(issuer.accessToken, 'DELETE')).statusCode).toBe(200);
  });
});

/** The dark modules a PDF's QR codes draw, read back from its rectangles ("row,col"), and how many runs drew them. */
function drawnModules(pdf: Buffer, modules: number) {
  const cell = IRN_QR_SIZE / (modules + 8);
  const runs = [...pdf.toString('latin1').matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)]
    .map((m) => m.slice(1, 5).map(Number) as [number, number, number, number])
    .filter(([, , , height]) => Math.abs(height - cell - 0.02) < 0.01);
  const left = Math.min(...runs.map(([x]) => x));
  const top = Math.min(...runs.map(([, y]) => y));
  const dark = new Set<string>();
  for (const [x, y, width] of runs) {
    const row = Math.round((y - top) / cell);
    const first = Math.round((x - left) / cell);
    for (let col = first; col < first + Math.round((width - 0.02) / cell); col++) dark.add(`${row},${col}`);
  }
  return { dark, runs: runs.length };
}

describe('the printed IRN', () => {
  it('heads each copy of the PDF: IRN, Ack No. and Ack Date under the title, the signed QR code as a QR code', async () => {
    const invoice = await issuedInvoice();
    const body = await irnBodyFor(invoice);
    const recorded = (await kit.ok('PUT', `/api/invoices/${invoice.id}/irn`, body)) as Invoice;
    const pdf = (await kit.call('GET', `/api/invoices/${invoice.id}/pdf`)).rawPayload;
    expect(pageCount(pdf)).toBe(3);
    const text = pdfText(pdf);
    const ackDate = formatAckDate(recorded.irnAckDate as string);
    expect(ackDate).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    for (const line of ['e-Invoice', `IRN: ${body.irn}`, `Ack No.: ${body.ackNumber}`, `Ack Date: ${ackDate}`]) {
      expect(
        text.filter((t) => t === line),
        line,
      ).toHaveLength(3);
    }
    // Under the title, above the seller; the code beside the title.
    expect(text.indexOf('TAX INVOICE')).toBeLessThan(text.indexOf(`IRN: ${body.irn}`));
    expect(text.indexOf(`IRN: ${body.irn}`)).toBeLessThan(text.indexOf('Seller'));

    // The modules drawn are exactly those of the signed QR code, error correction M, in each copy.
    const { modules } = QRCode.create(body.signedQrCode, { errorCorrectionLevel: 'M' });
    const drawn = drawnModules(await renderInvoicePdf(recorded, { compress: false }), modules.size);
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) expected.add(`${row},${col}`);
    }
    expect(drawn.dark).toEqual(expected);
    expect(drawn.runs % 3).toBe(0);

    const without = pdfText(await renderInvoicePdf(invoice, { compress: false }));
    expect(without.some((t) => t.startsWith('IRN'))).toBe(false);
  });
});
