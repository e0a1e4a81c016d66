import { amountInWords, computeGst, formatRupees, todayIn } from '@lathe/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, INVOICE, makeNote, userWith } from './note-fixtures';
import { NoteFormPage } from './note-form-page';

const ROUTES = [
  { path: '/notes/new', element: <NoteFormPage /> },
  { path: '/notes/edit/:id', element: <NoteFormPage /> },
  { path: '/notes/view/:id', element: <p>note view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const NEW_CREDIT = `/notes/new?invoiceId=${IDS.invoice}&kind=credit`;
const HUB = '#1 Impeller hub — 1,000 NOS @ ₹42.50';
const RING = '#2 Spacer ring — 1,000 NOS @ ₹6.35';

const draft = makeNote({ id: IDS.draft, noteNumber: null, status: 'draft', issuedAt: null, version: 1 });
const issued = makeNote({ id: IDS.issued, version: 2 });

type Handler = (req: FakeRequest) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === `/api/invoices/${IDS.invoice}` && req.method === 'GET') return json(INVOICE);
    if (req.path === `/api/notes/${IDS.draft}` && req.method === 'GET') return json(draft);
    return errorBody(404, 'Not found');
  });
}

const line = (n: number) => screen.getByRole('row', { name: `Line ${n}` });
const inLine = (n: number, label: string) => within(line(n)).getByLabelText(label, { exact: true });
const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** A figure of the live totals panel, by its label. */
const total = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals' })).getByText(label, { selector: 'dt' }).nextElementSibling
    ?.textContent;
const sent = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('note form: a new note starts from its invoice', () => {
  it('shows the invoice as the API reads it, and a credit note’s defaults with section 34’s last day', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, NEW_CREDIT);
    const header = await screen.findByRole('region', { name: 'Invoice' });
    expect(screen.getByRole('heading', { name: 'New Note' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'INV/2026-27/0001' })).toHaveAttribute(
      'href',
      `/invoices/view/${IDS.invoice}`,
    );
    expect(within(header).getByText('10/04/2026')).toBeInTheDocument();
    expect(within(header).getByText('DAC01 Deccan Auto Components')).toBeInTheDocument();
    expect(within(header).getByText('Balance due').nextElementSibling).toHaveTextContent('₹57,262.00');
    expect(calls.map((c) => c.path)).toContain(`/api/invoices/${IDS.invoice}`);

    expect(field('Kind')).toHaveValue('credit');
    expect(field('Reason')).toHaveValue('goods_returned');
    expect(field('Note Date')).toHaveValue(typedDateText(todayIn()));
    // An invoice of 2026-27 takes credit notes until 30 November 2027.
    expect(field('Note Date')).toHaveAccessibleDescription(
      'Section 34 allows credit notes for this invoice until 30/11/2027',
    );
    // The lines to choose from are the invoice's.
    const options = within(inLine(1, 'Invoice line')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choose a line of the invoice', HUB, RING]);
  });

  it('a debit note starts as a rate correction, with no section 34 hint and no rate filled in', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, `/notes/new?invoiceId=${IDS.invoice}&kind=debit`);
    await screen.findByRole('region', { name: 'Invoice' });
    expect(field('Kind')).toHaveValue('debit');
    expect(field('Reason')).toHaveValue('rate_correction');
    expect(field('Reason')).toHaveAccessibleDescription('Rate: the difference per piece');
    expect(field('Note Date')).not.toHaveAccessibleDescription(/Section 34/);
    await user.selectOptions(inLine(1, 'Invoice line'), HUB);
    expect(inLine(1, 'Rate (₹)')).toHaveValue('');
  });

  it('says where a note starts when no invoice is named, and refuses an invoice that is not issued', async () => {
    serve((req) =>
      req.path === `/api/invoices/${IDS.invoice}` ? json({ ...INVOICE, status: 'cancelled' }) : undefined,
    );
    const { unmount } = renderRoutes(ROUTES, '/notes/new');
    expect(screen.getByRole('alert')).toHaveTextContent('A credit or debit note starts from its invoice');
    expect(screen.getByRole('link', { name: 'Back to Invoices' })).toHaveAttribute('href', '/invoices');
    unmount();
    renderRoutes(ROUTES, NEW_CREDIT);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A note is raised against an issued invoice; this one is cancelled.',
    );
  });
});

