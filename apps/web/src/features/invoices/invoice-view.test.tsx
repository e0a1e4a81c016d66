import { INVOICE_COPIES, type Invoice, todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, makeInvoice } from './invoice-fixtures';
import { InvoiceViewPage } from './invoice-view-page';

const ROUTES = [
  { path: '/invoices/view/:id', element: <InvoiceViewPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const issued = makeInvoice();
const draft = makeInvoice({ id: IDS.draft, invoiceNumber: null, status: 'draft', displayStatus: 'draft', version: 1 });

function serve(invoice: Invoice, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === `/api/invoices/${invoice.id}` && req.method === 'GET') return json(invoice);
    return errorBody(404, 'Not found');
  });
}

const document = () => screen.getByRole('article', { name: 'Tax invoice' });
const region = (name: string) => within(document()).getByRole('region', { name });
const payments = () => screen.getByRole('region', { name: 'Payments' });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('invoice view', () => {
  it('prints the GST particulars: both GSTINs, place of supply, lines, totals, words and the HSN summary', async () => {
    serve(issued);
    renderRoutes(ROUTES, `/invoices/view/${issued.id}`);
    expect(await screen.findByRole('heading', { name: 'Tax Invoice' })).toBeInTheDocument();
    const doc = document();
    const seller = region('Seller');
    expect(within(seller).getByText('Acme Precision Pvt Ltd')).toBeInTheDocument();
    expect(within(seller).getByText('27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(within(seller).getByText('Maharashtra (Code 27)')).toBeInTheDocument();
    expect(within(seller).getByText('AAPFU0939F')).toBeInTheDocument();
    expect(within(region('Bill to')).getByText('27AAACD1234F1Z5')).toBeInTheDocument();
    expect(within(region('Ship to')).getByText('Deccan Auto Components')).toBeInTheDocument();
    expect(within(doc).getAllByText('Maharashtra (Code 27)').length).toBeGreaterThanOrEqual(2);
    expect(within(doc).getByText('INV/2026-27/0001')).toBeInTheDocument();
    expect(within(doc).getByText('PO-7781 dated 02/04/2026')).toBeInTheDocument();
    expect(within(doc).getByText('MH12 AB 1234')).toBeInTheDocument();

    const lines = within(doc).getByRole('table', { name: 'Invoice lines' });
    const sleeve = within(lines).getByText('Nozzle holder sleeve').closest('tr') as HTMLElement;
    // 400 × ₹42.50 = ₹17,000.00, 9 % each way = ₹1,530.00.
    expect(
      within(sleeve)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'Nozzle holder sleeveDrg. No. DAC-2231-B',
      '84099990',
      '400',
      'NOS',
      '42.50',
      '17,000.00',
      '18%',
      '1,530.00',
      '1,530.00',
      '20,060.00',
    ]);

    const totals = region('Invoice totals');
    expect(within(totals).getByText('Grand Total').nextElementSibling).toHaveTextContent('₹27,172.00');
    expect(within(totals).getByText('CGST').nextElementSibling).toHaveTextContent('₹1,911.00');
    expect(within(totals).getByText('SGST').nextElementSibling).toHaveTextContent('₹1,911.00');
    expect(within(doc).getByText(issued.amountInWords)).toBeInTheDocument();

    const hsn = within(doc).getByRole('table', { name: 'HSN-wise tax summary' });
    const rows = within(hsn)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['73182990', '6,350.00', '12%', '381.00', '381.00', '762.00'],
      ['84099990', '17,000.00', '18%', '1,530.00', '1,530.00', '3,060.00'],
      ['23,350.00', '', '1,911.00', '1,911.00', '3,822.00'],
    ]);
    expect(within(region('Bank details')).getByText('SBIN0001234')).toBeInTheDocument();
    expect(within(doc).getByText('For Acme Precision Pvt Ltd')).toBeInTheDocument();
    expect(within(doc).getByText('Authorised Signatory')).toBeInTheDocument();
    expect(within(doc).queryByText(/DRAFT/)).not.toBeInTheDocument();
    expect(screen.getByText('Issued')).toBeInTheDocument();
  });

  it('shows IGST for a customer in another state', async () => {
    const inter = makeInvoice({ taxType: 'inter', placeOfSupply: 'Karnataka', placeOfSupplyCode: '29' });
    serve(inter);
    renderRoutes(ROUTES, `/invoices/view/${inter.id}`);
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByRole('columnheader', { name: 'IGST (₹)' })).toBeInTheDocument();
    expect(within(lines).queryByRole('columnheader', { name: 'CGST (₹)' })).not.toBeInTheDocument();
    expect(within(document()).getByText('Place of supply:').nextElementSibling).toHaveTextContent(
      'Karnataka (Code 29)',
    );
  });

  it('marks a draft and lets it be edited or issued', async () => {
    const user = userEvent.setup();
    const numbered = makeInvoice({ id: IDS.draft, version: 2 });
    const { calls } = serve(draft, (req) => (req.path.endsWith('/issue') ? json(numbered) : undefined));
    renderRoutes(ROUTES, `/invoices/view/${IDS.draft}`);
    expect(await screen.findByText('DRAFT — not a tax invoice until issued')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/invoices/edit/${IDS.draft}`);
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    const question = 'Issue this invoice? It takes the next invoice number and can no longer be edited.';
    expect(await answerConfirm(user, true, question)).toBe('Issue');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invoice INV/2026-27/0001 issued'));
    expect(calls.filter((c) => c.path.endsWith('/issue')).map((c) => c.body)).toEqual([{ version: 1 }]);
    // Issued: the original, and its duplicate and triplicate for the print.
    expect(await screen.findAllByText('INV/2026-27/0001')).toHaveLength(3);
    expect(screen.queryByText('DRAFT — not a tax invoice until issued')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('downloads the PDF with the signed-in token, under the server’s file name', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = serve(issued, (req) =>
      req.path.endsWith('/pdf')
        ? new Response('%PDF-1.7', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="INV-2026-27-0001.pdf"',
            },
          })
        : undefined,
    );
    renderRoutes(ROUTES, `/invoices/view/${issued.id}`);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['INV-2026-27-0001.pdf']));
    const request = calls.find((c) => c.path === `/api/invoices/${issued.id}/pdf`);
    expect(request?.headers.Authorization).toBe('Bearer a');
  });

  it('prints an issued invoice in three copies: the original on screen, the duplicate and triplicate for print, each from a new page', async () => {
    serve(issued);
    renderRoutes(ROUTES, `/invoices/view/${issued.id}`);
    expect(await screen.findByRole('heading', { name: 'Tax Invoice' })).toBeInTheDocument();
    // The original is the one document on screen and to assistive technology.
    expect(screen.getAllByRole('article', { name: 'Tax invoice' })).toHaveLength(1);
    expect(within(document()).getByText('Original for recipient')).toBeInTheDocument();
    expect(screen.getAllByText(/ for (recipient|transporter|supplier)$/).map((label) => label.textContent)).toEqual([
      ...INVOICE_COPIES,
    ]);
    expect(INVOICE_COPIES).toEqual(['Original for recipient', 'Duplicate for transporter', 'Triplicate for supplier']);
    // The other two print only, each from a new page, as the whole invoice again.
    const printOnly = screen.getByTestId('print-copies');
    expect(printOnly).toHaveClass('hidden', 'print:block');
    expect(printOnly).toHaveAttribute('aria-hidden', 'true');
    const copies = [...printOnly.children] as HTMLElement[];
    expect(copies.map((copy) => copy.className)).toEqual(['break-before-page', 'break-before-page']);
    expect(copies.map((copy) => within(copy).getByText(/ for (transporter|supplier)$/).textContent)).toEqual([
      'Duplicate for transporter',
      'Triplicate for supplier',
    ]);
    for (const copy of copies) {
      expect(within(copy).getByText('INV/2026-27/0001')).toBeInTheDocument();
      expect(within(copy).getByText(issued.amountInWords)).toBeInTheDocument();
      expect(within(copy).getByText('Authorised Signatory')).toBeInTheDocument();
    }
  });

  it('prints a draft or a cancelled invoice once', async () => {
    const cancelled = makeInvoice({ status: 'cancelled', displayStatus: 'cancelled', cancelReason: 'Wrong rate' });
    for (const invoice of [draft, cancelled]) {
      serve(invoice);
      const { unmount } = renderRoutes(ROUTES, `/invoices/view/${invoice.id}`);
      expect(await screen.findByRole('heading', { name: 'Tax Invoice' })).toBeInTheDocument();
      expect(screen.queryByTestId('print-copies')).not.toBeInTheDocument();
      expect(screen.queryByText(/ for (transporter|supplier)$/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('prints through the browser', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    serve(issued);
    renderRoutes(ROUTES, `/invoices/view/${issued.id}`);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('cancels an issued invoice without payments, asking for the reason', async () => {
    const user = userEvent.setup();
    const cancelled = makeInvoice({
      status: 'cancelled',
      displayStatus: 'cancelled',
      cancelReason: 'Wrong rate',
      version: 3,
    });
    const { calls } = serve(issued, (req) => (req.path.endsWith('/cancel') ? json(cancelled) : undefined));
    renderRoutes(ROUTES, `/invoices/view/${issued.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel Invoice' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Give the reason for cancelling');
    await user.type(screen.getByLabelText('Reason'), 'Wrong rate');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invoice INV/2026-27/0001 cancelled'));
    expect(calls.filter((c) => c.path.endsWith('/cancel')).map((c) => c.body)).toEqual([
      { version: 2, reason: 'Wrong rate' },
    ]);
    expect(await screen.findByText('CANCELLED — Wrong rate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Invoice' })).not.toBeInTheDocument();
  });
});

