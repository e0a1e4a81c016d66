import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, servePickers, summary, userWith } from './quotation-fixtures';
import { QuotationsListPage } from './quotations-list-page';

const ROUTES = [
  { path: '/quotations', element: <QuotationsListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const ROWS = [
  summary({ expired: true, lineCount: 2 }),
  summary({
    id: IDS.draft,
    quotationNumber: null,
    revision: 0,
    status: 'enquiry',
    customerId: IDS.otherCustomer,
    customerName: 'Kirloskar Pumps',
    customerPartyCode: 'KIR02',
    enquiryReference: null,
    quotationDate: '2026-11-26',
    validUntil: '2026-12-26',
    lineCount: 1,
  }),
];

function serve(rows = ROWS) {
  return stubFetch((req) => {
    if (req.path === '/api/quotations' && req.method === 'GET') return json(pageOf(rows));
    return servePickers(req) ?? errorBody(404, 'Not found');
  });
}

const listQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/quotations' && c.method === 'GET').map((c) => Object.fromEntries(c.query));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('quotations list', () => {
  it('shows each quotation: number with its revision, date, customer, enquiry, validity, lines and status', async () => {
    serve();
    renderRoutes(ROUTES, '/quotations');
    expect(screen.getByRole('heading', { name: 'Quotations' })).toBeInTheDocument();
    const number = await screen.findByRole('link', { name: 'QT/2026-27/0004 Rev 1' });
    expect(number).toHaveAttribute('href', `/quotations/view/${IDS.sent}`);
    expect(cells(number.closest('tr') as HTMLElement)).toEqual([
      'QT/2026-27/0004 Rev 1',
      '24/11/2026',
      'BAC01 Bharat Auto Components',
      'RFQ/BAC/2611',
      '24/12/2026Expired',
      '2',
      'Sent',
    ]);
    // An enquiry not yet sent has no number: it opens by "Draft", and is not expired.
    const draft = screen.getByRole('link', { name: 'Draft quotation to Kirloskar Pumps' });
    expect(draft).toHaveAttribute('href', `/quotations/view/${IDS.draft}`);
    expect(cells(draft.closest('tr') as HTMLElement)).toEqual([
      'Draft',
      '26/11/2026',
      'KIR02 Kirloskar Pumps',
      '—',
      '26/12/2026',
      '1',
      'Enquiry',
    ]);
    expect(screen.getByRole('link', { name: /New Quotation/ })).toHaveAttribute('href', '/quotations/new');
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('offers no New button to whoever may only view', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'quotations', actions: ['view'] }]),
    });
    serve();
    renderRoutes(ROUTES, '/quotations');
    await screen.findByText('QT/2026-27/0004 Rev 1');
    expect(screen.queryByRole('link', { name: /New Quotation/ })).not.toBeInTheDocument();
  });

  it('says so when no quotation matches', async () => {
    serve([]);
    renderRoutes(ROUTES, '/quotations');
    expect(await screen.findByText('No quotations found')).toBeInTheDocument();
  });

  it('keeps the status and customer chosen in the URL and sends them, with the search and sort', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/quotations');
    await screen.findByText('QT/2026-27/0004 Rev 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Won');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ status: 'won' }));
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'kir');
    await user.click(await screen.findByRole('option', { name: 'KIR02 — Kirloskar Pumps' }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toMatchObject({ status: 'won', customerId: IDS.otherCustomer }),
    );
    await user.click(screen.getByRole('button', { name: /Valid until/ }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ sortBy: 'validUntil' }));
    await user.type(screen.getByLabelText('Search'), 'RFQ');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ search: 'RFQ', status: 'won' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      status: 'won',
      customerId: IDS.otherCustomer,
    });
  });

  it('names the customer of a link by its id', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, `/quotations?customerId=${IDS.customer}`);
    await screen.findByText('QT/2026-27/0004 Rev 1');
    expect(listQueries(calls)[0]).toMatchObject({ customerId: IDS.customer, page: '1' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('BAC01 — Bharat Auto Components'),
    );
  });
});
