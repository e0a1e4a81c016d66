import type { SupplierBill } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { BOOKED, COMPANY, DRAFT, HELD, userWith } from './supplier-bill-fixtures';
import { SupplierBillViewPage } from './supplier-bill-view-page';

const ROUTES = [
  { path: '/supplier-bills/view/:id', element: <SupplierBillViewPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

function serve(bill: SupplierBill, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === `/api/supplier-bills/${bill.id}` && req.method === 'GET') return json(bill);
    if (req.path === '/api/company-settings') return json(COMPANY);
    if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
}

const document = () => screen.getByRole('article', { name: 'Supplier bill' });
const particular = (label: string) => within(document()).getByText(`${label}:`).nextElementSibling?.textContent;
const button = (name: string) => screen.queryByRole('button', { name });
const posted = (calls: FakeRequest[], end: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(end)).map((c) => c.body);
const matchRow = (n: number) =>
  within(screen.getByRole('table', { name: 'Ordered, received and billed per line' })).getByRole('row', {
    name: `Line ${n}`,
  });

beforeEach(() => useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() }));

describe('supplier bill view', () => {
  it('prints the bill beside the supplier’s invoice, its totals less TDS and the match per line', async () => {
    serve(BOOKED);
    renderRoutes(ROUTES, `/supplier-bills/view/${BOOKED.id}`);
    expect(await screen.findByRole('heading', { name: 'Purchase Bill', level: 2 })).toBeInTheDocument();
    expect(particular('Bill No.')).toBe('PB/2026-27/0004');
    expect(particular('Supplier invoice')).toBe('SS/26-27/0420');
    expect(particular('Due date')).toBe('19/06/2026');
    const totals = within(document()).getByRole('region', { name: 'Bill totals' });
    expect(within(totals).getByText('Less TDS u/s 194Q @ 0.1%').nextElementSibling).toHaveTextContent('-₹77.00');
    expect(within(totals).getByText('Owed').nextElementSibling).toHaveTextContent('₹90,589.00');
    expect(within(document()).getByText('Matches its purchase order and goods receipts')).toBeInTheDocument();
    expect(
      within(matchRow(1))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'Bright bar EN8 Ø25GRN/2026-27/0003',
      '2,000 KGS',
      '1,000 KGS',
      '1,000.5 KGS',
      '₹72.00',
      '₹72.00',
      '18%',
      '18%',
    ]);
    // Booked and unpaid: it may be cancelled, not approved or booked again.
    expect(button('Cancel Bill')).toBeInTheDocument();
    expect(button('Approve')).not.toBeInTheDocument();
    expect(button('Book')).not.toBeInTheDocument();
  });

  it('marks what does not match on a held bill and approves it with the reason typed', async () => {
    const user = userEvent.setup();
    const { calls } = serve(HELD, (req) =>
      req.method === 'POST' && req.path.endsWith('/approve')
        ? json({ ...HELD, status: 'booked', statusReason: 'Weighbridge slip checked', version: 4 })
        : undefined,
    );
    renderRoutes(ROUTES, `/supplier-bills/view/${HELD.id}`);
    expect(
      await screen.findByText('Held for approval: does not match its purchase order and goods receipts'),
    ).toBeInTheDocument();
    expect(
      within(document()).getByText(
        'Line 1 quantity: ordered 2,000 KGS, received and not yet billed 1,000 KGS, billed 1,020.5 KGS',
      ),
    ).toBeInTheDocument();
    expect(within(matchRow(1)).getByLabelText('1,000.5 KGS (does not match)')).toBeInTheDocument();
    expect(within(matchRow(2)).getByLabelText('₹1,200.00 (does not match)')).toBeInTheDocument();
    expect(within(matchRow(2)).queryByLabelText('18% (does not match)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve and book' }));
    expect(screen.getByText('Give the reason for approving the mismatch')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Weighbridge slip checked');
    await user.click(screen.getByRole('button', { name: 'Approve and book' }));
    await waitFor(() =>
      expect(posted(calls, '/approve')).toEqual([{ version: 3, reason: 'Weighbridge slip checked' }]),
    );
    expect(toast.success).toHaveBeenCalledWith('Supplier bill PB/2026-27/0004 approved and booked');
  });

  it('books a draft after asking, and offers no step to whoever holds none', async () => {
    const user = userEvent.setup();
    const { calls } = serve(DRAFT, (req) =>
      req.method === 'POST' && req.path.endsWith('/book') ? json({ ...BOOKED, id: DRAFT.id, version: 2 }) : undefined,
    );
    const { unmount } = renderRoutes(ROUTES, `/supplier-bills/view/${DRAFT.id}`);
    expect(await screen.findByText('DRAFT — not booked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await answerConfirm(user, true, /^Book this bill from Shree Steels\?/);
    await waitFor(() => expect(posted(calls, '/book')).toEqual([{ version: 1 }]));
    unmount();

    useAuthStore.getState().userLoaded(userWith([{ scope: 'supplier-bills', actions: ['view'] }]));
    serve(HELD);
    renderRoutes(ROUTES, `/supplier-bills/view/${HELD.id}`);
    await screen.findByRole('heading', { name: 'Purchase Bill', level: 2 });
    expect(button('Approve')).not.toBeInTheDocument();
    expect(button('Cancel Bill')).not.toBeInTheDocument();
    expect(button('Download PDF')).toBeInTheDocument();
  });
});
