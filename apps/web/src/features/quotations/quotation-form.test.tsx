import { addDays, todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { enterText, replaceText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, makeEnquiry, makeQuotation, servePickers, userWith } from './quotation-fixtures';
import { QuotationFormPage } from './quotation-form-page';

const ROUTES = [
  { path: '/quotations/new', element: <QuotationFormPage /> },
  { path: '/quotations/edit/:id', element: <QuotationFormPage /> },
  { path: '/quotations/view/:id', element: <p>quotation view</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const enquiry = makeEnquiry();
const sent = makeQuotation();

type Handler = (req: FakeRequest) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req) ?? servePickers(req);
    if (answer) return answer;
    if (req.path === `/api/quotations/${IDS.draft}` && req.method === 'GET') return json(enquiry);
    if (req.path === `/api/quotations/${IDS.sent}` && req.method === 'GET') return json(sent);
    return errorBody(404, 'Not found');
  });
}

type User = ReturnType<typeof userEvent.setup>;
const card = (n: number) => screen.getByRole('region', { name: `Line ${n}` });
const row = (n: number, name: string) => within(card(n)).getByRole('row', { name });
const inRow = (n: number, name: string, label: string) => within(row(n, name)).getByLabelText(label, { exact: true });
const inCard = (n: number, label: string) => within(card(n)).getByLabelText(label, { exact: true });
const sent_ = (calls: FakeRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
/** A figure of the line's cost sheet, by its row. */
const sheetFigure = (n: number, label: string) =>
  within(within(card(n)).getByRole('table', { name: `Cost a piece of line ${n}` })).getByRole('rowheader', {
    name: label,
  }).nextElementSibling?.textContent;

async function chooseCustomer(user: User) {
  await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'bac');
  await user.click(await screen.findByRole('option', { name: 'BAC01 — Bharat Auto Components' }));
}

/** Picks the flange bush on line 1 and waits for its cost basis to fill the sheet. */
async function pickBush(user: User) {
  await user.click(within(card(1)).getByRole('combobox', { name: 'Product' }));
  await user.click(await screen.findByRole('option', { name: 'FB-2231 — Flange bush, zinc plated' }));
  await waitFor(() => expect(inCard(1, 'Bar a piece (kg)')).toHaveValue('0.185'));
}

