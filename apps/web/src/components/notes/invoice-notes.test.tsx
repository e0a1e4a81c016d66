import type { Invoice, NoteSummary } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { InvoiceNotes, RaiseNoteButtons } from './invoice-notes';

const INVOICE_ID = '11111111-1111-4111-8111-111111111111';

const note = (overrides: Partial<NoteSummary>): NoteSummary => ({
  id: 'n1',
  noteNumber: 'CN/2026-27/0001',
  kind: 'credit',
  status: 'issued',
  invoiceId: INVOICE_ID,
  invoiceNumber: 'INV/2026-27/0001',
  invoiceDate: '2026-04-10',
  customerId: 'c1',
  customerPartyCode: 'DAC01',
  customerName: 'Deccan Auto Components',
  customerGstin: null,
  noteDate: '2026-05-02',
  reason: 'goods_returned',
  remarks: null,
  taxableTotal: 4250,
  cgstTotal: 382.5,
  sgstTotal: 382.5,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 5015,
  issuedAt: '2026-05-02T10:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  version: 2,
  createdAt: '2026-05-02T09:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  ...overrides,
});

const NOTES = [
  note({}),
  note({ id: 'n2', noteNumber: 'DN/2026-27/0001', kind: 'debit', noteDate: '2026-05-09', grandTotal: 1180 }),
  note({ id: 'n3', noteNumber: null, status: 'draft', noteDate: '2026-05-20', grandTotal: 590, issuedAt: null }),
];

function serve(notes: NoteSummary[] = NOTES) {
  return stubFetch((req) =>
    req.path === '/api/notes'
      ? json({ data: notes, total: notes.length, page: 1, limit: 100, totalPages: 1 })
      : errorBody(404, 'Not found'),
  );
}

function renderFor(status: Invoice['status'], balanceDue = status === 'paid' ? 0 : 1000) {
  const invoice = { id: INVOICE_ID, status, balanceDue };
  return renderAt(
    <>
      <RaiseNoteButtons invoice={invoice} />
      <InvoiceNotes invoice={invoice} />
    </>,
  );
}

const noteQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/notes').map((c) => Object.fromEntries(c.query));

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('an invoice’s credit and debit notes', () => {
  it.each(['issued', 'partially_paid'] as const)(
    'a %s invoice offers a credit note and a debit note against it',
    async (status) => {
      serve([]);
      renderFor(status);
      expect(screen.getByRole('link', { name: 'Credit Note' })).toHaveAttribute(
        'href',
        `/notes/new?invoiceId=${INVOICE_ID}&kind=credit`,
      );
      expect(screen.getByRole('link', { name: 'Debit Note' })).toHaveAttribute(
        'href',
        `/notes/new?invoiceId=${INVOICE_ID}&kind=debit`,
      );
    },
  );

  it('a paid invoice takes a debit note only: a credit note takes off what is still due', () => {
    serve([]);
    renderFor('paid');
    expect(screen.queryByRole('link', { name: 'Credit Note' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Debit Note' })).toHaveAttribute(
      'href',
      `/notes/new?invoiceId=${INVOICE_ID}&kind=debit`,
    );
  });

  it('a draft or a cancelled invoice takes none; nor does a user who may not make invoices', async () => {
    serve([]);
    for (const status of ['draft', 'cancelled'] as const) {
      const { unmount } = renderFor(status);
      expect(screen.queryByRole('link', { name: 'Credit Note' })).not.toBeInTheDocument();
      unmount();
    }
    useAuthStore
      .getState()
      .userLoaded(
        makeUser({ role: { id: 'r3', name: 'Accounts', permissions: [{ scope: 'invoices', actions: ['view'] }] } }),
      );
    renderFor('issued');
    expect(screen.queryByRole('link', { name: 'Credit Note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Debit Note' })).not.toBeInTheDocument();
  });

  it('lists the invoice’s notes, each to its page, and what the issued ones change', async () => {
    const { calls } = serve();
    renderFor('partially_paid');
    const section = await screen.findByRole('region', { name: 'Credit and debit notes' });
    expect(noteQueries(calls)).toEqual([
      { invoiceId: INVOICE_ID, page: '1', limit: '100', sortBy: 'noteDate', sortOrder: 'ASC' },
    ]);
    const rows = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['CN/2026-27/0001', 'Credit Note', '02/05/2026', '₹5,015.00', 'Issued'],
      ['DN/2026-27/0001', 'Debit Note', '09/05/2026', '₹1,180.00', 'Issued'],
      ['Draft', 'Credit Note', '20/05/2026', '₹590.00', 'Draft'],
    ]);
    expect(within(section).getByRole('link', { name: 'CN/2026-27/0001' })).toHaveAttribute('href', '/notes/view/n1');
    expect(within(section).getByRole('link', { name: 'Draft' })).toHaveAttribute('href', '/notes/view/n3');
    // The draft changes nothing yet.
    expect(within(section).getByText('Credited').nextElementSibling).toHaveTextContent('₹5,015.00');
    expect(within(section).getByText('Debited').nextElementSibling).toHaveTextContent('₹1,180.00');
  });

  it('shows nothing when the invoice has no notes, and asks nothing for a draft', async () => {
    const { calls } = serve([]);
    const { unmount } = renderFor('issued');
    await waitFor(() => expect(noteQueries(calls)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Credit and debit notes' })).not.toBeInTheDocument();
    unmount();
    renderFor('draft');
    expect(noteQueries(calls)).toHaveLength(1);
  });
});
