import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerCustomerPickers } from '../../test/customer-pickers';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { COMPANY, CUSTOMERS, IDS, makeInvoice } from './invoice-fixtures';
import { InvoiceFormPage } from './invoice-form-page';
import { previewInvoice } from './invoice-preview';

/*
 * An invoice line's quantity in its unit: 12.5 kg of scrap at ₹86.40, its figures the server's to
 * the paisa; 2.5 NOS refused on the line's quantity before anything is sent.
 */

const ROUTES = [
  { path: '/invoices/new', element: <InvoiceFormPage /> },
  { path: '/invoices/edit/:id', element: <p>invoice draft</p> },
  { path: '*', element: <p>elsewhere</p> },
];
const SLOW = { timeout: 5000 };

function serve() {
  return stubFetch((req) => {
    if (req.path === '/api/company-settings') return json(COMPANY);
    const customer = answerCustomerPickers(req, CUSTOMERS);
    if (customer) return customer;
    if (req.path === '/api/invoices' && req.method === 'POST') return json(makeInvoice({ id: IDS.draft }), 201);
    return errorBody(404, 'Not found');
  });
}

const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });
const inLine = (n: number, label: string) => within(line(n)).getByLabelText(label, { exact: true });
const total = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals' })).getByText(label, { selector: 'dt' }).nextElementSibling
    ?.textContent;

/** A new invoice to Deccan Auto Components (Maharashtra, as the company: CGST + SGST), line 1 typed in `unit`. */
async function typeLine(user: ReturnType<typeof userEvent.setup>, unit: string, quantity: string, rate: string) {
  renderRoutes(ROUTES, '/invoices/new');
  await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'dac');
  await user.click(await screen.findByRole('option', { name: 'DAC01 — Deccan Auto Components' }, SLOW));
  await user.type(inLine(1, 'Description'), 'MS turning scrap');
  await user.type(inLine(1, 'HSN'), '72044900');
  await user.clear(inLine(1, 'Unit'));
  await user.type(inLine(1, 'Unit'), unit);
  await user.type(inLine(1, 'Quantity'), quantity);
  await user.type(inLine(1, 'Rate (₹)'), rate);
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('invoice form: a quantity in its unit', () => {
  it('takes 12.5 KGS with a decimal keyboard, totals to the paisa, and sends 12.5', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    await typeLine(user, 'KGS', '12.5', '86.40');
    expect(inLine(1, 'Quantity')).toHaveAttribute('inputmode', 'decimal');
    expect(inLine(1, 'Quantity')).toHaveValue('12.5');
    // 12500 × 8640 thousandth-paise = ₹1,080.00; CGST = SGST = 9 % = ₹97.20; ₹1,274.40 → ₹1,274.
    await waitFor(() => expect(total('Grand Total')).toBe('₹1,274.00'));
    expect(total('Taxable value')).toBe('₹1,080.00');
    expect(total('CGST')).toBe('₹97.20');
    expect(total('SGST')).toBe('₹97.20');
    expect(total('Round off')).toBe('-₹0.40');

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/invoices')).toBe(true));
    const [body] = calls.filter((c) => c.method === 'POST' && c.path === '/api/invoices').map((c) => c.body);
    expect(body).toMatchObject({
      lines: [{ description: 'MS turning scrap', hsnCode: '72044900', unit: 'KGS', quantity: 12.5, rate: 86.4 }],
    });
  }, 30_000);

  it('refuses 2.5 NOS on the line’s quantity before sending, keeping the point as typed', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    await typeLine(user, 'NOS', '2.5', '100');
    expect(inLine(1, 'Quantity')).toHaveAttribute('inputmode', 'numeric');
    expect(inLine(1, 'Quantity')).toHaveValue('2.5');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(inLine(1, 'Quantity')).toHaveAccessibleDescription('Quantity must be a whole number for NOS'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Measured in kilograms, the same 2.5 is taken.
    await user.clear(inLine(1, 'Unit'));
    await user.type(inLine(1, 'Unit'), 'KGS');
    await waitFor(() => expect(total('Taxable value')).toBe('₹250.00'));
  }, 30_000);
});

describe('previewInvoice: quantities in their units', () => {
  const scrap = (quantity: string, unit: string, rate: string) => ({
    quantity,
    unit,
    rate,
    gstRate: '18',
    hsnCode: '',
  });

  it('counts 0.333 kg × ₹10.01 as ₹3.33 and 7.5 kg × ₹12.33 as ₹92.48 (half a paisa up), and leaves out 1.5 SET', () => {
    const preview = previewInvoice(
      [scrap('0.333', 'KGS', '10.01'), scrap('7.5', 'kgs', '12.33'), scrap('1.5', 'SET', '10')],
      'inter',
    );
    expect(preview?.lines.map((figures) => figures?.taxable ?? null)).toEqual([333, 9248, null]);
    expect(preview?.incomplete).toBe(true);
  });
});
