import { financialYearOf, todayIn } from '@lathe/shared';
import { TAX_TYPE_CASES } from '@lathe/shared/testing';
import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { invoices } from '../../db/schema/index.js';

/*
 * The invoice on the document kit: save-and-issue as one request in one transaction, the
 * step's permission checked beside the route's, and the shared tax-type rule on the server path.
 */

const kit = invoiceTestKit();
const fy = financialYearOf(todayIn());
const countInvoices = () => kit.h.db.$count(invoices);

describe('the tax type the server stores', () => {
  it.each(TAX_TYPE_CASES)(
    'seller $seller, place of supply $placeOfSupply: $taxType',
    async ({ seller, placeOfSupply, taxType }) => {
      await kit.setCompany({ state: seller, gstin: seller ? gstinFor('27', 'AABCA1234K') : null });
      try {
        const customer = await kit.customer({ state: placeOfSupply });
        const draft = await kit.draft(kit.draftBody(customer.id, [{ quantity: 2, rate: 500 }]));
        expect(draft.taxType).toBe(taxType);
        expect(taxType === 'intra' ? draft.cgstTotal : draft.igstTotal).toBe(taxType === 'intra' ? 90 : 180);
        if (seller) expect((await kit.issue(draft.id)).taxType).toBe(taxType);
      } finally {
        await kit.setCompany();
      }
    },
  );
});

describe('save and issue', () => {
  it('saves a new draft and issues it in one request', async () => {
    const customer = await kit.customer();
    const issued = await kit.ok('POST', '/api/invoices/issue', kit.draftBody(customer.id, [{ quantity: 3 }]), 201);
    expect(issued).toMatchObject({ status: 'issued', grandTotal: 354, customerId: customer.id });
    expect(issued.invoiceNumber).toMatch(new RegExp(`^INV/${fy}/\\d{4}$`));
    expect(issued.issuedAt).not.toBeNull();
  });

  it('replaces a draft and issues it, checking the version the form read', async () => {
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{}]));
    const body = kit.draftBody(customer.id, [{ quantity: 5 }], { version: draft.version });
    const stale = await kit.call('PUT', `/api/invoices/${draft.id}/issue`, { ...body, version: draft.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ version: 'Stale version' });
    const issued = await kit.ok('PUT', `/api/invoices/${draft.id}/issue`, body);
    expect(issued).toMatchObject({ id: draft.id, status: 'issued', taxableTotal: 500 });
    const again = await kit.call('PUT', `/api/invoices/${draft.id}/issue`, { ...body, version: issued.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a draft invoice can be edited');
  });

  it('leaves nothing saved and takes no number when the issue is refused', async () => {
    const customer = await kit.customer();
    const first = await kit.issueNew(kit.draftBody(customer.id, [{}]));
    const before = await countInvoices();
    await kit.setCompany({ state: null, gstin: null });
    try {
      const res = await kit.call('POST', '/api/invoices/issue', kit.draftBody(customer.id, [{}]));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Fill in the company settings (name and state) before issuing invoices');
      expect(await countInvoices()).toBe(before);
    } finally {
      await kit.setCompany();
    }
    const next = await kit.ok('POST', '/api/invoices/issue', kit.draftBody(customer.id, [{}]), 201);
    expect(Number(next.invoiceNumber.slice(-4))).toBe(Number(first.invoiceNumber.slice(-4)) + 1);
  });

  it('needs the issuing permission as well as the creating one', async () => {
    const customer = await kit.customer();
    const before = await countInvoices();
    const clerk = await kit.h.userWith([{ scope: 'invoices', actions: ['view', 'create'] }]);
    const body = kit.draftBody(customer.id, [{}]);
    const refused = await kit.h.call('POST', '/api/invoices/issue', { token: clerk.accessToken, body });
    expect(refused.statusCode).toBe(403);
    expect(await countInvoices()).toBe(before);
    const saved = await kit.h.call('POST', '/api/invoices', { token: clerk.accessToken, body });
    expect(saved.statusCode).toBe(201);

    // Editing invoices is not issuing them (issue 18): issuing is invoice-status: create.
    const editor = await kit.h.userWith([{ scope: 'invoices', actions: ['create', 'edit'] }]);
    expect((await kit.h.call('POST', '/api/invoices/issue', { token: editor.accessToken, body })).statusCode).toBe(403);
    const accountant = await kit.h.userWith([
      { scope: 'invoices', actions: ['create'] },
      { scope: 'invoice-status', actions: ['create'] },
    ]);
    const issued = await kit.h.call('POST', '/api/invoices/issue', { token: accountant.accessToken, body });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().status).toBe('issued');
  });
});
