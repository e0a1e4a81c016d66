import type { PurchaseOrder } from '@lathe/shared';
import { FLOW_WITH_ADDED_STEPS } from '@lathe/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { defineDocumentScreens } from '../../components/document/document-declaration';
import { DocumentViewPage } from '../../components/document/document-view-page';
import { useAuthStore } from '../../lib/auth-store';
import { defineDocumentResource } from '../../lib/resource-api';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { PurchaseOrderStatusBadge } from './po-badges';
import { COMPANY, makePurchaseOrder, userWith } from './po-fixtures';

/*
 * A step added to a document's flow, with its words, gets its button, its panel and its request
 * with no other edit: the purchase order's flow with two steps it does not have (Expedite, Hold),
 * drawn by the kit.
 */
const FLOW = FLOW_WITH_ADDED_STEPS;

const screens = defineDocumentScreens<PurchaseOrder, string>({
  flow: FLOW,
  resource: defineDocumentResource<PurchaseOrder, object, string>('purchase-orders', FLOW, { updateMethod: 'PUT' }),
  path: '/purchase-orders',
  listTitle: 'Purchase Orders',
  name: (order) => ({ number: order.poNumber, about: order.supplierName }),
  Badge: PurchaseOrderStatusBadge,
});

const ROUTES = [
  {
    path: '/purchase-orders/view/:id',
    element: <DocumentViewPage screens={screens}>{(order) => <p>Order {order.poNumber}</p>}</DocumentViewPage>,
  },
];

const order = makePurchaseOrder();
function serve() {
  return stubFetch((req) => {
    if (req.method === 'POST' && req.path === `/api/purchase-orders/${order.id}/expedite`) return json(order);
    if (req.method === 'POST' && req.path === `/api/purchase-orders/${order.id}/hold`) return json(order);
    if (req.path === `/api/purchase-orders/${order.id}`) return json(order);
    if (req.path === '/api/company-settings') return json(COMPANY);
    if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
}
const posted = (calls: FakeRequest[], end: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(end)).map((c) => c.body);
const signIn = (user = makeUser()) =>
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user });

beforeEach(() => signIn());

describe('a step added to the flow', () => {
  it('gets its button, asks its question and sends it to its own route', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, `/purchase-orders/view/${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'Expedite' }));
    expect(await answerConfirm(user, true, `Ask ${order.supplierName} to hurry this order?`)).toBe('Expedite');
    await waitFor(() => expect(posted(calls, '/expedite')).toEqual([{ version: order.version }]));
  });

  it('gets its panel in its own words when it asks why, and sends the reason', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, `/purchase-orders/view/${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'Hold' }));
    expect(screen.getByRole('heading', { name: `Hold purchase order ${order.poNumber}` })).toBeInTheDocument();
    expect(screen.getByText('Nothing more is received until it is released.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm hold' }));
    expect(screen.getByText('Give the reason for holding')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Price under review');
    await user.click(screen.getByRole('button', { name: 'Confirm hold' }));
    await waitFor(() =>
      expect(posted(calls, '/hold')).toEqual([{ version: order.version, reason: 'Price under review' }]),
    );
  });

  it('is not offered to a user without its permission, nor on a status it does not start from', async () => {
    signIn(
      userWith([
        { scope: 'purchase-order-status', actions: ['edit'] },
        { scope: 'purchase-orders', actions: ['view'] },
      ]),
    );
    serve();
    const { unmount } = renderRoutes(ROUTES, `/purchase-orders/view/${order.id}`);
    expect(await screen.findByRole('button', { name: 'Expedite' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hold' })).not.toBeInTheDocument();
    unmount();
    signIn();
    const draft = { ...order, status: 'draft' as const, poNumber: null };
    stubFetch((req) => (req.path === `/api/purchase-orders/${order.id}` ? json(draft) : json({ data: [], total: 0 })));
    renderRoutes(ROUTES, `/purchase-orders/view/${order.id}`);
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Expedite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hold' })).not.toBeInTheDocument();
  });
});
