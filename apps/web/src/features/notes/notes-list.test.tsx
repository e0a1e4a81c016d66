import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, summary } from './note-fixtures';
import { NotesListPage } from './notes-list-page';

const ROUTES = [
  { path: '/notes', element: <NotesListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const ROWS = [
  summary({ grandTotal: 123456.5, taxableTotal: 104624.15 }),
  summary({
    id: IDS.draft,
    noteNumber: null,
    kind: 'debit',
    status: 'draft',
    reason: 'rate_correction',
    noteDate: '2026-05-15',
    grandTotal: 1180,
    issuedAt: null,
  }),
];

function serve(rows = ROWS) {
  return stubFetch((req) => {
    if (req.path === '/api/notes' && req.method === 'GET') {
      return json({ data: rows, total: rows.length, page: 1, limit: 10, totalPages: rows.length ? 1 : 0 });
    }
    return errorBody(404, 'Not found');
  });
}

const listQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/notes' && c.method === 'GET').map((c) => Object.fromEntries(c.query));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('notes list', () => {
  it('shows each note: its number to its page, kind, date, its invoice to the invoice, customer, value and status', async () => {
    serve();
    renderRoutes(ROUTES, '/notes');
    expect(screen.getByRole('heading', { name: 'Credit & Debit Notes' })).toBeInTheDocument();
    const number = await screen.findByRole('link', { name: 'CN/2026-27/0001' });
    expect(number).toHaveAttribute('href', `/notes/view/${IDS.issued}`);
    const issued = number.closest('tr') as HTMLElement;
    expect(cells(issued)).toEqual([
      // A phone reads the kind under the number, and the value beside the customer.
      'CN/2026-27/0001Credit Note',
      'Credit Note',
      '02/05/2026',
      'INV/2026-27/0001',
      'DAC01 Deccan Auto Components₹1,23,456.50',
      '₹1,23,456.50',
      'Issued',
    ]);
    expect(within(issued).getByRole('link', { name: 'INV/2026-27/0001' })).toHaveAttribute(
      'href',
      `/invoices/view/${IDS.invoice}`,
    );
    // A draft has no number yet: it opens by "Draft".
    const draft = screen.getByRole('link', { name: 'Draft debit note for INV/2026-27/0001' });
    expect(draft).toHaveAttribute('href', `/notes/view/${IDS.draft}`);
    expect(cells(draft.closest('tr') as HTMLElement)).toEqual([
      'DraftDebit Note',
      'Debit Note',
      '15/05/2026',
      'INV/2026-27/0001',
      'DAC01 Deccan Auto Components₹1,180.00',
      '₹1,180.00',
      'Draft',
    ]);
    // A note starts from its invoice, never from here.
    expect(screen.queryByRole('link', { name: /new|add/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('says so when no note matches', async () => {
    serve([]);
    renderRoutes(ROUTES, '/notes');
    expect(await screen.findByText('No notes found')).toBeInTheDocument();
  });

  it('keeps the kind and status chosen in the URL and sends them', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/notes');
    await screen.findByText('CN/2026-27/0001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Credit Note');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ kind: 'credit' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Issued');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ kind: 'credit', status: 'issued' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ kind: 'credit', status: 'issued' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'All kinds');
    await waitFor(() => expect(listQueries(calls).at(-1)).not.toHaveProperty('kind'));
    expect(router.state.location.search).toBe('?status=issued');
  });

  it('opens with the filters of a link, an invoice’s among them', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, `/notes?kind=debit&status=draft&invoiceId=${IDS.invoice}`);
    await screen.findByText('CN/2026-27/0001');
    expect(listQueries(calls)[0]).toMatchObject({ kind: 'debit', status: 'draft', invoiceId: IDS.invoice, page: '1' });
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('debit');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    await user.click(screen.getByRole('button', { name: 'One invoice only · Show all' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).not.toHaveProperty('invoiceId'));
    expect(router.state.location.search).toBe('?kind=debit&status=draft');
  });

  it('sorts by the columns the server sorts by', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/notes');
    await screen.findByText('CN/2026-27/0001');
    for (const [header, sortBy] of [
      ['Note No.', 'noteNumber'],
      ['Date', 'noteDate'],
      ['Value', 'grandTotal'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: header }));
      await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ sortBy, sortOrder: 'ASC' }));
    }
    expect(screen.queryByRole('button', { name: 'Invoice No.' })).not.toBeInTheDocument();
  });
});