describe('invoice payments', () => {
  it('records a payment: today, the balance by default; an overpayment shows on Amount', async () => {
    const user = userEvent.setup();
    const partly = makeInvoice({
      status: 'partially_paid',
      displayStatus: 'partially_paid',
      amountPaid: 10000,
      version: 3,
      payments: [
        {
          id: 'pay-1',
          paymentDate: '2026-04-20',
          amount: 10000,
          tdsAmount: 0,
          tdsSection: null,
          mode: 'bank_transfer',
          reference: 'UTR 4471',
          notes: null,
          createdAt: '2026-04-20T10:00:00.000Z',
        },
      ],
    });
    let refuse = true;
    const { calls } = serve(issued, (req) => {
      if (req.method !== 'POST' || !req.path.endsWith('/payments')) return undefined;
      return refuse
        ? errorBody(400, 'More than the balance due of ₹27,172.00', {
            amount: 'More than the balance due of ₹27,172.00',
          })
        : json(partly, 201);
    });
    renderRoutes(ROUTES, `/invoices/view/${issued.id}`);
    const panel = await screen.findByRole('region', { name: 'Payments' });
    expect(within(panel).getByText('Balance due').nextElementSibling).toHaveTextContent('₹27,172.00');
    expect(within(panel).getByText('No payments recorded yet.')).toBeInTheDocument();
    const amount = within(panel).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue('27172');
    expect(within(panel).getByLabelText('Payment Date')).toHaveValue(typedDateText(todayIn()));
    expect(within(panel).getByLabelText('Mode')).toHaveValue('bank_transfer');
    // The toolbar's Record Payment reaches the form without scrolling past the invoice.
    Element.prototype.scrollIntoView ??= () => {};
    const toolbarButton = screen
      .getAllByRole('button', { name: 'Record Payment' })
      .find((button) => !panel.contains(button)) as HTMLElement;
    await user.click(toolbarButton);
    expect(within(panel).getByLabelText('Payment Date')).toHaveFocus();

    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(within(panel).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('More than the balance due of ₹27,172.00'));

    refuse = false;
    await user.clear(amount);
    await user.type(amount, '10000');
    await user.selectOptions(within(panel).getByLabelText('Mode'), 'Bank transfer (NEFT/RTGS)');
    await user.type(within(panel).getByLabelText('Reference'), 'UTR 4471');
    // The customer deducted 0.1 % TDS under section 194Q.
    await user.type(within(panel).getByLabelText('TDS deducted (₹)'), '10');
    await user.type(within(panel).getByLabelText('TDS section'), '194Q');
    await user.click(within(panel).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment recorded'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        paymentDate: todayIn(),
        amount: 30000,
        mode: 'bank_transfer',
        reference: null,
        notes: null,
        tdsAmount: 0,
        tdsSection: null,
      },
      {
        paymentDate: todayIn(),
        amount: 10000,
        mode: 'bank_transfer',
        reference: 'UTR 4471',
        notes: null,
        tdsAmount: 10,
        tdsSection: '194Q',
      },
    ]);
    // The invoice comes back partly paid, and the form starts again at the new balance.
    expect(await screen.findByText('Partly paid')).toBeInTheDocument();
    const row = within(payments()).getByText('UTR 4471').closest('tr') as HTMLElement;
    expect(within(row).getByText('Bank transfer (NEFT/RTGS)')).toBeInTheDocument();
    expect(within(row).getByText('₹10,000.00')).toBeInTheDocument();
    expect(within(payments()).getByText('Balance due').nextElementSibling).toHaveTextContent('₹17,172.00');
    expect(within(payments()).getByLabelText('Amount (₹)')).toHaveValue('17172');
  }, 30_000);

  it('removes a payment after asking', async () => {
    const user = userEvent.setup();
    const paid = makeInvoice({
      status: 'paid',
      displayStatus: 'paid',
      amountPaid: 27172,
      payments: [
        {
          id: 'pay-9',
          paymentDate: '2026-04-25',
          amount: 27172,
          tdsAmount: 0,
          tdsSection: null,
          mode: 'upi',
          reference: null,
          notes: null,
          createdAt: '2026-04-25T10:00:00.000Z',
        },
      ],
    });
    const { calls } = serve(paid, (req) => (req.method === 'DELETE' ? json(issued) : undefined));
    renderRoutes(ROUTES, `/invoices/view/${paid.id}`);
    const panel = await screen.findByRole('region', { name: 'Payments' });
    expect(within(panel).queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remove payment' }));
    await answerConfirm(user, true, 'Remove the payment of ₹27,172.00 received on 25/04/2026?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment removed'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/invoices/${paid.id}/payments/pay-9`,
    ]);
    expect(await within(payments()).findByRole('button', { name: 'Record Payment' })).toBeInTheDocument();
  });
});
