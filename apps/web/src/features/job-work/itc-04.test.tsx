import type { Itc04Report } from '@lathe/shared';
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

const REPORT: Itc04Report = {
  financialYear: '2026-27',
  half: 1,
  from: '2026-04-01',
  to: '2026-09-30',
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
};

function serve() {
  return stubFetch((req) => {
    if (req.path === '/api/job-work/itc-04') {
      const half = Number(req.query.get('half'));
      return json(half === 1 ? REPORT : { ...REPORT, half, table4: [], table5A: [] });
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
  it('previews Table 4 and Table 5A of the half-year chosen, and offers the CSV', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/job-work/itc-04?financialYear=2026-27&half=1');
    const table4 = await screen.findByRole('table', { name: 'Table 4: goods sent for job work' });
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
    const table5A = screen.getByRole('table', { name: 'Table 5A: goods received back from the job worker' });
    expect(within(table5A).getByText('JWC/2026-27/0001')).toBeInTheDocument();
    expect(within(table5A).getByText('2.5 KGS')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(queries(calls)).toEqual([{ financialYear: '2026-27', half: '1' }]);
  });

  it('asks for the other half-year when it is chosen, and says when nothing went out or came back', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/job-work/itc-04?financialYear=2026-27&half=1');
    await screen.findByRole('table', { name: 'Table 4: goods sent for job work' });
    await user.selectOptions(screen.getByLabelText('Half-year'), 'October–March');
    await waitFor(() => expect(queries(calls).at(-1)).toEqual({ financialYear: '2026-27', half: '2' }));
    expect(await screen.findByText('No challan was sent in this half-year.')).toBeInTheDocument();
    expect(screen.getByText('Nothing came back in this half-year.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?financialYear=2026-27&half=2');
  });
});
