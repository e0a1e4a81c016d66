import type { InvoiceSummary } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ReceiptPage } from './receipt-page';

const C1 = '0a1b2c3d-0000-4000-8000-000000000001';
const I1 = '0a1b2c3d-0000-4000-8000-0000000000a1';
const I2 = '0a1b2c3d-0000-4000-8000-0000000000a2';

const invoice = (id: string, number: string, balanceDue: number, dueDate: string) =>
  ({
    id,
    invoiceNumber: number,
    status: 'issued',
    displayStatus: 'issued',
    overdue: false,
    customerId: C1,
    customerPartyCode: 'KVP01',
    customerName: 'Kaveri Pumps',
    invoiceDate: '2026-10-01',
    dueDate,
    grandTotal: balanceDue,
    amountPaid: 0,
    balanceDue,
  }) as unknown as InvoiceSummary;

const OWED = [invoice(I1, 'INV/2026-27/0011', 1180, '2026-10-31'), invoice(I2, 'INV/2026-27/0014', 2360, '2026-11-30')];

/**
 * Serves what the customer owes and records a receipt that pays the first invoice; with
 * `paidDropsOut`, the list read after the receipt no longer holds that invoice.
 */
function serveReceipt({ paidDropsOut = false } = {}) {
  let recorded = false;
  return stubFetch((req) => {
    if (req.path === '/api/invoices' && req.method === 'GET') {
      const data = paidDropsOut && recorded ? OWED.slice(1) : OWED;
      return json({ data, total: data.length, page: 1, limit: 100, totalPages: 1 });
    }
    if (req.path === '/api/receipts') {
      recorded = true;
      return json({ invoices: [{ id: I1, invoiceNumber: 'INV/2026-27/0011', status: 'paid', balanceDue: 0 }] }, 201);
    }
    return errorBody(404, 'Not found');
  });
}

/** The receipt page for the customer, with the statement it goes back to. */
const renderReceipt = () =>
  renderRoutes(
    [
      { path: '/receivables/receipt/:customerId', element: <ReceiptPage /> },
      { path: '/receivables/statement/:customerId', element: <p>statement</p> },
    ],
    `/receivables/receipt/${C1}`,
  );

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('a receipt across invoices', { timeout: 20_000 }, () => {
  it('puts the amount received against the oldest invoices first, with TDS, and posts one receipt', async () => {
    const user = userEvent.setup();
    const { calls } = serveReceipt();
    const { router } = renderReceipt();
    expect(await screen.findByText('KVP01 — Kaveri Pumps')).toBeInTheDocument();
    const query = calls.find((c) => c.path === '/api/invoices')?.query;
    expect([query?.get('customerId'), query?.get('outstanding'), query?.get('sortBy')]).toEqual([
      C1,
      'true',
      'dueDate',
    ]);

    await user.type(screen.getByLabelText('Amount received (₹)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Oldest first' }));
    expect(screen.getByLabelText('Amount for INV/2026-27/0011')).toHaveValue('1180');
    expect(screen.getByLabelText('Amount for INV/2026-27/0014')).toHaveValue('820');
    expect(screen.getByRole('status')).toHaveTextContent('Against invoices ₹2,000.00 of ₹3,540.00 owed');

    // The customer deducted ₹1 TDS from the first.
    await user.clear(screen.getByLabelText('Amount for INV/2026-27/0011'));
    await user.type(screen.getByLabelText('Amount for INV/2026-27/0011'), '1179');
    await user.type(screen.getByLabelText('TDS for INV/2026-27/0011'), '1');
    await user.type(screen.getByLabelText('TDS section'), '194Q');
    await user.clear(screen.getByLabelText('Amount for INV/2026-27/0014'));
    await user.click(screen.getByRole('button', { name: 'Record Receipt' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/receivables/statement/${C1}`));
    expect(toast.success).toHaveBeenCalledWith('Receipt recorded against 1 invoice');
    const body = calls.find((c) => c.path === '/api/receipts')?.body as { allocations: unknown[] };
    expect(body).toMatchObject({ customerId: C1, mode: 'bank_transfer' });
    expect(body.allocations).toEqual([{ invoiceId: I1, amount: 1179, tdsAmount: 1, tdsSection: '194Q' }]);
  });

  it('puts oldest first only what the TDS typed leaves of a balance, and moves on when the list of what is owed shrinks', async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error');
    serveReceipt({ paidDropsOut: true });
    const { router } = renderReceipt();
    // ₹18 TDS typed on the first invoice of ₹1,180 before spreading ₹1,500: ₹1,162 settles it, ₹338 goes to the next.
    await user.type(await screen.findByLabelText('TDS for INV/2026-27/0011'), '18');
    await user.type(screen.getByLabelText('TDS section'), '194Q');
    await user.type(screen.getByLabelText('Amount received (₹)'), '1500');
    await user.click(screen.getByRole('button', { name: 'Oldest first' }));
    expect(screen.getByLabelText('Amount for INV/2026-27/0011')).toHaveValue('1162');
    expect(screen.getByLabelText('Amount for INV/2026-27/0014')).toHaveValue('338');

    await user.click(screen.getByRole('button', { name: 'Record Receipt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/receivables/statement/${C1}`));
    expect(screen.getByText('statement')).toBeInTheDocument();
    // Nothing broke on the way: the form, drawn once more with the shorter list, drew what it still had.
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a line under that invoice's amount", async () => {
    const user = userEvent.setup();
    stubFetch((req) => {
      if (req.path === '/api/invoices') return json({ data: OWED, total: 2, page: 1, limit: 100, totalPages: 1 });
      if (req.path === '/api/receipts') {
        return errorBody(400, 'Payment is more than the balance due (₹2,360.00)', {
          'allocations.0.amount': 'Payment is more than the balance due (₹2,360.00)',
        });
      }
      return errorBody(404, 'Not found');
    });
    renderRoutes(
      [{ path: '/receivables/receipt/:customerId', element: <ReceiptPage /> }],
      `/receivables/receipt/${C1}`,
    );
    await user.type(await screen.findByLabelText('Amount for INV/2026-27/0014'), '5000');
    await user.click(screen.getByRole('button', { name: 'Record Receipt' }));
    const table = screen.getByRole('table', { name: 'What the receipt pays on each invoice' });
    await waitFor(() =>
      expect(within(table).getByLabelText('Amount for INV/2026-27/0014')).toHaveAccessibleDescription(
        'Payment is more than the balance due (₹2,360.00)',
      ),
    );
  });
});
