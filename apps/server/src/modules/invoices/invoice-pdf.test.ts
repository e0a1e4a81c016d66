import { INVOICE_COPIES } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pageCount, pdfText, titleOf } from '../../../test/pdf-facts.js';
import { renderInvoicePdf } from './invoice-pdf.js';

const kit = invoiceTestKit();

/** A 1×1 PNG, as the company settings store a logo. */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('the invoice PDF', () => {
  it('downloads an issued invoice as a PDF named and titled with its number', async () => {
    await kit.setCompany({ logo: LOGO });
    const customer = await kit.customer({
      state: 'Karnataka',
      gstin: gstinFor('29'),
      shippingAddress: 'Plant 2, Hosur Road',
    });
    const product = await kit.product(customer.partyCode);
    const issued = await kit.issueNew(
      kit.draftBody(customer.id, [{ productId: product.id, drawingNumber: 'DRG-77', quantity: 12, rate: 1234.5 }]),
    );
    const res = await kit.call('GET', `/api/invoices/${issued.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${issued.invoiceNumber.replaceAll('/', '-')}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(titleOf(pdf)).toBe(issued.invoiceNumber);
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    await kit.setCompany();
  });

  it('prints an issued invoice in three copies, each from a new page, with the amounts labelled in ₹', async () => {
    const customer = await kit.customer({ name: 'Copies Print Works' });
    const issued = await kit.issueNew(kit.draftBody(customer.id, [{ quantity: 10, rate: 1000 }]));
    const pdf = (await kit.call('GET', `/api/invoices/${issued.id}/pdf`)).rawPayload;
    // One copy a page: the short invoice fits a page.
    expect(pageCount(pdf)).toBe(3);
    const text = pdfText(pdf);
    expect(text.filter((t) => INVOICE_COPIES.includes(t as (typeof INVOICE_COPIES)[number]))).toEqual([
      'Original for recipient',
      'Duplicate for transporter',
      'Triplicate for supplier',
    ]);
    // The same invoice each time: its number, the rupee sign and its grand total in each copy.
    expect(text.filter((t) => t === 'TAX INVOICE')).toHaveLength(3);
    expect(text.filter((t) => t === `Invoice No.: ${issued.invoiceNumber}`)).toHaveLength(3);
    expect(text.filter((t) => t === 'Rate (₹)')).toHaveLength(3);
    expect(text.filter((t) => t === 'Grand Total')).toHaveLength(3);
    // The line's total under its "(₹)" header, the grand total with its sign.
    expect(text.filter((t) => t === '11,800.00')).toHaveLength(3);
    expect(text.filter((t) => t === '₹11,800.00')).toHaveLength(3);
    expect(text.some((t) => t.includes('Rs.'))).toBe(false);
  });

  it('prints a draft or a cancelled invoice once, with its note and no copy label', async () => {
    const customer = await kit.customer();
    const draft = await kit.get((await kit.draft(kit.draftBody(customer.id, [{}]))).id);
    const draftPdf = await renderInvoicePdf(draft);
    expect(pageCount(draftPdf)).toBe(1);
    expect(pdfText(draftPdf)).toContain('DRAFT — not a tax invoice until issued');
    expect(pdfText(draftPdf).filter((t) => INVOICE_COPIES.some((copy) => t === copy))).toEqual([]);

    const issued = await kit.get((await kit.issueNew(kit.draftBody(customer.id, [{}]))).id);
    const cancelled = await renderInvoicePdf({ ...issued, status: 'cancelled', cancelReason: 'Raised twice' });
    expect(pageCount(cancelled)).toBe(1);
    expect(pdfText(cancelled)).toContain('CANCELLED — Raised twice');
    expect(pdfText(cancelled).filter((t) => INVOICE_COPIES.some((copy) => t === copy))).toEqual([]);
  });

  it('names a draft for its id', async () => {
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{}]));
    const res = await kit.call('GET', `/api/invoices/${draft.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="draft-${draft.id.slice(0, 8)}.pdf"`);
    expect(titleOf(res.rawPayload)).toBe('Draft invoice');
  });

  it('runs a long invoice over several pages', async () => {
    const customer = await kit.customer();
    const lines = Array.from({ length: 80 }, (_, i) => ({
      description: `Turned part ${i + 1} with a description long enough to wrap onto a second line in its column`,
      drawingNumber: `DRG-${i + 1}`,
      quantity: i + 1,
      rate: 99.99,
    }));
    const draft = await kit.draft(kit.draftBody(customer.id, lines));
    const short = await renderInvoicePdf(await kit.get((await kit.draft(kit.draftBody(customer.id, [{}]))).id), {
      compress: false,
    });
    const long = await renderInvoicePdf(await kit.get(draft.id), { compress: false });
    expect(pageCount(short)).toBe(1);
    expect(pageCount(long)).toBeGreaterThan(2);
  });

  it('answers 404 for an unknown invoice and 403 without invoices view', async () => {
    const missing = await kit.call('GET', '/api/invoices/00000000-0000-4000-8000-000000000000/pdf');
    expect(missing.statusCode).toBe(404);
    const outsider = await kit.h.userWith([{ scope: 'customers', actions: ['view'] }]);
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{}]));
    const res = await kit.h.call('GET', `/api/invoices/${draft.id}/pdf`, { token: outsider.accessToken });
    expect(res.statusCode).toBe(403);
  });
});
