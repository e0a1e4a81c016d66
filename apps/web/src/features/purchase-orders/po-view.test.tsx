import type { PurchaseOrder } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { COMPANY, IDS, LINES, makePurchaseOrder, userWith } from './po-fixtures';
import { PurchaseOrderViewPage } from './po-view-page';

const ROUTES = [
  { path: '/purchase-orders/view/:id', element: <PurchaseOrderViewPage /> },
  { path: '/purchase-orders', element: <p>purchase orders list</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const partly = makePurchaseOrder(
  {
    status: 'partly_received',
    remarks: 'Deliver to stores, gate 2',
    goodsReceipts: [
      {
        id: IDS.grn,
        grnNumber: 'GRN/2026-27/0004',
        status: 'received',
        receiptDate: '2026-05-18',
        supplierInvoiceNumber: 'SS/1123',
      },
    ],
  },
  [{ ...LINES[0], receivedQuantity: 100.25 } as (typeof LINES)[number], LINES[1] as (typeof LINES)[number]],
);
const draft = makePurchaseOrder({ id: IDS.draft, poNumber: null, status: 'draft', confirmedAt: null, version: 1 });

function serve(order: PurchaseOrder, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === `/api/purchase-orders/${order.id}` && req.method === 'GET') return json(order);
    if (req.path === '/api/company-settings') return json(COMPANY);
    if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
}

const document = () => screen.getByRole('article', { name: 'Purchase order' });
const region = (name: string) => within(document()).getByRole('region', { name });
const particular = (label: string) => within(document()).getByText(`${label}:`).nextElementSibling?.textContent;
const button = (name: string) => screen.queryByRole('button', { name });
const posted = (calls: FakeRequest[], end: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(end)).map((c) => c.body);
const signIn = (user = makeUser()) =>
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user });

beforeEach(() => signIn());

