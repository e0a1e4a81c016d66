import type { GoodsReceipt } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { draftReceipt, IDS, makeReceipt, userWith } from './goods-receipt-fixtures';
import { GoodsReceiptViewPage } from './goods-receipt-view-page';

const ROUTES = [
  { path: '/goods-receipts/view/:id', element: <GoodsReceiptViewPage /> },
  { path: '/goods-receipts', element: <p>receipts list</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const received = makeReceipt({ remarks: 'Unloaded at bay 2' });

function serve(receipt: GoodsReceipt, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === `/api/goods-receipts/${receipt.id}` && req.method === 'GET') return json(receipt);
    if (req.path === '/api/company-settings') return json({ name: 'Acme Precision Pvt Ltd', address: 'Pune' });
    return errorBody(404, 'Not found');
  });
}

const document = () => screen.getByRole('article', { name: 'Goods receipt note' });
const particular = (label: string) => within(document()).getByText(`${label}:`).nextElementSibling?.textContent;
const button = (name: string) => screen.queryByRole('button', { name });
const posted = (calls: FakeRequest[], end: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(end)).map((c) => c.body);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('goods receipt view: the document', () => {
  it('prints the GRN: number, dates, order and invoice, each line’s quantities, heat and certificate, rejections', async () => {
    const { calls } = serve(received, (req) =>
      req.path === `/api/material-certificates/${IDS.certificate}`
        ? new Response('%PDF-1.4', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="MTC H123 Tata Steel.pdf"`,
            },
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(ROUTES, `/goods-receipts/view/${received.id}`);
    expect(await screen.findByRole('heading', { name: 'Goods Receipt Note', level: 2 })).toBeInTheDocument();
    expect(particular('GRN No.')).toBe('GRN/2026-27/0003');
    expect(particular('Receipt date')).toBe('12/05/2026');
    expect(particular('PO No.')).toBe('PO/2026-27/0007');
    expect(within(document()).getByRole('link', { name: 'PO/2026-27/0007' })).toHaveAttribute(
      'href',
      `/purchase-orders/view/${received.purchaseOrderId}`,
    );
    expect(particular('Supplier')).toBe('Shree Steels');
    expect(particular('Supplier invoice')).toBe('SS/2026/118 dated 11/05/2026');
    expect(particular('Vehicle No.')).toBe('MH12AB1234');
    const row = within(document()).getByRole('row', { name: 'Line 1' });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'Bright bar EN8 Ø25',
      'KGS',
      '2,000',
      '2,000',
      '1,980',
      '20',
      '33',
      'H123',
      'YesMTC H123 Tata Steel.pdf',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Rejections' })).getByText(/Line 1: 20 KGS rejected/),
    ).toHaveTextContent('Line 1: 20 KGS rejected — Two bars bent in transit');
    expect(within(screen.getByRole('region', { name: 'Remarks' })).getByText('Unloaded at bay 2')).toBeInTheDocument();
    // The certificate downloads with the user's token.
    await user.click(
      within(row).getByRole('button', { name: 'Download the mill test certificate MTC H123 Tata Steel.pdf' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/material-certificates/${IDS.certificate}`)).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('marks a draft and a cancelled receipt on the page', async () => {
    serve(draftReceipt());
    const { unmount } = renderRoutes(ROUTES, `/goods-receipts/view/${IDS.draft}`);
    expect(await screen.findByRole('note')).toHaveTextContent('DRAFT — the goods are not in stock until received');
    unmount();
    const cancelled = makeReceipt({ status: 'cancelled', cancelReason: 'Wrong grade sent' });
    serve(cancelled);
    renderRoutes(ROUTES, `/goods-receipts/view/${cancelled.id}`);
    expect(await screen.findByRole('note')).toHaveTextContent('CANCELLED — Wrong grade sent');
  });
});

describe('goods receipt view: what can be done', () => {
  it('receives a draft after asking, with the version read', async () => {
    const user = userEvent.setup();
    const draft = draftReceipt();
    const { calls } = serve(draft, (req) =>
      req.method === 'POST' && req.path === `/api/goods-receipts/${IDS.draft}/receive`
        ? json({ ...received, id: IDS.draft })
        : undefined,
    );
    renderRoutes(ROUTES, `/goods-receipts/view/${IDS.draft}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/goods-receipts/edit/${IDS.draft}`,
    );
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await answerConfirm(user, true, /^Receive these goods\?/)).toBe('Receive');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Goods receipt GRN/2026-27/0003 received'));
    expect(posted(calls, '/receive')).toEqual([{ version: 1 }]);
    // The page shows the receipt as the server answered it: numbered, to be cancelled, no longer edited.
    expect(await screen.findByRole('button', { name: 'Cancel GRN' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('cancels a received GRN with why; the ledger’s refusal is shown', async () => {
    const user = userEvent.setup();
    const { calls } = serve(received, (req) =>
      req.method === 'POST' && req.path.endsWith('/cancel')
        ? errorBody(400, 'Only 60 kg of EN8 Ø25, heat H123 in stock', {
            'lines.0.acceptedQuantity': 'Only 60 kg of EN8 Ø25, heat H123 in stock',
          })
        : undefined,
    );
    renderRoutes(ROUTES, `/goods-receipts/view/${received.id}`);
    expect(await screen.findByRole('button', { name: 'Cancel GRN' })).toBeInTheDocument();
    expect(button('Receive')).not.toBeInTheDocument();
    expect(button('Delete')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel GRN' }));
    await user.type(screen.getByLabelText('Reason'), 'Wrong grade sent');
    expect(screen.getByRole('heading', { name: 'Cancel goods receipt GRN/2026-27/0003' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Only 60 kg of EN8 Ø25, heat H123 in stock'));
    expect(posted(calls, '/cancel')).toEqual([{ version: 2, reason: 'Wrong grade sent' }]);
  });

  it('offers only what the user may do: a viewer prints and downloads', async () => {
    useAuthStore.getState().userLoaded(userWith([{ scope: 'goods-receipts', actions: ['view'] }]));
    serve(draftReceipt());
    renderRoutes(ROUTES, `/goods-receipts/view/${IDS.draft}`);
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(button('Receive')).not.toBeInTheDocument();
    expect(button('Delete')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    // Purchase orders are not theirs to open: the order's number, not a link to an empty page.
    expect(particular('PO No.')).toBe('PO/2026-27/0007');
    expect(within(document()).queryByRole('link', { name: 'PO/2026-27/0007' })).not.toBeInTheDocument();
  });
});