/** The job work, packing and overheads of the hand-worked sheet. */
async function completeTheSheet(user: User) {
  const picks = within(card(1)).getByLabelText('Add job work bought before');
  await user.selectOptions(picks, 'Zinc plating — ₹1.10 a piece (Surya Platers, 12/10/2026)');
  await user.selectOptions(picks, 'Hardening — ₹3.30 a piece (Deccan Heat Treaters, 05/10/2026)');
  await replaceText(user, inCard(1, 'Packing a piece (₹)'), '0.35');
  await replaceText(user, inCard(1, 'Overheads (%)'), '12');
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

// Each test types a quotation through the pickers: more than the default 5 s on a busy machine.
describe('quotation form', { timeout: 40_000 }, () => {
  it('starts a line from the product’s cost basis and prices it as the hand-worked sheet: ₹35.05 at 1,000', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/quotations/new');
    expect(await screen.findByRole('heading', { name: 'New Quotation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quotation date')).toHaveValue(typedDateText(todayIn()));
    expect(screen.getByLabelText('Valid until')).toHaveValue(typedDateText(addDays(todayIn(), 30)));
    expect(within(card(1)).getByRole('combobox', { name: 'Product' })).toBeDisabled();

    await chooseCustomer(user);
    await pickBush(user);
    expect(calls.filter((c) => c.path === '/api/quotations/cost-basis').map((c) => c.query.get('productId'))).toContain(
      IDS.bush,
    );
    expect(inCard(1, 'Bar rate (₹/kg)')).toHaveValue('78.5');
    expect(within(card(1)).getByText('Source: Last goods receipt')).toBeInTheDocument();
    expect(inRow(1, 'Operation 1', 'Operation')).toHaveValue('Rough 1st side');
    expect(inRow(1, 'Operation 1', 'Machine')).toHaveValue(IDS.cnc1);
    expect(inRow(1, 'Operation 1', 'Cycle time (s)')).toHaveValue('42.5');
    expect(inRow(1, 'Operation 1', 'Efficiency (%)')).toHaveValue('85');
    expect(inRow(1, 'Operation 1', 'Setup (min)')).toHaveValue('45');
    expect(inRow(1, 'Operation 1', 'Hour rate (₹)')).toHaveValue('450');
    expect(inRow(1, 'Operation 2', 'Machine')).toHaveValue(IDS.cnc3);
    expect(inRow(1, 'Operation 2', 'Hour rate (₹)')).toHaveValue('380');
    // The plant's usual allowances.
    expect(inCard(1, 'Rejection (%)')).toHaveValue('2');
    expect(inCard(1, 'Margin (%)')).toHaveValue('10');

    await completeTheSheet(user);
    expect(inRow(1, 'Outside operation 1', 'Process')).toHaveValue('Zinc plating');
    expect(inRow(1, 'Outside operation 2', 'Rate a piece (₹)')).toHaveValue('3.30');

    await enterText(user, inRow(1, 'Quantity 1', 'Quantity'), '1000');
    expect(within(row(1, 'Quantity 1')).getByRole('status', { name: 'Computed price' })).toHaveTextContent('₹35.05');
    // The sheet at the first quantity, line by line as worked by hand.
    expect(sheetFigure(1, 'Material')).toBe('₹14.52');
    expect(sheetFigure(1, 'Machining')).toBe('₹8.18');
    expect(sheetFigure(1, 'Setup')).toBe('₹0.53');
    expect(sheetFigure(1, 'Rejection')).toBe('₹0.47');
    expect(sheetFigure(1, 'Outside operations')).toBe('₹4.40');
    expect(sheetFigure(1, 'Works cost')).toBe('₹28.45');
    expect(sheetFigure(1, 'Overheads')).toBe('₹3.41');
    expect(sheetFigure(1, 'Margin')).toBe('₹3.19');
    expect(sheetFigure(1, 'Price')).toBe('₹35.05');
    expect(within(card(1)).getByRole('heading', { name: 'Cost sheet (not printed)' })).toBeInTheDocument();

    // A price typed is the clerk's; "Use" puts the computed one in its place.
    await enterText(user, inRow(1, 'Quantity 1', 'Price a piece (₹)'), '36');
    await user.click(within(row(1, 'Quantity 1')).getByRole('button', { name: 'Use ₹35.05' }));
    expect(inRow(1, 'Quantity 1', 'Price a piece (₹)')).toHaveValue('35.05');

    // A new quantity's price starts as the computed one, once the clerk leaves it.
    await user.click(within(card(1)).getByRole('button', { name: 'Add quantity' }));
    await enterText(user, inRow(1, 'Quantity 2', 'Quantity'), '5000');
    expect(inRow(1, 'Quantity 2', 'Price a piece (₹)')).toHaveValue('');
    await user.click(within(card(1)).getByRole('heading', { name: 'Line 1' }));
    expect(inRow(1, 'Quantity 2', 'Price a piece (₹)')).toHaveValue('34.53');

    // Another rate typed is no longer the goods receipt's.
    await replaceText(user, inCard(1, 'Bar rate (₹/kg)'), '80');
    expect(within(card(1)).getByText('Source: Typed')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('copies a machine’s figures when it is chosen, and asks for the hour rate a machine lacks', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/quotations/new');
    await chooseCustomer(user);
    await pickBush(user);
    await user.selectOptions(inRow(1, 'Operation 2', 'Machine'), 'CNC-2 — LMW lathe');
    expect(inRow(1, 'Operation 2', 'Efficiency (%)')).toHaveValue('70');
    expect(inRow(1, 'Operation 2', 'Setup (min)')).toHaveValue('20');
    expect(inRow(1, 'Operation 2', 'Hour rate (₹)')).toHaveValue('');
    expect(inRow(1, 'Operation 2', 'Hour rate (₹)')).toHaveAccessibleDescription(
      'This machine has no hour rate: type one',
    );
    await enterText(user, inRow(1, 'Quantity 1', 'Quantity'), '1000');
    // No hour rate, no price.
    expect(within(row(1, 'Quantity 1')).getByRole('status', { name: 'Computed price' })).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await within(row(1, 'Operation 2')).findByText('Hour rate is required')).toBeInTheDocument();
    expect(sent_(calls, 'POST', '/api/quotations')).toEqual([]);

    await user.selectOptions(inRow(1, 'Operation 2', 'Machine'), 'CNC-3 — Jyoti lathe');
    expect(inRow(1, 'Operation 2', 'Efficiency (%)')).toHaveValue('100');
    expect(inRow(1, 'Operation 2', 'Hour rate (₹)')).toHaveValue('380');
  });

  it('saves and marks a new quotation as sent in one request, with the body the schema expects', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/quotations/send' ? json(sent, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/quotations/new');
    await chooseCustomer(user);
    await enterText(user, screen.getByLabelText('Your enquiry reference'), 'RFQ/BAC/2611');
    await enterText(user, screen.getByLabelText('Payment terms'), '45 days from invoice');
    await pickBush(user);
    await completeTheSheet(user);
    await enterText(user, inRow(1, 'Quantity 1', 'Quantity'), '1000');
    await enterText(user, inRow(1, 'Quantity 1', 'Price a piece (₹)'), '35.50');
    await user.click(screen.getByRole('button', { name: 'Save & Mark as sent' }));
    expect(
      await answerConfirm(
        user,
        true,
        'Mark this quotation to Bharat Auto Components as sent? It takes its quotation number and can no longer be edited; revise it to change the offer.',
      ),
    ).toBe('Mark as sent');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quotations/view/${IDS.sent}`));
    const today = todayIn();
    expect(sent_(calls, 'POST', '/api/quotations/send')).toEqual([
      {
        customerId: IDS.customer,
        enquiryReference: 'RFQ/BAC/2611',
        enquiryDate: today,
        quotationDate: today,
        validUntil: addDays(today, 30),
        paymentTerms: '45 days from invoice',
        deliveryTerms: null,
        remarks: null,
        lines: [
          {
            productId: IDS.bush,
            barKgPerPiece: 0.185,
            barRate: 78.5,
            barRateSource: 'grn',
            operations: [
              {
                label: 'Rough 1st side',
                machineId: IDS.cnc1,
                machineNo: 'CNC-1',
                cycleTimeSec: 42.5,
                efficiencyPercent: 85,
                setupMinutes: 45,
                hourRate: 450,
              },
              {
                label: 'Rough 2nd side',
                machineId: IDS.cnc3,
                machineNo: 'CNC-3',
                cycleTimeSec: 18.3,
                efficiencyPercent: 100,
                setupMinutes: 30,
                hourRate: 380,
              },
            ],
            outside: [
              { process: 'Zinc plating', ratePerPiece: 1.1 },
              { process: 'Hardening', ratePerPiece: 3.3 },
            ],
            packingPerPiece: 0.35,
            rejectionPercent: 2,
            overheadPercent: 12,
            marginPercent: 10,
            breaks: [{ quantity: 1000, price: 35.5 }],
          },
        ],
      },
    ]);
  });

  it('edits an enquiry as saved; the server’s refusal lands on the quantity it names', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = serve((req) => {
      if (req.method !== 'PUT' || req.path !== `/api/quotations/${IDS.draft}`) return undefined;
      if (refuse) {
        refuse = false;
        return errorBody(400, 'Validation failed', {
          'lines.0.breaks.1.quantity': 'Each quantity must be larger than the one before',
        });
      }
      return json({ ...enquiry, version: 3 });
    });
    renderRoutes(ROUTES, `/quotations/edit/${IDS.draft}`);
    expect(await screen.findByRole('heading', { name: 'Edit Quotation' })).toBeInTheDocument();
    expect(screen.getByText('Enquiry from Bharat Auto Components')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('BAC01 — Bharat Auto Components'),
    );
    expect(within(card(1)).getByRole('combobox', { name: 'Product' })).toHaveValue(
      'FB-2231 — Flange bush, zinc plated',
    );
    expect(screen.getByLabelText('Enquiry date')).toHaveValue('20/11/2026');
    expect(inRow(1, 'Quantity 2', 'Quantity')).toHaveValue('5000');
    expect(inRow(1, 'Quantity 2', 'Price a piece (₹)')).toHaveValue('34.75');
    expect(inRow(2, 'Operation 1', 'Cycle time (s)')).toHaveValue('21');
    // The saved sheet is priced as kept: ₹35.05 at 1,000 against the ₹35.50 offered.
    expect(within(row(1, 'Quantity 1')).getByRole('status', { name: 'Computed price' })).toHaveTextContent('₹35.05');

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      await within(row(1, 'Quantity 2')).findByText('Each quantity must be larger than the one before'),
    ).toBeInTheDocument();
    expect(inRow(1, 'Quantity 2', 'Quantity')).toHaveAttribute('aria-invalid', 'true');

    await replaceText(user, inRow(1, 'Quantity 2', 'Quantity'), '6000');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(sent_(calls, 'PUT', `/api/quotations/${IDS.draft}`)).toHaveLength(2));
    expect(sent_(calls, 'PUT', `/api/quotations/${IDS.draft}`)[1]).toMatchObject({
      customerId: IDS.customer,
      version: 2,
      lines: [
        {
          productId: IDS.bush,
          breaks: [
            { quantity: 1000, price: 35.5 },
            { quantity: 6000, price: 34.75 },
          ],
        },
        { productId: IDS.sleeve, outside: [], breaks: [{ quantity: 2000, price: 12.4 }] },
      ],
    });
  });

  it('marks an edited enquiry as sent with PUT …/send and the version read', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'PUT' && req.path === `/api/quotations/${IDS.draft}/send`
        ? json({ ...sent, id: IDS.draft })
        : undefined,
    );
    const { router } = renderRoutes(ROUTES, `/quotations/edit/${IDS.draft}`);
    await screen.findByRole('heading', { name: 'Edit Quotation' });
    await user.click(screen.getByRole('button', { name: 'Save & Mark as sent' }));
    await answerConfirm(user, true, /^Mark this quotation to Bharat Auto Components as sent\?/);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quotations/view/${IDS.draft}`));
    const [body] = sent_(calls, 'PUT', `/api/quotations/${IDS.draft}/send`);
    expect(body).toMatchObject({ version: 2, enquiryReference: 'RFQ/BAC/2611', validUntil: '2026-12-24' });
    expect((body as { lines: unknown[] }).lines).toHaveLength(2);
  });

  it('offers Save & Mark as sent only to whoever may send', async () => {
    useAuthStore.getState().loginSuccess({
      accessToken: 'a',
      refreshToken: 'r',
      user: userWith([{ scope: 'quotations', actions: ['view', 'create'] }]),
    });
    serve();
    renderRoutes(ROUTES, '/quotations/new');
    expect(await screen.findByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Mark as sent' })).not.toBeInTheDocument();
  });

  it('opens a sent quotation’s page instead of its form', async () => {
    serve();
    const { router } = renderRoutes(ROUTES, `/quotations/edit/${IDS.sent}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quotations/view/${IDS.sent}`));
  });
});
