import type { InspectionSummary } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS } from './inspection-fixtures';
import { InspectionsListPage } from './inspections-list-page';

const ROW: InspectionSummary = {
  id: IDS.inspection,
  kind: 'first_piece',
  result: 'fail',
  inspectedOn: '2026-11-27',
  productId: IDS.product,
  productDescription: 'Plunger sleeve',
  drawingNumber: 'DRG-118',
  workOrderId: IDS.workOrder,
  workOrderNumber: 'WO/2026-27/0004',
  dispatchId: null,
  challanNumber: null,
  inspectorName: 'Suresh Patil',
  sampleSize: 1,
  createdAt: '2026-11-27T10:00:00.000Z',
};

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the inspections list', () => {
  it('asks newest first by date, shows what was inspected and its result, and filters by kind', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch((req) =>
      req.path === '/api/inspections'
        ? json({ data: [ROW], total: 1, page: 1, limit: 10, totalPages: 1 })
        : errorBody(404, 'Not found'),
    );
    renderRoutes([{ path: '/inspections', element: <InspectionsListPage /> }], '/inspections');
    const link = await screen.findByRole('link', { name: 'First piece inspection of DRG-118 on 27/11/2026' });
    expect(link).toHaveAttribute('href', `/inspections/view/${IDS.inspection}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('WO/2026-27/0004')).toBeInTheDocument();
    expect(within(row).getByText('Fail')).toBeInTheDocument();
    const first = calls.find((c) => c.path === '/api/inspections');
    expect([first?.query.get('sortBy'), first?.query.get('sortOrder')]).toEqual(['inspectedOn', 'DESC']);

    await user.selectOptions(screen.getByLabelText('Kind'), 'Pre-dispatch (PDI)');
    await waitFor(() => expect(calls.at(-1)?.query.get('kind')).toBe('pdi'));
  });
});
