import { ALL_PERMISSIONS, type Permission } from '@lathe/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { confirmedOrder, ID } from './order-fixtures';
import { DispatchHistory } from './order-history';

const dispatch = confirmedOrder.dispatches[0] as (typeof confirmedOrder.dispatches)[number];
const REPORT = {
  id: 'report-1',
  dispatchId: dispatch.id,
  productId: ID.spacer,
  drawingNumber: 'DAC-1187-A',
  result: 'fail',
  kind: 'pdi',
};
/** The order with its dispatch of one product: the spacer's 50 alone. */
const oneProduct = {
  ...confirmedOrder,
  dispatches: [{ ...dispatch, lines: dispatch.lines.filter((line) => line.drawingNumber === 'DAC-1187-A') }],
};

function signIn(permissions: Permission[]) {
  useAuthStore.getState().loginSuccess({
    accessToken: 'a',
    refreshToken: 'r',
    user: makeUser({ roles: [{ id: 'r2', name: 'Quality' }], role: { id: 'r2', name: 'Quality', permissions } }),
  });
}

function serve(reports: object[]) {
  return stubFetch((req) =>
    req.path === '/api/inspections'
      ? json({ data: reports, total: reports.length, page: 1, limit: 100, totalPages: 1 })
      : errorBody(404, 'Not found'),
  );
}

const cellOf = () => within(screen.getByRole('table', { name: 'Dispatches' })).getAllByRole('row')[1] as HTMLElement;

describe("a dispatch's PDI report on the order", () => {
  it('links the report a dispatch has, asking once for the whole order', async () => {
    signIn(ALL_PERMISSIONS);
    const { calls } = serve([REPORT]);
    renderAt(<DispatchHistory order={oneProduct} />);
    const link = await within(cellOf()).findByRole('link', { name: `PDI report of ${dispatch.challanNumber}` });
    expect(link).toHaveAttribute('href', '/inspections/view/report-1');
    expect(link).toHaveTextContent('PDI report (Fail)');
    expect(within(cellOf()).queryByRole('link', { name: /^Record the PDI/ })).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/inspections');
    expect(asked.map((c) => [c.query.get('salesOrderId'), c.query.get('kind')])).toEqual([[confirmedOrder.id, 'pdi']]);
  });

  it('names each product’s report on a dispatch of several, and offers the PDI of the product without one', async () => {
    signIn(ALL_PERMISSIONS);
    serve([REPORT]);
    renderAt(<DispatchHistory order={confirmedOrder} />);
    const link = await within(cellOf()).findByRole('link', {
      name: `PDI report of DAC-1187-A on ${dispatch.challanNumber}`,
    });
    expect(link).toHaveTextContent('PDI DAC-1187-A (Fail)');
    expect(within(cellOf()).getByRole('link', { name: `Record the PDI of ${dispatch.challanNumber}` })).toHaveAttribute(
      'href',
      `/inspections/pdi/${dispatch.id}`,
    );
  });

  it('lists a dispatch’s reports in the order’s line order, and offers no more once each product has its own', async () => {
    signIn(ALL_PERMISSIONS);
    const sleeve = { ...REPORT, id: 'report-2', productId: ID.sleeve, drawingNumber: 'DAC-2231-B', result: 'pass' };
    serve([REPORT, sleeve]);
    renderAt(<DispatchHistory order={confirmedOrder} />);
    await within(cellOf()).findByRole('link', { name: /^PDI report of DAC-2231-B/ });
    const reports = within(cellOf()).getAllByRole('link', { name: /^PDI report of/ });
    expect(reports.map((link) => link.textContent)).toEqual(['PDI DAC-2231-B (Pass)', 'PDI DAC-1187-A (Fail)']);
    expect(within(cellOf()).queryByRole('link', { name: /^Record the PDI/ })).not.toBeInTheDocument();
  });

  it('offers to record one to an inspector, and shows nothing to whoever may not see inspections', async () => {
    signIn([
      { scope: 'sales-orders', actions: ['view'] },
      { scope: 'inspection', actions: ['view', 'create'] },
    ]);
    serve([]);
    const { unmount } = renderAt(<DispatchHistory order={confirmedOrder} />);
    expect(
      await within(cellOf()).findByRole('link', { name: `Record the PDI of ${dispatch.challanNumber}` }),
    ).toHaveAttribute('href', `/inspections/pdi/${dispatch.id}`);
    unmount();

    signIn([{ scope: 'sales-orders', actions: ['view'] }]);
    const { calls } = serve([REPORT]);
    renderAt(<DispatchHistory order={confirmedOrder} />);
    expect(screen.queryByRole('columnheader', { name: 'PDI' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
