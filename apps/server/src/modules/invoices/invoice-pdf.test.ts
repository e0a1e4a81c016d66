import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pageCount, titleOf } from '../../../test/pdf-facts.js';
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
