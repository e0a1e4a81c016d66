import type { Note } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, makeNote, userWith } from './note-fixtures';
import { NoteViewPage } from './note-view-page';

const ROUTES = [
  { path: '/notes/view/:id', element: <NoteViewPage /> },
  { path: '/notes', element: <p>notes list</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const issued = makeNote({ remarks: 'Rejected at incoming inspection, GRN 4471' });
const draft = makeNote({ id: IDS.draft, noteNumber: null, status: 'draft', issuedAt: null, version: 1 });

function serve(note: Note, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === `/api/notes/${note.id}` && req.method === 'GET') return json(note);
    return errorBody(404, 'Not found');
  });
}

const document = () => screen.getByRole('article', { name: 'Credit Note' });
const region = (name: string) => within(document()).getByRole('region', { name });
const particular = (label: string) => within(document()).getByText(`${label}:`).nextElementSibling?.textContent;
const button = (name: string) => screen.queryByRole('button', { name });
const posted = (calls: FakeRequest[], end: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(end)).map((c) => c.body);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('note view: the document', () => {
  it('prints what a credit note carries: seller, number, the invoice it adjusts, recipient, reason, lines, totals, words, HSN summary, signature', async () => {
    serve(issued);
    renderRoutes(ROUTES, `/notes/view/${issued.id}`);
    expect(await screen.findByRole('heading', { name: 'Credit Note', level: 2 })).toBeInTheDocument();
    const seller = region('Seller');
    expect(within(seller).getByText('Acme Precision Pvt Ltd')).toBeInTheDocument();
    expect(within(seller).getByText('27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(particular('Note No.')).toBe('CN/2026-27/0001');
    expect(particular('Note date')).toBe('02/05/2026');
    expect(particular('Against Invoice No.')).toBe('INV/2026-27/0001 dated 10/04/2026');
    expect(particular('Place of supply')).toBe('Maharashtra (Code 27)');
    expect(particular('Reason')).toBe('Goods returned (rejected pieces)');
    const recipient = region('Recipient');
    expect(within(recipient).getByText('Deccan Auto Components')).toBeInTheDocument();
    expect(within(recipient).getByText('27AAACD1234F1Z5')).toBeInTheDocument();
    expect(within(region('Remarks')).getByText('Rejected at incoming inspection, GRN 4471')).toBeInTheDocument();

    const lines = within(document()).getByRole('table', { name: 'Note lines' });
    // 100 × ₹42.50 = ₹4,250.00, 9 % each way = ₹382.50.
    expect(
      within(within(lines).getByText('Impeller hub').closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'Impeller hub',
      '84139190',
      '100',
      'NOS',
      '42.50',
      '4,250.00',
      '18%',
      '382.50',
      '382.50',
      '5,015.00',
    ]);
    const totals = region('Note totals');
    expect(within(totals).getByText('Taxable value').nextElementSibling).toHaveTextContent('₹4,250.00');
    expect(within(totals).getByText('CGST').nextElementSibling).toHaveTextContent('₹382.50');
    expect(within(totals).getByText('SGST').nextElementSibling).toHaveTextContent('₹382.50');
    expect(within(totals).getByText('Round off').nextElementSibling).toHaveTextContent('₹0.00');
    expect(within(totals).getByText('Grand Total').nextElementSibling).toHaveTextContent('₹5,015.00');
    expect(within(document()).getByText(issued.amountInWords)).toBeInTheDocument();
    const hsn = within(document()).getByRole('table', { name: 'HSN-wise tax summary' });
    expect(
      within(hsn)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['84139190', '4,250.00', '18%', '382.50', '382.50', '765.00'],
      ['4,250.00', '', '382.50', '382.50', '765.00'],
    ]);
    expect(within(document()).getByText('For Acme Precision Pvt Ltd')).toBeInTheDocument();
    expect(within(document()).getByText('Authorised Signatory')).toBeInTheDocument();
    expect(within(document()).queryByText(/DRAFT|CANCELLED/)).not.toBeInTheDocument();
  });

  it('titles a debit note so, and taxes an inter-state one with IGST', async () => {
    const debit = makeNote({
      kind: 'debit',
      noteNumber: 'DN/2026-27/0001',
      reason: 'rate_correction',
      taxType: 'inter',
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
    });
    serve(debit);
    renderRoutes(ROUTES, `/notes/view/${debit.id}`);
    const article = await screen.findByRole('article', { name: 'Debit Note' });
    expect(within(article).getByRole('heading', { name: 'Debit Note' })).toBeInTheDocument();
    const lines = within(article).getByRole('table', { name: 'Note lines' });
    expect(within(lines).getByRole('columnheader', { name: 'IGST (₹)' })).toBeInTheDocument();
    expect(within(lines).queryByRole('columnheader', { name: 'CGST (₹)' })).not.toBeInTheDocument();
    expect(within(article).getByText('Reason:').nextElementSibling).toHaveTextContent('Rate or value correction');
    expect(within(article).getByText('Place of supply:').nextElementSibling).toHaveTextContent('Karnataka (Code 29)');
  });

  it('prints through the browser', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    serve(issued);
    renderRoutes(ROUTES, `/notes/view/${issued.id}`);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/notes');
  });
});