describe('purchase order view: the document', () => {
  it('prints the company as buyer, the order, the supplier, the lines to the gram, totals, words and terms', async () => {
    serve(partly);
    renderRoutes(ROUTES, `/purchase-orders/view/${partly.id}`);
    expect(await screen.findByRole('heading', { name: 'Purchase Order', level: 2 })).toBeInTheDocument();
    expect(within(region('Buyer')).getByText('Acme Precision Pvt Ltd')).toBeInTheDocument();
    expect(particular('PO No.')).toBe('PO/2026-27/0001');
    expect(particular('PO date')).toBe('11/05/2026');
    expect(particular('Delivery by')).toBe('25/05/2026');
    expect(particular('Payment terms')).toBe('30 days from receipt');
    expect(particular('Tax')).toBe('CGST + SGST (intra-state)');
    const supplier = region('Supplier');
    expect(within(supplier).getByText('Shree Steels')).toBeInTheDocument();
    expect(within(supplier).getByText('27AAFCS1234K1ZX')).toBeInTheDocument();
    expect(within(region('Deliver to')).getByText('Maharashtra (Code 27)')).toBeInTheDocument();

    const lines = within(document()).getByRole('table', { name: 'Purchase order lines' });
    const row = (text: string) =>
      within(within(lines).getByText(text).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Bright bar EN8 Ø25')).toEqual([
      '1',
      'Bright bar EN8 Ø2512 bars',
      '72142090',
      '250.5',
      'KGS',
      '78.50',
      '19,664.25',
      '18%',
      '1,769.78',
      '1,769.78',
      '23,203.81',
    ]);
    expect(row('Collet 25 mm')[1]).toBe('Collet 25 mmDeliver by 20/05/2026');
    expect(within(region('Purchase order totals')).getByText('Grand Total').nextElementSibling).toHaveTextContent(
      '₹29,104.00',
    );
    expect(within(document()).getByText('Rupees Twenty-Nine Thousand One Hundred Four Only')).toBeInTheDocument();
    const terms = region('Terms');
    expect(within(terms).getByText('Deliver to stores, gate 2')).toBeInTheDocument();
    expect(within(terms).getByText(/Quote PO No\. PO\/2026-27\/0001/)).toBeInTheDocument();
    expect(within(terms).getByText(/mill test certificate/)).toBeInTheDocument();
  });

  it('shows what has been received and left per line, and the goods receipts against the order', async () => {
    serve(partly);
    renderRoutes(ROUTES, `/purchase-orders/view/${partly.id}`);
    const received = await screen.findByRole('table', { name: 'Received per line' });
    expect(
      within(within(received).getByRole('row', { name: 'Line 1' }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Bright bar EN8 Ø25', '250.5 KGS', '100.25 KGS', '150.25 KGS']);
    expect(screen.getByRole('link', { name: 'GRN/2026-27/0004' })).toHaveAttribute(
      'href',
      `/goods-receipts/view/${IDS.grn}`,
    );
    expect(screen.getByText('Invoice SS/1123')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('marks a draft as no order yet, and a short-closed one with its reason', async () => {
    serve(draft);
    const { unmount } = renderRoutes(ROUTES, `/purchase-orders/view/${draft.id}`);
    expect(await screen.findByText('DRAFT — not an order until confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Received per line' })).not.toBeInTheDocument();
    unmount();
    const closed = makePurchaseOrder({ status: 'short_closed', statusReason: 'Rest not needed' });
    serve(closed);
    renderRoutes(ROUTES, `/purchase-orders/view/${closed.id}`);
    expect(await screen.findByText('SHORT-CLOSED — Rest not needed')).toBeInTheDocument();
  });
});

describe('purchase order view: the actions the flow offers', () => {
  it('offers a draft’s Edit, Delete and Confirm, and confirms after asking', async () => {
    const user = userEvent.setup();
    const { calls } = serve(draft, (req) =>
      req.method === 'POST' && req.path === `/api/purchase-orders/${IDS.draft}/confirm`
        ? json({ ...draft, status: 'confirmed', poNumber: 'PO/2026-27/0007', version: 2 })
        : undefined,
    );
    renderRoutes(ROUTES, `/purchase-orders/view/${draft.id}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/purchase-orders/edit/${IDS.draft}`,
    );
    expect(button('Delete')).toBeInTheDocument();
    expect(button('Short-close')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Receive goods' })).not.toBeInTheDocument();
    await user.click(button('Confirm') as HTMLElement);
    expect(await answerConfirm(user, true, /^Confirm this purchase order/)).toBe('Confirm');
    await waitFor(() => expect(posted(calls, '/confirm')).toEqual([{ version: 1 }]));
  });

  it('offers Receive goods, Short-close and (nothing received yet) Cancel on a confirmed order', async () => {
    const order = makePurchaseOrder();
    serve(order);
    renderRoutes(ROUTES, `/purchase-orders/view/${order.id}`);
    expect(await screen.findByRole('link', { name: 'Receive goods' })).toHaveAttribute(
      'href',
      `/goods-receipts/new?purchaseOrderId=${order.id}`,
    );
    expect(button('Short-close')).toBeInTheDocument();
    expect(button('Cancel Order')).toBeInTheDocument();
    expect(button('Confirm')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('short-closes with the reason typed; a partly received order cannot be cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = serve(partly, (req) =>
      req.method === 'POST' && req.path.endsWith('/close')
        ? json({ ...partly, status: 'short_closed', statusReason: 'Rest not needed', version: 3 })
        : undefined,
    );
    renderRoutes(ROUTES, `/purchase-orders/view/${partly.id}`);
    await user.click(await screen.findByRole('button', { name: 'Short-close' }));
    expect(button('Cancel Order')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm short-close' }));
    expect(screen.getByText('Give the reason for short-closing')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), '  Rest not needed ');
    await user.click(screen.getByRole('button', { name: 'Confirm short-close' }));
    await waitFor(() => expect(posted(calls, '/close')).toEqual([{ version: 2, reason: 'Rest not needed' }]));
  });

  it('leaves out what the user may not do: no Receive goods without goods receipts, no steps without their scope', async () => {
    signIn(userWith([{ scope: 'purchase-orders', actions: ['view', 'edit', 'delete'] }]));
    const order = makePurchaseOrder();
    serve(order);
    renderRoutes(ROUTES, `/purchase-orders/view/${order.id}`);
    await screen.findByRole('heading', { name: 'Purchase Order', level: 2 });
    expect(screen.queryByRole('link', { name: 'Receive goods' })).not.toBeInTheDocument();
    expect(button('Short-close')).not.toBeInTheDocument();
    expect(button('Cancel Order')).not.toBeInTheDocument();
    // Print and the PDF are for whoever may view it.
    expect(button('Print')).toBeInTheDocument();
    expect(button('Download PDF')).toBeInTheDocument();
  });
});
