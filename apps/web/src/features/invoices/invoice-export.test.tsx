import { addDays, type CustomerOption, todayIn } from '@lathe/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { answerCustomerPickers } from '../../test/customer-pickers';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { COMPANY, CUSTOMERS, IDS, makeInvoice } from './invoice-fixtures';
import { InvoiceFormPage } from './invoice-form-page';
import { InvoiceViewPage } from './invoice-view-page';

/*
 * An invoice to an overseas customer and to an SEZ unit, on the form and on the page. By hand:
 * 2,000 impeller hubs at ₹42.50 = ₹85,000.00 at 18 %: with payment IGST ₹15,300.00, total
 * ₹1,00,300.00; without payment under the LUT no tax, ₹85,000.00.
 */

const GREAT_LAKES = '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const DECCAN_SEZ = '8b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e';
const EXPORT_CUSTOMERS: CustomerOption[] = [
  ...CUSTOMERS,
  {
    id: GREAT_LAKES,
    partyCode: 'GLP01',
    name: 'Great Lakes Pump Co',
    state: null,
    paymentTermsDays: 60,
    gstCategory: 'overseas',
    currency: 'USD',
  },
  {
    id: DECCAN_SEZ,
    partyCode: 'DSZ01',
    name: 'Deccan SEZ Components',
    state: 'Maharashtra',
    paymentTermsDays: 30,
    gstCategory: 'sez',
    currency: null,
  },
];
const today = todayIn();
const LUT = { lutNumber: 'AD270426012345K', lutValidFrom: addDays(today, -30), lutValidTo: addDays(today, 300) };

const ROUTES = [
  { path: '/invoices/new', element: <InvoiceFormPage /> },
  { path: '/invoices/edit/:id', element: <p>draft saved</p> },
  { path: '/invoices/view/:id', element: <InvoiceViewPage /> },
];

function serve(company: object, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/company-settings') return json(company);
    const customer = answerCustomerPickers(req, EXPORT_CUSTOMERS);
    if (customer) return customer;
    if (req.path === '/api/products/options') return json([]);
    return errorBody(404, 'Not found');
  });
}

type User = ReturnType<typeof userEvent.setup>;
const SLOW = { timeout: 5000 };
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const total = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals' })).getByText(label, { selector: 'dt' }).nextElementSibling
    ?.textContent;

async function chooseCustomer(user: User, text: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: 'Customer' }), text);
  await user.click(await screen.findByRole('option', { name: option }, SLOW));
}

