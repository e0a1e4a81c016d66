import { defineFlow, type StatusFacts } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { defineDocumentResource } from '../../lib/resource-api';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { defineDocumentScreens } from './document-declaration';
import { DocumentFormPage } from './document-form-page';
import { DocumentViewPage } from './document-view-page';
import { FlowActionRow } from './flow-actions';

/*
 * A document kept on record rather than printed, whose steps open by address (the sales order's
 * way), drawn by the kit from its declaration alone: headed by its title over a row of its buttons,
 * a step that asks why a link to `?action={step}` opening a dialog, the draft's buttons in the
 * flow's own words, and the form's row leaving out what the form itself does.
 */
type Status = 'draft' | 'open' | 'stopped';
interface Ticket extends StatusFacts<Status> {
  id: string;
  version: number;
  number: string | null;
}

const status = { scope: 'sales-order-status', action: 'edit' } as const;
const FLOW = defineFlow<Status, Ticket, 'edit' | 'delete' | 'open' | 'stop'>({
  noun: 'ticket',
  statuses: ['draft', 'open', 'stopped'],
  steps: {
    edit: { from: ['draft'], permission: { scope: 'sales-orders', action: 'edit' }, refusal: () => 'Drafts only' },
    delete: { from: ['draft'], permission: { scope: 'sales-orders', action: 'delete' }, refusal: () => 'Drafts only' },
    open: {
      from: ['draft'],
      to: 'open',
      permission: { scope: 'sales-orders', action: 'edit' },
      refusal: () => 'Drafts only',
      screen: {
        take: 'ask',
        label: 'Open',
        icon: 'check',
        summary: 'Opens a draft ticket',
        question: () => 'Open this ticket?',
        done: ({ number }) => `Ticket ${number} opened`,
        failed: 'Failed to open ticket',
      },
    },
    stop: {
      from: ['open'],
      to: 'stopped',
      permission: status,
      reason: true,
      refusal: () => 'Open tickets only',
      screen: {
        take: 'reason',
        label: 'Stop',
        icon: 'stop',
        emphasis: 'secondary',
        summary: 'Stops an open ticket',
        panel: {
          title: () => 'Stop ticket',
          intro: 'Nothing more happens on it.',
          confirm: 'Stop Ticket',
          keep: 'Back',
          required: 'Say why',
        },
        done: ({ number }) => `Ticket ${number} stopped`,
        failed: 'Failed to stop ticket',
      },
    },
  },
  saveAnd: { step: 'open', summary: 'Saves and opens', unasked: true },
  draftButtons: { edit: 'Edit Draft', delete: 'Delete Draft', noun: 'ticket' },
});

const screens = defineDocumentScreens<Ticket, string>({
  flow: FLOW,
  resource: defineDocumentResource<Ticket, object, string>('tickets', FLOW, { updateMethod: 'PUT' }),
  path: '/tickets',
  listTitle: 'Tickets',
  name: (ticket) => ({ number: ticket.number }),
  Badge: ({ status: shown }) => <span>{shown === 'open' ? 'Open now' : shown}</span>,
  historyEntity: 'sales-orders',
  heading: 'Ticket',
  addressed: true,
});

const ROUTES = [
  { path: '/tickets', element: <p>the list</p> },
  {
    path: '/tickets/edit/:id',
    element: (
      <DocumentFormPage
        screens={screens}
        New={() => <p>a new ticket</p>}
        Edit={({ document }) => <FlowActionRow screens={screens} document={document} onForm />}
      />
    ),
  },
  {
    path: '/tickets/view/:id',
    element: <DocumentViewPage screens={screens}>{() => <p>its sections</p>}</DocumentViewPage>,
  },
];

const open: Ticket = { id: 't1', version: 3, status: 'open', number: 'T/0001' };
const draft: Ticket = { id: 't2', version: 1, status: 'draft', number: null };

function serve(start: Ticket) {
  const state = { ticket: start };
  const stub = stubFetch((req) => {
    if (req.method === 'POST' && req.path === `/api/tickets/${start.id}/stop`) {
      state.ticket = { ...state.ticket, status: 'stopped', version: state.ticket.version + 1 };
      return json(state.ticket);
    }
    if (req.method === 'DELETE') return new Response(null, { status: 204 });
    if (req.path === `/api/tickets/${start.id}`) return json(state.ticket);
    if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
  return { ...stub, state };
}
const posted = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

beforeEach(() => {
  useAuthStore.setState({ user: makeUser() });
});

describe('a document kept on record, its steps opened by address', () => {
  it('is headed by its title over a row of its buttons, a step that asks why a link to its address', async () => {
    serve(open);
    renderRoutes(ROUTES, '/tickets/view/t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket T/0001' })).toBeInTheDocument();
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.getByText('its sections')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stop' })).toHaveAttribute('href', '/tickets/view/t1?action=stop');
    // No printed document's toolbar.
    expect(screen.queryByRole('link', { name: 'Back to list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('opens the step in a dialog at its address, asks for the reason, sends it and closes', async () => {
    const user = userEvent.setup();
    const { calls } = serve(open);
    const { router } = renderRoutes(ROUTES, '/tickets/view/t1');
    await user.click(await screen.findByRole('link', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop ticket' });
    expect(within(dialog).getByText('Nothing more happens on it.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Reason')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Stop Ticket' }));
    expect(within(dialog).getByText('Say why')).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Stop Ticket' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ticket T/0001 stopped'));
    expect(posted(calls)).toEqual([['/api/tickets/t1/stop', { version: 3, reason: 'Duplicate' }]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('closes the dialog on Escape and on its keep link, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = serve(open);
    const { router } = renderRoutes(ROUTES, '/tickets/view/t1?action=stop');
    await screen.findByRole('dialog', { name: 'Stop ticket' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('link', { name: 'Stop' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(calls)).toEqual([]);
  });

  it('opens no dialog at the address of a step the user may not take, nor of a step the flow does not have', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'sales-orders', actions: ['view'] }]) });
    serve(open);
    const { unmount } = renderRoutes(ROUTES, '/tickets/view/t1?action=stop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket T/0001' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stop' })).not.toBeInTheDocument();
    unmount();
    useAuthStore.setState({ user: makeUser() });
    renderRoutes(ROUTES, '/tickets/view/t1?action=nothing');
    expect(await screen.findByRole('link', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("words a draft's buttons as the flow says, and deletes asking of its noun", async () => {
    const user = userEvent.setup();
    const { calls } = serve(draft);
    const { router } = renderRoutes(ROUTES, '/tickets/view/t2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Draft' })).toHaveAttribute('href', '/tickets/edit/t2');
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Draft' }));
    expect(await answerConfirm(user, true, 'Are you sure you want to delete this ticket?')).toBe('Delete');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets'));
    expect(toast.success).toHaveBeenCalledWith('Ticket deleted successfully');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/tickets/t2']);
  });

  it("leaves the edit and the save-and step out of the draft form's row: the form is both", async () => {
    serve(draft);
    renderRoutes(ROUTES, '/tickets/edit/t2');
    expect(await screen.findByRole('button', { name: 'Delete Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });

  it('moves a document no longer a draft from its edit address to its view, keeping the step asked for', async () => {
    serve(open);
    const { router } = renderRoutes(ROUTES, '/tickets/edit/t1?action=stop');
    expect(await screen.findByRole('dialog', { name: 'Stop ticket' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tickets/view/t1');
  });
});
