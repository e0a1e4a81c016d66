import { computeGst, formatRupees } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import type { NoteInvoice } from './api';
import { IDS, INVOICE, makeNote } from './note-fixtures';
import { NoteFormPage } from './note-form-page';

/*
 * A note's quantity in the unit of the invoice line it names: 2.25 KGS of the 12.5 kg of scrap
 * invoiced, never 2.5 of the impeller hubs counted in NOS.
 */

const SCRAP_ID = '77777777-7777-4777-8777-777777777777';
/** 12.5 kg × ₹86.40 = ₹1,080.00, 9 % + 9 % = ₹97.20 each: ₹1,274.40. */
const scrapLine = {
  ...(INVOICE.lines[0] as NoteInvoice['lines'][number]),
  id: SCRAP_ID,
  lineNumber: 3,
  description: 'MS turning scrap',
  hsnCode: '72044900',
  unit: 'KGS',
  quantity: 12.5,
  rate: 86.4,
  gstRate: 18,
  taxable: 1080,
  cgst: 97.2,
  sgst: 97.2,
  igst: 0,
  total: 1274.4,
};
const WITH_SCRAP: NoteInvoice = { ...INVOICE, lines: [...INVOICE.lines, scrapLine] };
const HUB = '#1 Impeller hub — 1,000 NOS @ ₹42.50';
const SCRAP = '#3 MS turning scrap — 12.5 KGS @ ₹86.40';

const ROUTES = [
  { path: '/notes/new', element: <NoteFormPage /> },
  { path: '/notes/edit/:id', element: <p>note draft</p> },
  { path: '*', element: <p>elsewhere</p> },
];

function serve() {
  return stubFetch((req) => {
    if (req.path === `/api/invoices/${IDS.invoice}` && req.method === 'GET') return json(WITH_SCRAP);
    if (req.path === '/api/notes' && req.method === 'POST') return json(makeNote({ id: IDS.draft }), 201);
    return errorBody(404, 'Not found');
  });
}

const line = (n: number) => screen.getByRole('row', { name: `Line ${n}` });
const inLine = (n: number, label: string) => within(line(n)).getByLabelText(label, { exact: true });
const total = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals' })).getByText(label, { selector: 'dt' }).nextElementSibling
    ?.textContent;

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('note form: a quantity in its invoice line’s unit', () => {
  it('credits 2.25 KGS of scrap with a decimal keyboard, its figures to the paisa, and sends 2.25', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, `/notes/new?invoiceId=${IDS.invoice}&kind=credit`);
    await screen.findByRole('region', { name: 'Invoice' });
    await user.selectOptions(inLine(1, 'Invoice line'), SCRAP);
    expect(within(line(1)).getByText('KGS')).toBeInTheDocument();
    expect(inLine(1, 'Quantity')).toHaveAttribute('inputmode', 'decimal');
    expect(inLine(1, 'Rate (₹)')).toHaveValue('86.4');
    await user.type(inLine(1, 'Quantity'), '2.25');

    // 2250 × 8640 thousandth-paise = ₹194.40; CGST = SGST = 9 % = ₹17.496 → ₹17.50 each; ₹229.40 → ₹229.
    const expected = computeGst({
      intraState: true,
      lines: [{ quantity: 2.25, rate: 86.4, gstRate: 18, hsnCode: '72044900' }],
    });
    expect(expected.taxableTotal).toBe(19_440);
    expect(expected.cgstTotal).toBe(1750);
    expect(expected.grandTotal).toBe(22_900);
    await waitFor(() => expect(total('Grand Total')).toBe('₹229.00'));
    expect(total('Taxable value')).toBe('₹194.40');
    expect(total('CGST')).toBe('₹17.50');
    expect(total('Round off')).toBe(formatRupees(expected.roundOff));
    expect(within(line(1)).getByText('₹194.40')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notes')).toBe(true));
    const [body] = calls.filter((c) => c.method === 'POST' && c.path === '/api/notes').map((c) => c.body);
    expect(body).toMatchObject({ lines: [{ invoiceLineId: SCRAP_ID, quantity: 2.25, rate: 86.4 }] });
  });

  it('refuses 2.5 of a line counted in NOS on its quantity before sending, and leaves it out of the totals', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, `/notes/new?invoiceId=${IDS.invoice}&kind=credit`);
    await screen.findByRole('region', { name: 'Invoice' });
    await user.selectOptions(inLine(1, 'Invoice line'), HUB);
    expect(inLine(1, 'Quantity')).toHaveAttribute('inputmode', 'numeric');
    // The point is kept, so 2.5 is never read as 25.
    await user.type(inLine(1, 'Quantity'), '2.5');
    expect(inLine(1, 'Quantity')).toHaveValue('2.5');
    await waitFor(() => expect(total('Grand Total')).toBe('₹0.00'));

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(inLine(1, 'Quantity')).toHaveAccessibleDescription('Quantity must be a whole number for NOS'),
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