async function fillLine(user: User) {
  const first = within(screen.getByRole('group', { name: 'Line 1' }));
  await user.type(first.getByLabelText('Description', { exact: true }), 'Impeller hub');
  await user.type(first.getByLabelText('HSN', { exact: true }), '84139190');
  await user.type(first.getByLabelText('Quantity', { exact: true }), '2000');
  await user.type(first.getByLabelText('Rate (₹)', { exact: true }), '42.50');
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('invoice form: an export', () => {
  it('offers the export with or without payment, warns of a missing LUT, previews the tax and sends the details', async () => {
    const user = userEvent.setup();
    const { calls } = serve(COMPANY, (req) =>
      req.method === 'POST' && req.path === '/api/invoices' ? json(makeInvoice({ id: IDS.draft }), 201) : undefined,
    );
    renderRoutes(ROUTES, '/invoices/new');
    await chooseCustomer(user, 'glp', 'GLP01 — Great Lakes Pump Co');
    expect(screen.getByText('Place of supply: Other Country (96)')).toBeInTheDocument();
    // With payment to start: IGST at the line's rate, whatever the states.
    await waitFor(() => expect(field('Supply')).toHaveValue('export_with_payment'));
    await fillLine(user);
    await waitFor(() => expect(total('IGST')).toBe('₹15,300.00'));
    expect(total('Grand Total')).toBe('₹1,00,300.00');

    await user.selectOptions(field('Supply'), 'export_without_payment');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A supply without payment of IGST needs the company’s LUT (number and validity) in Company Settings',
    );
    await waitFor(() => expect(total('IGST')).toBe('₹0.00'));
    expect(total('Grand Total')).toBe('₹85,000.00');

    await user.type(field('Port Code'), 'innsa1');
    await user.type(field('Shipping Bill No.'), '7896542');
    fireEvent.change(field('Shipping Bill Date'), { target: { value: typedDateText(today) } });
    expect(field('Currency')).toHaveAttribute('placeholder', 'USD');
    await user.type(field('Exchange Rate (₹)'), '83.25');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    await screen.findByText('draft saved');
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/invoices')?.body;
    expect(sent).toMatchObject({
      customerId: GREAT_LAKES,
      exportType: 'export_without_payment',
      portCode: 'INNSA1',
      shippingBillNumber: '7896542',
      shippingBillDate: today,
      // Left blank: the server bills in the customer's currency.
      foreignCurrency: null,
      exchangeRate: 83.25,
      lines: [expect.objectContaining({ quantity: 2000, rate: 42.5, gstRate: 18 })],
    });
  }, 30_000);

  it('supplies an SEZ unit in the company’s own state with IGST, under a LUT valid on the day without a warning', async () => {
    const user = userEvent.setup();
    serve({ ...COMPANY, ...LUT });
    renderRoutes(ROUTES, '/invoices/new');
    await chooseCustomer(user, 'dsz', 'DSZ01 — Deccan SEZ Components');
    await waitFor(() => expect(field('Supply')).toHaveValue('sez_with_payment'));
    expect(screen.getByRole('option', { name: 'SEZ supply without payment of IGST (under LUT)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Export with payment of IGST' })).not.toBeInTheDocument();
    // An SEZ supply moves under the zone's papers: no port or shipping bill.
    expect(screen.queryByLabelText('Port Code')).not.toBeInTheDocument();
    await fillLine(user);
    await waitFor(() => expect(total('IGST')).toBe('₹15,300.00'));
    expect(within(screen.getByRole('region', { name: 'Totals' })).queryByText('CGST')).not.toBeInTheDocument();
    await user.selectOptions(field('Supply'), 'sez_without_payment');
    await waitFor(() => expect(total('Grand Total')).toBe('₹85,000.00'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);
});

describe('invoice page: an export', () => {
  it('prints the declaration, the LUT, the port, the shipping bill, the currency and its rate', async () => {
    const exported = makeInvoice({
      customerName: 'Great Lakes Pump Co',
      customerGstin: null,
      placeOfSupply: 'Other Country',
      placeOfSupplyCode: '96',
      taxType: 'inter',
      exportType: 'export_without_payment',
      portCode: 'INNSA1',
      shippingBillNumber: '7896542',
      shippingBillDate: '2026-11-29',
      foreignCurrency: 'USD',
      exchangeRate: 83.25,
      countryCode: 'US',
      lutNumber: 'AD270426012345K',
    });
    serve(COMPANY, (req) => (req.path === `/api/invoices/${exported.id}` ? json(exported) : undefined));
    renderRoutes(ROUTES, `/invoices/view/${exported.id}`);
    expect(
      (
        await screen.findAllByText(
          'Supply meant for export under bond or letter of undertaking without payment of integrated tax',
          {},
          SLOW,
        )
      ).length,
    ).toBeGreaterThan(0);
    const value = (label: string) =>
      screen.getAllByText(`${label}:`, { selector: 'dt' })[0]?.nextElementSibling?.textContent;
    expect(value('LUT No.')).toBe('AD270426012345K');
    expect(value('Country of destination')).toBe('United States');
    expect(value('Port code')).toBe('INNSA1');
    expect(value('Shipping bill')).toBe('7896542 dated 29/11/2026');
    expect(value('Currency')).toBe('USD');
    expect(value('Exchange rate')).toBe('1 USD = ₹83.2500');
    expect(value('Place of supply')).toBe('Other Country (Code 96)');
  }, 30_000);
});
