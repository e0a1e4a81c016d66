import type { PayablesAgeing, SupplierLedger } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { PayablesAgeingPage } from './ageing-page';
import { SupplierLedgerPage } from './ledger-page';

const S1 = '0a1b2c3d-0000-4000-8000-000000000001';
const B1 = '0a1b2c3d-0000-4000-8000-0000000000b1';
const P1 = '0a1b2c3d-0000-4000-8000-0000000000f1';

const COMPANY = {
  name: 'Acme Precision Pvt Ltd',
  address: 'Plot 14, MIDC Bhosari, Pune',
  gstin: null,
  state: 'Maharashtra',
  stateCode: '27',
  pan: null,
  phone: null,
  email: null,
};

// 118 + 234 + 300 + 1,180 + 590 = 2,422 owed; the 1,000 advance nets it to 1,422.
const AGEING: PayablesAgeing = {
  asOf: '2026-12-07',
  rows: [
    {
      supplierId: S1,
      supplierCode: 'SS01',
      supplierName: 'Shree Steels',
      notDue: 118,
      days0to30: 234,
      days31to60: 300,
      days61to90: 1180,
      over90: 590,
      total: 2422,
      advance: 1000,
      net: 1422,
      oldestDaysOverdue: 91,
    },
  ],
  totals: {
    notDue: 118,
    days0to30: 234,
    days31to60: 300,
    days61to90: 1180,
    over90: 590,
    total: 2422,
    advance: 1000,
    net: 1422,
  },
};

// 6,790 owed on 1 May; a bill of 23,600 (30,390), a payment of 35,000: 4,610 paid ahead.
const LEDGER: SupplierLedger = {
  supplierId: S1,
  supplierCode: 'SS01',
  supplierName: 'Shree Steels',
  supplierAddress: 'Gat 40, Bhosari, Pune',
  supplierGstin: null,
  supplierState: 'Maharashtra',
  supplierPan: null,
  from: '2026-05-01',
  to: '2026-05-31',
  openingBalance: 6790,
  entries: [
    {
      date: '2026-05-05',
      kind: 'bill',
      reference: 'PB/2026-27/0002',
      detail: 'Invoice SS/12 of 03/05/2026 · due 04/06/2026',
      debit: 0,
      credit: 23600,
      balance: 30390,
      billId: B1,
      paymentId: null,
    },
    {
      date: '2026-05-10',
      kind: 'payment',
      reference: 'PV/2026-27/0004',
      detail: 'Bank transfer (NEFT/RTGS) · against PB/2026-27/0001, PB/2026-27/0002',
      debit: 35000,
      credit: 0,
      balance: -4610,
      billId: null,
      paymentId: P1,
    },
  ],
  totalDebit: 35000,
  totalCredit: 23600,
  closingBalance: -4610,
  company: COMPANY,
};

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('the payables ageing', () => {
  it("shows each supplier's balance by days past due, its advance and the net, with the totals", async () => {
    stubFetch((req) => (req.path === '/api/payables/ageing' ? json(AGEING) : errorBody(404, 'Not found')));
    renderRoutes([{ path: '/payables/ageing', element: <PayablesAgeingPage /> }], '/payables/ageing');
    const table = await screen.findByRole('table', { name: 'What each supplier is owed by days past due' });
    const row = within(table).getByRole('row', { name: /Shree Steels/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '₹118.00',
      '₹234.00',
      '₹300.00',
      '₹1,180.00',
      '₹590.00',
      '₹2,422.00',
      '₹1,000.00',
      '₹1,422.00',
      '91 days',
    ]);
    expect(within(row).getByRole('link', { name: 'Shree Steels' })).toHaveAttribute('href', `/payables/ledger/${S1}`);
    expect(screen.getByText('As of 07/12/2026, by days past the due date')).toBeInTheDocument();
  });

  it('says so when nothing is owed', async () => {
    stubFetch(() => json({ ...AGEING, rows: [] }));
    renderRoutes([{ path: '/payables/ageing', element: <PayablesAgeingPage /> }], '/payables/ageing');
    expect(await screen.findByText('Nothing is owed to any supplier.')).toBeInTheDocument();
  });
});

describe("a supplier's ledger", () => {
  it('prints the opening balance, each entry with its running balance and what the closing balance means', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch((req) => {
      if (req.path === `/api/payables/ledger/${S1}`) return json(LEDGER);
      if (req.path === '/api/company-settings') return json({ ...COMPANY, logo: null });
      return errorBody(404, 'Not found');
    });
    renderRoutes(
      [{ path: '/payables/ledger/:supplierId', element: <SupplierLedgerPage /> }],
      `/payables/ledger/${S1}?from=2026-05-01&to=2026-05-31`,
    );
    expect(await screen.findByText('SS01 — Shree Steels, 01/05/2026 to 31/05/2026')).toBeInTheDocument();
    const query = calls.find((c) => c.path === `/api/payables/ledger/${S1}`)?.query;
    expect([query?.get('from'), query?.get('to')]).toEqual(['2026-05-01', '2026-05-31']);
    expect(screen.getByText('Opening balance')).toBeInTheDocument();
    expect(screen.getByText('₹6,790.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PV/2026-27/0004' })).toHaveAttribute(
      'href',
      `/supplier-payments/view/${P1}`,
    );
    expect(screen.getByRole('link', { name: 'PB/2026-27/0002' })).toHaveAttribute('href', `/supplier-bills/view/${B1}`);
    expect(screen.getByText('Advance paid to you as on 31/05/2026: ₹4,610.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Record Payment/ })).toHaveAttribute(
      'href',
      `/supplier-payments/new?supplierId=${S1}`,
    );

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/payables/ledger/${S1}/pdf`)).toBe(true));
    const pdf = calls.find((c) => c.path === `/api/payables/ledger/${S1}/pdf`)?.query;
    expect(pdf?.get('from')).toBe('2026-05-01');
  });

  it('offers no payment to whoever may only view', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'supplier-payments', actions: ['view'] }]) });
    stubFetch((req) => (req.path === `/api/payables/ledger/${S1}` ? json(LEDGER) : errorBody(404, 'Not found')));
    renderRoutes([{ path: '/payables/ledger/:supplierId', element: <SupplierLedgerPage /> }], `/payables/ledger/${S1}`);
    expect(await screen.findByText('Opening balance')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Record Payment/ })).not.toBeInTheDocument();
  });
});
