import type { ControlPlanSummary } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ControlPlansListPage } from './control-plans-list-page';

const ROWS: ControlPlanSummary[] = [
  {
    productId: '22222222-2222-4222-8222-222222222222',
    drawingNumber: 'DRG-118',
    productDescription: 'Plunger sleeve',
    partyCode: 'BOSCH-PN',
    hasPlan: true,
    revision: 3,
    revisedOn: '2026-11-20',
    characteristicCount: 6,
  },
  {
    productId: '33333333-3333-4333-8333-333333333333',
    drawingNumber: 'DRG-220',
    productDescription: 'Spacer',
    partyCode: 'BOSCH-PN',
    hasPlan: false,
    revision: null,
    revisedOn: null,
    characteristicCount: 0,
  },
];

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the control plans list', () => {
  it("lists every product by drawing with its plan's revision, and filters those without one", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch((req) =>
      req.path === '/api/control-plans'
        ? json({ data: ROWS, total: 2, page: 1, limit: 10, totalPages: 1 })
        : errorBody(404, 'Not found'),
    );
    renderRoutes([{ path: '/control-plans', element: <ControlPlansListPage /> }], '/control-plans');
    const planned = await screen.findByRole('link', { name: 'Control plan of DRG-118' });
    expect(planned).toHaveAttribute('href', `/control-plans/${ROWS[0]?.productId}`);
    const row = planned.closest('tr') as HTMLElement;
    expect(within(row).getByText('Rev 3')).toBeInTheDocument();
    expect(within(row).getByText('20/11/2026')).toBeInTheDocument();
    const bare = screen.getByRole('link', { name: 'Control plan of DRG-220' }).closest('tr') as HTMLElement;
    expect(within(bare).getByText('No plan yet')).toBeInTheDocument();
    const first = calls.find((c) => c.path === '/api/control-plans');
    expect([first?.query.get('sortBy'), first?.query.get('sortOrder')]).toEqual(['drawingNumber', 'ASC']);

    await user.selectOptions(screen.getByLabelText('Plan'), 'Without a plan');
    await waitFor(() => expect(calls.at(-1)?.query.get('plan')).toBe('without'));
  });
});