describe('note form: lines and live totals', () => {
  it('picking a line for returned pieces fills in the invoice’s rate; the totals are computeGst’s', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, NEW_CREDIT);
    await screen.findByRole('region', { name: 'Invoice' });
    await user.selectOptions(inLine(1, 'Invoice line'), HUB);
    expect(inLine(1, 'Rate (₹)')).toHaveValue('42.5');
    await user.type(inLine(1, 'Quantity'), '100');
    expect(within(line(1)).getByText('18%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.selectOptions(inLine(2, 'Invoice line'), RING);
    expect(inLine(2, 'Rate (₹)')).toHaveValue('6.35');
    await user.type(inLine(2, 'Quantity'), '35');

    const expected = computeGst({
      intraState: true,
      lines: [
        { quantity: 100, rate: 42.5, gstRate: 18, hsnCode: '84139190' },
        { quantity: 35, rate: 6.35, gstRate: 12, hsnCode: '73182990' },
      ],
    });
    expect(expected.roundOff).not.toBe(0);
    await waitFor(() => expect(total('Grand Total')).toBe(formatRupees(expected.grandTotal)));
    expect(total('Taxable value')).toBe(formatRupees(expected.taxableTotal));
    expect(total('CGST')).toBe(formatRupees(expected.cgstTotal));
    expect(total('SGST')).toBe(formatRupees(expected.sgstTotal));
    expect(total('Round off')).toBe(formatRupees(expected.roundOff));
    expect(screen.getByTestId('amount-in-words')).toHaveTextContent(amountInWords(expected.grandTotal));
    expect(within(line(1)).getByText(formatRupees(expected.lines[0]?.taxable ?? 0))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    const one = computeGst({ intraState: true, lines: [{ quantity: 100, rate: 42.5, gstRate: 18, hsnCode: null }] });
    await waitFor(() => expect(total('Grand Total')).toBe(formatRupees(one.grandTotal)));
    expect(screen.queryByRole('button', { name: 'Remove line 1' })).not.toBeInTheDocument();
  });

  it('taxes an inter-state invoice’s note with IGST, as the invoice was', async () => {
    const user = userEvent.setup();
    serve((req) => (req.path === `/api/invoices/${IDS.invoice}` ? json({ ...INVOICE, taxType: 'inter' }) : undefined));
    renderRoutes(ROUTES, NEW_CREDIT);
    await screen.findByRole('region', { name: 'Invoice' });
    await user.selectOptions(inLine(1, 'Invoice line'), HUB);
    await user.type(inLine(1, 'Quantity'), '10');
    const expected = computeGst({
      intraState: false,
      lines: [{ quantity: 10, rate: 42.5, gstRate: 18, hsnCode: null }],
    });
    await waitFor(() => expect(total('IGST')).toBe(formatRupees(expected.igstTotal)));
    expect(within(screen.getByRole('region', { name: 'Totals' })).queryByText('CGST')).not.toBeInTheDocument();
  });

  it('switching to goods returned fills the invoice’s rate into lines without one', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, `/notes/new?invoiceId=${IDS.invoice}&kind=debit`);
    await screen.findByRole('region', { name: 'Invoice' });
    await user.selectOptions(inLine(1, 'Invoice line'), RING);
    await user.selectOptions(field('Reason'), 'Goods returned (rejected pieces)');
    expect(inLine(1, 'Rate (₹)')).toHaveValue('6.35');
  });
});

