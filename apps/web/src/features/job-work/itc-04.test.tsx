import type { Itc04ReportAnswer } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { Itc04Page } from './itc-04-page';

const ROUTES = [
  { path: '/job-work/itc-04', element: <Itc04Page /> },
  { path: '*', element: <p>elsewhere</p> },
];

const TABLE_5 = {
  description: 'EN8 Ø25',
  uqc: 'KGS',
  originalChallanNumber: 'JWC/2026-27/0002',
  originalChallanDate: '2026-09-30',
  natureOfJobWork: 'Hardening',
};

const REPORT: Itc04ReportAnswer = {
  financialYear: '2026-27',
  period: 'h1',
  from: '2026-04-01',
  to: '2026-09-30',
  halfYearly: true,
  table4: [
    {
      jobWorker: '29AAFCD1234K1ZT',
      challanNumber: 'JWC/2026-27/0002',
      challanDate: '2026-09-30',
      description: 'EN8 Ø25',
      uqc: 'KGS',
      quantity: 412.5,
      taxableValue: 30937.5,
      typeOfGoods: 'Inputs',
      centralTaxRate: 0,
      stateTaxRate: 0,
      integratedTaxRate: 18,
      cessRate: 0,
    },
  ],
  table5A: [
    {
      jobWorker: '27AAFCS1234K1ZX',
      jobWorkerChallanNumber: 'PL/118',
      jobWorkerChallanDate: '2026-06-09',
      description: 'Plunger sleeve',
      uqc: 'NOS',
      quantity: 5000,
      originalChallanNumber: 'JWC/2026-27/0001',
      originalChallanDate: '2026-05-04',
      natureOfJobWork: 'Zinc plating',
      lossesUqc: 'KGS',
      lossesQuantity: 2.5,
    },
  ],
  table5B: [
    {
      ...TABLE_5,
      jobWorker: 'Gujarat',
      jobWorkerChallanNumber: 'SG/12',
      jobWorkerChallanDate: '2026-09-20',
      quantity: 300,
      lossesUqc: '',
      lossesQuantity: 0,
    },
  ],
  table5C: [
    {
      ...TABLE_5,
      jobWorker: '29AAFCD1234K1ZT',
      invoiceNumber: 'INV/2026-27/0412',
      invoiceDate: '2026-09-25',
      quantity: 100,
      lossesUqc: 'KGS',
      lossesQuantity: 1.5,
    },
  ],
};

const EMPTY = { table4: [], table5A: [], table5B: [], table5C: [] };

function serve(halfYearly = true) {
  return stubFetch((req) => {
    if (req.path === '/api/job-work/itc-04') {
      // Without a period, the company's own: the first half for a half-yearly filer, else the year.
      const period = req.query.get('period') ?? (halfYearly ? 'h1' : 'annual');
      return json(period === 'h1' ? { ...REPORT, halfYearly } : { ...REPORT, ...EMPTY, period, halfYearly });
    }
    return errorBody(404, 'Not found');
  });
}

const queries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/job-work/itc-04').map((c) => Object.fromEntries(c.query));

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('ITC-04', () => {
  it('previews Tables 4, 5A, 5B and 5C of the period the company files, each with its own CSV', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/job-work/itc-04?financialYear=2026-27');
    const table4 = await screen.findByRole('table', { name: /^Table 4: Details of inputs\/capital goods sent/ });
    expect(
      within(table4)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '29AAFCD1234K1ZT',
      'JWC/2026-27/0002',
      '30/09/2026',
      'EN8 Ø25',
      'KGS',
      '412.5',
      '30,937.50',
      'Inputs',
      '0%',
      '0%',
      '18%',
    ]);
    const table5A = screen.getByRole('table', { name: /^Table 5\(A\)/ });
    expect(within(table5A).getByText('PL/118')).toBeInTheDocument();
    expect(within(table5A).getByText('2.5 KGS')).toBeInTheDocument();
    const table5B = screen.getByRole('table', { name: /^Table 5\(B\)/ });
    expect(within(table5B).getByText('Gujarat')).toBeInTheDocument();
    expect(within(table5B).getByText('SG/12')).toBeInTheDocument();
    const table5C = screen.getByRole('table', { name: /^Table 5\(C\)/ });
    expect(within(table5C).getByRole('columnheader', { name: 'Invoice No.' })).toBeInTheDocument();
    expect(within(table5C).getByText('INV/2026-27/0412')).toBeInTheDocument();
    expect(within(table5C).getByText('25/09/2026')).toBeInTheDocument();
    for (const table of ['4', '5A', '5B', '5C']) {
      expect(screen.getByRole('button', { name: `Download Table ${table} as CSV` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    // The page sent no period: the server answered the company's, which the choice now shows.
    expect(queries(calls)).toEqual([{ financialYear: '2026-27' }]);
    expect(screen.getByLabelText('Period')).toHaveValue('h1');
  });

  it('asks for the whole year when it is chosen, says it is not how the company files, and what is empty', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/job-work/itc-04?financialYear=2026-27&period=h1');
    await screen.findByRole('table', { name: /^Table 4/ });
    await user.selectOptions(screen.getByLabelText('Period'), 'Whole year (annual)');
    await waitFor(() => expect(queries(calls).at(-1)).toEqual({ financialYear: '2026-27', period: 'annual' }));
    expect(await screen.findByText('No challan was sent in this period.')).toBeInTheDocument();
    expect(screen.getByText('Nothing came back from another job worker in this period.')).toBeInTheDocument();
    expect(screen.getByText("Nothing was supplied from a job worker's premises in this period.")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The company files ITC-04 for each half-year');
    expect(router.state.location.search).toBe('?financialYear=2026-27&period=annual');
  });

  it('shows the annual return of a company up to ₹5 crore of turnover', async () => {
    serve(false);
    renderRoutes(ROUTES, '/job-work/itc-04?financialYear=2026-27');
    expect(await screen.findByText('No challan was sent in this period.')).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('annual');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
