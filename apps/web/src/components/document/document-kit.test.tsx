import { type DocumentName, defineFlow, nounOf } from '@lathe/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAuthStore } from '../../lib/auth-store';
import { defineDocumentResource } from '../../lib/resource-api';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { EntityForm } from '../form/entity-form';
import { PageHeader } from '../ui/card';
import { defineDocumentScreens } from './document-declaration';
import { DocumentFormPage } from './document-form-page';
import { DocumentViewPage } from './document-view-page';
import { useDraftEditor } from './use-draft-editor';

/*
 * What the kit does for a document whose flow's noun covers several kinds (a note is a credit or
 * a debit note), with tools of its own that are no step, a check before its form sends anything
 * and a heading over its edit form while the draft loads: an order that is a "Rush Order" or a
 * "Plain Order", drawn by the kit.
 */
type Status = 'draft' | 'confirmed';
interface Order {
  id: string;
  version: number;
  status: Status;
  number: string | null;
  kind: 'rush' | 'plain';
}

const KIND_LABELS = { rush: 'Rush Order', plain: 'Plain Order' } as const;
const noun = (order: DocumentName) => nounOf({ noun: 'order' }, order);

const FLOW = defineFlow<Status, { status: Status }, 'edit' | 'delete' | 'confirm' | 'cancel'>({
  noun: 'order',
  statuses: ['draft', 'confirmed'],
  steps: {
    edit: {
      from: ['draft'],
      permission: { scope: 'purchase-orders', action: 'edit' },
      refusal: () => 'Only a draft order can be edited',
    },
    delete: {
      from: ['draft'],
      permission: { scope: 'purchase-orders', action: 'delete' },
      refusal: () => 'Only a draft order can be deleted',
    },
    confirm: {
      from: ['draft'],
      to: 'confirmed',
      permission: { scope: 'purchase-order-status', action: 'create' },
      refusal: () => 'Only a draft order can be confirmed',
      screen: {
        take: 'ask',
        label: 'Confirm',
        icon: 'check',
        summary: 'Confirms a draft order',
        question: (order) => `Confirm this ${noun(order)}?`,
        done: (order) => `${order.noun ?? 'Order'} ${order.number ?? ''} confirmed`,
        failed: (order) => `Failed to confirm ${noun(order)}`,
      },
    },
    cancel: {
      from: ['confirmed'],
      to: 'draft',
      permission: { scope: 'purchase-order-status', action: 'delete' },
      reason: true,
      refusal: () => 'Only a confirmed order can be cancelled',
      screen: {
        take: 'reason',
        label: 'Cancel Order',
        icon: 'ban',
        summary: 'Cancels a confirmed order',
        panel: {
          title: (order) => `Cancel ${noun(order)} ${order.number ?? ''}`,
          intro: 'It stays on record.',
          confirm: 'Confirm cancellation',
          keep: 'Keep order',
        },
        done: (order) => `${order.noun ?? 'Order'} ${order.number ?? ''} cancelled`,
        failed: (order) => `Failed to cancel ${noun(order)}`,
      },
    },
  },
  saveAnd: { step: 'confirm', summary: 'Saves and confirms' },
});

const screens = defineDocumentScreens<Order, string>({
  flow: FLOW,
  resource: defineDocumentResource<Order, object, string>('purchase-orders', FLOW, { updateMethod: 'PUT' }),
  path: '/purchase-orders',
  listTitle: 'Orders',
  name: (order) => ({ number: order.number, noun: KIND_LABELS[order.kind] }),
  Badge: ({ status }) => <span>{status}</span>,
});

const draft: Order = { id: 'o-1', version: 1, status: 'draft', number: null, kind: 'rush' };
const confirmed: Order = { ...draft, status: 'confirmed', number: 'PO/2026-27/0009', version: 2 };

function serve(order: Order, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === `/api/purchase-orders/${order.id}` && req.method === 'GET') return json(order);
    if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
}