describe('note form: saving', () => {
  const body = {
    kind: 'credit',
    invoiceId: IDS.invoice,
    noteDate: '2026-05-02',
    reason: 'goods_returned',
    remarks: 'Rejected at incoming inspection, GRN 4471',
    lines: [{ invoiceLineId: IDS.hub, quantity: 100, rate: 42.5 }],
  };

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('region', { name: 'Invoice' });
    fireEvent.change(field('Note Date'), { target: { value: typedDateText('2026-05-02') } });
    await user.type(field('Remarks'), 'Rejected at incoming inspection, GRN 4471');
    await user.selectOptions(inLine(1, 'Invoice line'), HUB);
    await user.type(inLine(1, 'Quantity'), '100');
  }

  it('Save Draft posts the contract’s body and opens the draft at its edit address', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/notes' ? json(draft, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, NEW_CREDIT);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/notes/edit/${IDS.draft}`));
    expect(toast.success).toHaveBeenCalledWith('Draft saved');
    expect(sent(calls, 'POST', '/api/notes')).toEqual([body]);
  });

  it('Save & Issue asks first, then saves and issues in one request and opens the numbered note', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/notes/issue' ? json(issued) : undefined,
    );
    const { router } = renderRoutes(ROUTES, NEW_CREDIT);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save & Issue' }));
    const question =
      'Issue this credit note? It takes the next credit note number and changes what INV/2026-27/0001 owes.';
    expect(await answerConfirm(user, false, question)).toBe('Issue');
    // Declined: nothing sent, nothing reported.
    expect(sent(calls, 'POST', '/api/notes/issue')).toEqual([]);
    expect(toast.error).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save & Issue' }));
    await answerConfirm(user, true, question);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/notes/view/${IDS.issued}`));
    expect(sent(calls, 'POST', '/api/notes/issue')).toEqual([body]);
    expect(toast.success).toHaveBeenCalledWith('Credit Note CN/2026-27/0001 issued');
  });

  it('shows a refusal of the server on its field and as a toast', async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'POST' && req.path === '/api/notes/issue'
        ? errorBody(409, 'Line 1 credits more than is left of its invoice line (₹2,000.00)', {
            'lines.0.rate': 'At most ₹2,000.00 is left to credit on this line',
          })
        : undefined,
    );
    renderRoutes(ROUTES, NEW_CREDIT);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save & Issue' }));
    await answerConfirm(user, true);
    await waitFor(() =>
      expect(inLine(1, 'Rate (₹)')).toHaveAccessibleDescription('At most ₹2,000.00 is left to credit on this line'),
    );
    expect(inLine(1, 'Rate (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith('Line 1 credits more than is left of its invoice line (₹2,000.00)');
  });

  it('shows the server’s refusal of the date and of the invoice where they belong', async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'POST' && req.path === '/api/notes'
        ? errorBody(400, 'Validation failed', {
            noteDate: 'A note cannot be dated before its invoice',
            invoiceId: 'A note is raised against an issued invoice',
          })
        : undefined,
    );
    renderRoutes(ROUTES, NEW_CREDIT);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(field('Note Date')).toHaveAccessibleDescription(/A note cannot be dated before its invoice/),
    );
    expect(within(screen.getByRole('region', { name: 'Invoice' })).getByRole('alert')).toHaveTextContent(
      'A note is raised against an issued invoice',
    );
    expect(toast.error).toHaveBeenCalledWith('Validation failed');
  });

  it('checks the lines in the browser before sending', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, NEW_CREDIT);
    await screen.findByRole('region', { name: 'Invoice' });
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(inLine(1, 'Invoice line')).toHaveAccessibleDescription('Choose a line of the invoice'));
    expect(inLine(1, 'Quantity')).toHaveAccessibleDescription('Quantity is required');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('edits a draft: its values, PUT with the version read, and Save & Issue by PUT …/issue', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => {
      if (req.method === 'PUT' && req.path === `/api/notes/${IDS.draft}`) return json({ ...draft, version: 2 });
      if (req.method === 'PUT' && req.path === `/api/notes/${IDS.draft}/issue`) return json(issued);
      return undefined;
    });
    const { router } = renderRoutes(ROUTES, `/notes/edit/${IDS.draft}`);
    expect(await screen.findByRole('heading', { name: 'Edit Note' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Invoice' });
    expect(inLine(1, 'Invoice line')).toHaveValue(IDS.hub);
    expect(inLine(1, 'Quantity')).toHaveValue('100');
    expect(inLine(1, 'Rate (₹)')).toHaveValue('42.5');
    await user.clear(inLine(1, 'Quantity'));
    await user.type(inLine(1, 'Quantity'), '80');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
    const expected = {
      kind: 'credit',
      invoiceId: IDS.invoice,
      noteDate: '2026-05-02',
      reason: 'goods_returned',
      remarks: null,
      lines: [{ invoiceLineId: IDS.hub, quantity: 80, rate: 42.5 }],
    };
    expect(sent(calls, 'PUT', `/api/notes/${IDS.draft}`)).toEqual([{ ...expected, version: 1 }]);
    // The next save names the version the last one answered.
    await user.click(screen.getByRole('button', { name: 'Save & Issue' }));
    await answerConfirm(user, true);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/notes/view/${IDS.issued}`));
    expect(sent(calls, 'PUT', `/api/notes/${IDS.draft}/issue`)).toEqual([{ ...expected, version: 2 }]);
  });

  it('offers Save & Issue only to whoever may issue', async () => {
    useAuthStore.getState().userLoaded(userWith([{ scope: 'invoices', actions: ['view', 'create', 'edit'] }]));
    serve();
    renderRoutes(ROUTES, NEW_CREDIT);
    await screen.findByRole('region', { name: 'Invoice' });
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Issue' })).not.toBeInTheDocument();
  });
});