describe('note view: what can be done, by status and permission', () => {
  it('a draft: marked, edited, issued after the question, or deleted', async () => {
    const user = userEvent.setup();
    const { calls } = serve(draft, (req) =>
      req.method === 'POST' && req.path.endsWith('/issue') ? json(makeNote({ id: IDS.draft, version: 2 })) : undefined,
    );
    renderRoutes(ROUTES, `/notes/view/${IDS.draft}`);
    expect(await screen.findByText('DRAFT — not a credit note until issued')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/notes/edit/${IDS.draft}`);
    expect(button('Delete')).toBeInTheDocument();
    expect(button('Cancel Note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    const label = await answerConfirm(
      user,
      true,
      'Issue this credit note? It takes the next credit note number and changes what INV/2026-27/0001 owes.',
    );
    expect(label).toBe('Issue');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Credit Note CN/2026-27/0001 issued'));
    expect(posted(calls, `/api/notes/${IDS.draft}/issue`)).toEqual([{ version: 1 }]);
    // Issued: numbered, no longer a draft's buttons, and cancellable.
    expect(await screen.findByText('CN/2026-27/0001')).toBeInTheDocument();
    expect(screen.queryByText('DRAFT — not a credit note until issued')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(button('Delete')).not.toBeInTheDocument();
    expect(button('Cancel Note')).toBeInTheDocument();
  });

  it('deletes a draft after the confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const { calls } = serve(draft, (req) =>
      req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    const { router } = renderRoutes(ROUTES, `/notes/view/${IDS.draft}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this draft credit note?');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/notes/${IDS.draft}`]);
    expect(toast.success).toHaveBeenCalledWith('Draft credit note deleted successfully');
  });

  it('an issued note: cancelled with a reason, then marked cancelled', async () => {
    const user = userEvent.setup();
    const cancelled = makeNote({ status: 'cancelled', cancelReason: 'Raised against the wrong line', version: 3 });
    const { calls } = serve(issued, (req) => (req.path.endsWith('/cancel') ? json(cancelled) : undefined));
    renderRoutes(ROUTES, `/notes/view/${issued.id}`);
    expect(await screen.findByText('Issued')).toBeInTheDocument();
    expect(button('Issue')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Note' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Give the reason for cancelling');
    await user.type(screen.getByLabelText('Reason'), 'Raised against the wrong line');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Credit Note CN/2026-27/0001 cancelled'));
    expect(posted(calls, '/cancel')).toEqual([{ version: 2, reason: 'Raised against the wrong line' }]);
    expect(await screen.findByText('CANCELLED — Raised against the wrong line')).toBeInTheDocument();
    expect(button('Cancel Note')).not.toBeInTheDocument();
  });

  it('a refused cancel says why', async () => {
    const user = userEvent.setup();
    serve(issued, (req) =>
      req.path.endsWith('/cancel')
        ? errorBody(409, 'Payments on INV/2026-27/0001 already count this debit note; remove a payment first')
        : undefined,
    );
    renderRoutes(ROUTES, `/notes/view/${issued.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel Note' }));
    await user.type(screen.getByLabelText('Reason'), 'Wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Payments on INV/2026-27/0001 already count this debit note; remove a payment first',
      ),
    );
  });

  it('a clerk who makes invoices but may not issue or cancel edits and deletes drafts only', async () => {
    useAuthStore
      .getState()
      .userLoaded(userWith([{ scope: 'invoices', actions: ['view', 'create', 'edit', 'delete'] }]));
    serve(draft);
    const { unmount } = renderRoutes(ROUTES, `/notes/view/${IDS.draft}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(button('Delete')).toBeInTheDocument();
    expect(button('Issue')).not.toBeInTheDocument();
    unmount();
    serve(issued);
    renderRoutes(ROUTES, `/notes/view/${issued.id}`);
    await screen.findByRole('article', { name: 'Credit Note' });
    expect(button('Cancel Note')).not.toBeInTheDocument();
  });

  it('whoever may only view sees the note and Print, nothing else', async () => {
    useAuthStore.getState().userLoaded(userWith([{ scope: 'invoices', actions: ['view'] }]));
    serve(draft);
    renderRoutes(ROUTES, `/notes/view/${IDS.draft}`);
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    for (const name of ['Delete', 'Issue', 'Cancel Note']) expect(button(name)).not.toBeInTheDocument();
  });

  it('says so when the note does not exist', async () => {
    stubFetch(() => errorBody(404, 'Note not found'));
    renderRoutes(ROUTES, `/notes/view/${IDS.issued}`);
    expect(await screen.findByText('Note not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Notes' })).toHaveAttribute('href', '/notes');
  });
});