const VIEW = [
  {
    path: '/purchase-orders/view/:id',
    element: (
      <DocumentViewPage screens={screens} tools={(order) => <button type="button">Tool of {order.kind}</button>}>
        {(order) => <p>Order {order.number}</p>}
      </DocumentViewPage>
    ),
  },
  { path: '/purchase-orders', element: <p>the list</p> },
];

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('a document named by its own kind', () => {
  it('is titled and deleted as its kind, and its tools stand between the PDF and the flow’s buttons', async () => {
    const user = userEvent.setup();
    serve(draft, (req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderRoutes(VIEW, `/purchase-orders/view/${draft.id}`);
    const tool = await screen.findByRole('button', { name: 'Tool of rush' });
    expect(screen.getByRole('heading', { name: 'Rush Order (draft)', level: 1 })).toBeInTheDocument();
    const print = screen.getByRole('button', { name: 'Print' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(print.compareDocumentPosition(tool) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tool.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this draft rush order?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft rush order deleted successfully'));
  });

  it('asks, reports and fails a step in its kind’s words', async () => {
    const user = userEvent.setup();
    serve(draft, (req) => (req.path.endsWith('/confirm') ? errorBody(409, '') : undefined));
    renderRoutes(VIEW, `/purchase-orders/view/${draft.id}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await answerConfirm(user, true, 'Confirm this rush order?');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to confirm rush order'));
  });

  it('titles the panel of a step that asks why, and its failure, by its kind', async () => {
    const user = userEvent.setup();
    serve(confirmed, (req) => (req.path.endsWith('/cancel') ? errorBody(409, '') : undefined));
    renderRoutes(VIEW, `/purchase-orders/view/${confirmed.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    expect(screen.getByRole('heading', { name: 'Cancel rush order PO/2026-27/0009' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Not needed');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to cancel rush order'));
  });
});

const schema = z.object({ kind: z.enum(['rush', 'plain']) });
let dispatchedEnough = false;

function Editor({ order }: { order?: Order }) {
  const editor = useDraftEditor(screens, {
    document: order,
    body: (values: z.infer<typeof schema>, version) => ({ ...values, version }),
    noun: (values) => KIND_LABELS[values.kind],
    check: async (_values, intent) => dispatchedEnough || intent === 'draft',
    saveFailed: 'Failed to save order',
  });
  return (
    <EntityForm schema={schema} defaultValues={{ kind: order?.kind ?? 'plain' }} {...editor}>
      <p>Fields</p>
    </EntityForm>
  );
}

const FORM = [
  {
    path: '/purchase-orders/new',
    element: (
      <DocumentFormPage screens={screens} New={() => <Editor />} Edit={({ document }) => <Editor order={document} />} />
    ),
  },
  {
    path: '/purchase-orders/edit/:id',
    element: (
      <DocumentFormPage
        screens={screens}
        New={() => <Editor />}
        Edit={({ document }) => <Editor order={document} />}
        editHeader={(order) => (
          <PageHeader
            title="Edit Order"
            description={order && `A ${noun({ number: null, noun: KIND_LABELS[order.kind] })}`}
          />
        )}
      />
    ),
  },
  { path: '*', element: <p>elsewhere</p> },
];

describe('a draft form', () => {
  beforeEach(() => {
    dispatchedEnough = false;
  });

  it('sends nothing and reports nothing when its check says no, and asks in the kind typed', async () => {
    const user = userEvent.setup();
    const { calls } = serve(draft, (req) =>
      req.method === 'POST' && req.path === '/api/purchase-orders/confirm' ? errorBody(409, '') : undefined,
    );
    renderRoutes(FORM, '/purchase-orders/new');
    await user.click(screen.getByRole('button', { name: 'Save & Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save & Confirm' })).toBeEnabled());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(toast.error).not.toHaveBeenCalled();

    dispatchedEnough = true;
    await user.click(screen.getByRole('button', { name: 'Save & Confirm' }));
    await answerConfirm(user, true, 'Confirm this plain order?');
    // The form's failure names no document: the flow's noun.
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to confirm order'));
  });

  it('shows the edit form’s heading while the draft loads, then what the draft tells', async () => {
    serve(draft);
    renderRoutes(FORM, `/purchase-orders/edit/${draft.id}`);
    expect(screen.getByRole('heading', { name: 'Edit Order' })).toBeInTheDocument();
    expect(await screen.findByText('A rush order')).toBeInTheDocument();
    expect(screen.getByText('Fields')).toBeInTheDocument();
  });
});
