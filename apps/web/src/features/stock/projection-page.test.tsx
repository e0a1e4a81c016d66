import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ProjectionPage } from './projection-page';
import { IDS } from './stock-fixtures';

const ROUTES = [{ path: '/stock/planning/:id', element: <ProjectionPage /> }];

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('a bar by day', () => {
  it('lists stock now, each need and receipt on its day with the balance after it, and the days short in red', async () => {
    const { calls } = stubFetch((req) =>
      req.path === '/api/stock/planning/EN9%7C%C3%9840/projection'
        ? json({
            id: 'EN9|Ø40',
            grade: 'EN9',
            rodSize: 'Ø40',
            today: '2026-12-06',
            inStockKg: 400,
            rows: [
              {
                date: '2027-01-04',
                kind: 'demand',
                kg: 600,
                balanceKg: -200,
                label: 'SO/2026-27/0012 · KH-118',
                ref: { kind: 'sales_order', id: IDS.order },
              },
              {
                date: '2027-01-15',
                kind: 'receipt',
                kg: 100,
                balanceKg: -100,
                label: 'PO/2026-27/0003 · Shree Steels',
                ref: { kind: 'purchase_order', id: IDS.receipt },
              },
            ],
          })
        : errorBody(404, 'Not found'),
    );
    renderRoutes(ROUTES, '/stock/planning/EN9%7C%C3%9840');
    expect(await screen.findByRole('heading', { name: 'EN9 Ø40 by day' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/stock/planning/EN9%7C%C3%9840/projection')).toBe(true);
    const rows = screen
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['06/12/2026', 'In stock now', '', '', '400 kg'],
      ['04/01/2027', 'SO/2026-27/0012 · KH-118', '600 kg', '', 'Short 200 kg'],
      ['15/01/2027', 'PO/2026-27/0003 · Shree Steels', '', '100 kg', 'Short 100 kg'],
    ]);
    expect(screen.getByRole('link', { name: 'SO/2026-27/0012 · KH-118' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${IDS.order}`,
    );
  });

  it('says so when no open work needs the bar', async () => {
    stubFetch(() => errorBody(404, 'No open work needs this bar'));
    renderRoutes(ROUTES, '/stock/planning/EN1%7CNOPE');
    expect(await screen.findByText('No open work needs this bar.')).toBeInTheDocument();
  });
});
