import type { Quotation } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, makeEnquiry, makeQuotation, servePickers, userWith } from './quotation-fixtures';
import { QuotationViewPage } from './quotation-view-page';

const ROUTES = [
  { path: '/quotations/view/:id', element: <QuotationViewPage /> },
  { path: '/quotations', element: <p>quotations list</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const sent = makeQuotation();
const won = makeQuotation({ status: 'won', wonAt: '2026-11-28T06:00:00.000Z', version: 3 });

function serve(quotation: Quotation, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req) ?? servePickers(req);
    if (answer) return answer;
    if (req.path === `/api/quotations/${quotation.id}` && req.method === 'GET') return json(quotation);
    return errorBody(404, 'Not found');
  });
}

const offer = () => screen.getByRole('article', { name: 'Quotation' });
const costPanel = () => screen.getByRole('region', { name: 'Cost sheet (internal)' });
const particular = (label: string) => within(offer()).getByText(`${label}:`).nextElementSibling?.textContent;
const button = (name: string) => screen.queryByRole('button', { name });
const posted = (calls: FakeRequest[], end: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(end)).map((c) => c.body);
const signIn = (user = makeUser()) =>
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user });

beforeEach(() => signIn());

describe('quotation view: the customer’s offer and the plant’s cost sheet', () => {
  it('prints the prices by quantity and the terms, and none of the cost behind them', async () => {
    serve(sent);
    renderRoutes(ROUTES, `/quotations/view/${sent.id}`);
    expect(await screen.findByRole('heading', { name: 'Quotation', level: 2 })).toBeInTheDocument();
    expect(particular('Quotation No.')).toBe('QT/2026-27/0004 Rev 1');
    expect(particular('Valid until')).toBe('24/12/2026');
    const prices = within(offer()).getByRole('table', { name: 'Prices quoted' });
    const cells = (label: string) =>
      within(within(prices).getByRole('row', { name: label }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Line 1, 1,000 pieces')).toEqual([
      '1',
      'FB-2231',
      'Flange bush, zinc plated',
      '84839000',
      '1,000',
      '35.50',
      '18%',
    ]);
    expect(cells('Line 1, 5,000 pieces').slice(4, 6)).toEqual(['5,000', '34.75']);
    // The cost sheet stays in the plant.
    const printed = offer().textContent ?? '';
    for (const secret of ['35.05', '34.53', '78.50', 'CNC-1', 'Zinc plating', 'Margin']) {
      expect(printed).not.toContain(secret);
    }
  });

  it('shows the internal cost sheet of each line at each quantity, beside the price offered', async () => {
    serve(sent);
    renderRoutes(ROUTES, `/quotations/view/${sent.id}`);
    const panel = await screen.findByRole('region', { name: 'Cost sheet (internal)' });
    expect(panel).toHaveClass('print:hidden');
    const bush = within(panel).getByRole('region', { name: 'Cost of line 1' });
    expect(within(bush).getByText('Bar 0.185 kg a piece at ₹78.50/kg (Last goods receipt)')).toBeInTheDocument();
    expect(
      within(bush).getByText('Rough 1st side on CNC-1: 42.5 s at 85 %, setup 45 min, ₹450.00/hour'),
    ).toBeInTheDocument();
    expect(within(bush).getByText('Zinc plating: ₹1.10 a piece')).toBeInTheDocument();
    const sheet = within(bush).getByRole('table', { name: 'Cost a piece of line 1' });
    const figures = (label: string) =>
      within(within(sheet).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(sheet)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cost a piece', '1,000 pcs', '5,000 pcs']);
    expect(figures('Material')).toEqual(['₹14.52', '₹14.52']);
    expect(figures('Setup')).toEqual(['₹0.53', '₹0.11']);
    expect(figures('Price')).toEqual(['₹35.05', '₹34.53']);
    expect(figures('Price offered')).toEqual(['₹35.50', '₹34.75']);
    expect(within(costPanel()).getByRole('region', { name: 'Cost of line 2' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the revisions, each to its page, this one marked', async () => {
    serve(sent);
    renderRoutes(ROUTES, `/quotations/view/${sent.id}`);
    const revisions = await screen.findByRole('region', { name: 'Revisions' });
    expect(within(revisions).getByRole('link', { name: 'First offer' })).toHaveAttribute(
      'href',
      `/quotations/view/${IDS.first}`,
    );
    expect(within(revisions).getByText('Revision 1 (this one)')).toHaveAttribute('aria-current', 'page');
  });
});

describe('quotation view: the actions the flow offers', () => {
  it('offers an enquiry’s Edit, Delete and Mark as sent', async () => {
    const enquiry = makeEnquiry();
    serve(enquiry);
    renderRoutes(ROUTES, `/quotations/view/${enquiry.id}`);
    expect(await screen.findByText('DRAFT — not an offer until sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/quotations/edit/${IDS.draft}`);
    expect(button('Delete')).toBeInTheDocument();
    expect(button('Mark as sent')).toBeInTheDocument();
    expect(button('Won')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Revisions' })).not.toBeInTheDocument();
  });

  it('offers Won, Lost and Revise on a sent quotation, and records it lost with the reason', async () => {
    const user = userEvent.setup();
    const { calls } = serve(sent, (req) =>
      req.method === 'POST' && req.path.endsWith('/lose')
        ? json({ ...sent, status: 'lost', statusReason: 'Price above their target', version: 3 })
        : undefined,
    );
    renderRoutes(ROUTES, `/quotations/view/${sent.id}`);
    expect(await screen.findByRole('button', { name: 'Won' })).toBeInTheDocument();
    expect(button('Revise')).toBeInTheDocument();
    expect(button('Mark as sent')).not.toBeInTheDocument();
    expect(button('Make sales order')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(button('Download PDF')).toBeInTheDocument();

    await user.click(button('Lost') as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Record as lost' }));
    expect(screen.getByText('Give the reason the quotation was lost')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Price above their target');
    await user.click(screen.getByRole('button', { name: 'Record as lost' }));
    await waitFor(() => expect(posted(calls, '/lose')).toEqual([{ version: 2, reason: 'Price above their target' }]));
    expect(await screen.findByText('LOST — Price above their target')).toBeInTheDocument();
  });

  it('revises after asking, then offers the new revision', async () => {
    const user = userEvent.setup();
    const revised = makeQuotation({
      status: 'revised',
      version: 3,
      revisions: [
        ...sent.revisions.map((one) => (one.id === sent.id ? { ...one, status: 'revised' as const } : one)),
        { id: IDS.next, revision: 2, status: 'enquiry', quotationDate: '2026-11-30' },
      ],
    });
    const { calls } = serve(sent, (req) =>
      req.method === 'POST' && req.path.endsWith('/revise') ? json(revised) : undefined,
    );
    renderRoutes(ROUTES, `/quotations/view/${sent.id}`);
    await user.click(await screen.findByRole('button', { name: 'Revise' }));
    expect(await answerConfirm(user, true, /^Revise this quotation\?/)).toBe('Revise');
    await waitFor(() => expect(posted(calls, '/revise')).toEqual([{ version: 2 }]));
    expect(await screen.findByRole('link', { name: 'Open revision 2' })).toHaveAttribute(
      'href',
      `/quotations/view/${IDS.next}`,
    );
    expect(screen.getByText('REVISED — superseded by a later revision')).toBeInTheDocument();
    expect(button('Won')).not.toBeInTheDocument();
  });

  it('offers Make sales order on a won quotation only to whoever makes sales orders', async () => {
    serve(won);
    const { unmount } = renderRoutes(ROUTES, `/quotations/view/${won.id}`);
    expect(await screen.findByRole('button', { name: 'Make sales order' })).toBeInTheDocument();
    unmount();

    signIn(userWith([{ scope: 'quotations', actions: ['view', 'create', 'edit', 'delete'] }]));
    serve(won);
    const second = renderRoutes(ROUTES, `/quotations/view/${won.id}`);
    await screen.findByRole('heading', { name: 'Quotation', level: 2 });
    expect(button('Make sales order')).not.toBeInTheDocument();
    second.unmount();

    signIn(
      userWith([
        { scope: 'quotations', actions: ['view'] },
        { scope: 'sales-orders', actions: ['view', 'create'] },
      ]),
    );
    serve(won);
    renderRoutes(ROUTES, `/quotations/view/${won.id}`);
    expect(await screen.findByRole('button', { name: 'Make sales order' })).toBeInTheDocument();
  });

  it('makes the sales order after asking, then links to it', async () => {
    const user = userEvent.setup();
    const converted = makeQuotation({
      status: 'converted',
      version: 4,
      salesOrder: { id: IDS.salesOrder, orderNumber: null },
    });
    const { calls } = serve(won, (req) =>
      req.method === 'POST' && req.path.endsWith('/convert') ? json(converted) : undefined,
    );
    renderRoutes(ROUTES, `/quotations/view/${won.id}`);
    await user.click(await screen.findByRole('button', { name: 'Make sales order' }));
    await answerConfirm(user, true, /^Make a draft sales order for Bharat Auto Components/);
    await waitFor(() => expect(posted(calls, '/convert')).toEqual([{ version: 3 }]));
    expect(await screen.findByRole('link', { name: 'Sales order (draft)' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${IDS.salesOrder}`,
    );
    expect(button('Make sales order')).not.toBeInTheDocument();
  });
});
