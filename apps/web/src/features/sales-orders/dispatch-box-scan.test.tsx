import { type Box, boxQrText, todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { confirmedOrder, ID } from './order-fixtures';
import { SalesOrderViewPage } from './sales-order-view-page';

/*
 * Scanning boxes into the dispatch form (issue 31): the order of the fixtures has the sleeve open
 * on lines #1 (60 left) and #3 (20 left); its boxes hold 40 each.
 */

const ROUTES = [{ path: '/sales-orders/view/:id', element: <SalesOrderViewPage /> }];
const PATH = `/sales-orders/view/${ID.confirmed}?action=dispatch`;

const sleeveBox = (code: string, boxNo: number): Box => ({
  id: `box-${boxNo}`,
  code,
  packingId: 'packing-1',
  productId: ID.sleeve,
  drawingNumber: 'DAC-2231-B',
  description: 'Nozzle holder sleeve',
  workOrderId: 'wo-1',
  woNumber: 'WO/2026-27/0012',
  heatNumbers: 'H2291',
  quantity: 40,
  boxNo,
  boxCount: 3,
  packedOn: '2026-04-10',
  dispatchId: null,
  challanNumber: null,
  dispatchDate: null,
  salesOrderId: null,
  createdAt: '2026-04-10T09:00:00.000Z',
});

const BOXES = new Map([
  ['BX0000121', sleeveBox('BX0000121', 1)],
  ['BX0000122', sleeveBox('BX0000122', 2)],
  ['BX0000123', sleeveBox('BX0000123', 3)],
]);

/** The order, and the scan check as the server answers it: the sleeve's boxes go, 80 of it left on the order. */
function serve(post: (req: FakeRequest) => Response = () => json(confirmedOrder, 201)) {
  return stubFetch((req) => {
    if (req.path === `/api/sales-orders/${ID.confirmed}` && req.method === 'GET') return json(confirmedOrder);
    if (req.path === '/api/boxes/scan') {
      const code = req.query.get('code') as string;
      if (code === 'BX0000777') {
        return errorBody(409, 'Box BX0000777 holds DAC-1187-A, with no quantity left to dispatch on this order', {
          code: 'Box BX0000777 holds DAC-1187-A, with no quantity left to dispatch on this order',
        });
      }
      const box = BOXES.get(code);
      if (!box) return errorBody(404, `No box ${code}`, { code: `No box ${code}` });
      return json({ box, orderLineId: ID.line1, lineNumber: 1, leftOnOrder: 80 });
    }
    if (req.method === 'POST') return post(req);
    return errorBody(404, 'Not found');
  });
}

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.setState({ user: makeUser() });
});

async function openForm() {
  renderRoutes(ROUTES, PATH);
  const form = await screen.findByRole('region', { name: 'Record dispatch' });
  return {
    form,
    scan: within(form).getByLabelText('Scan boxes'),
    first: within(form).getByLabelText('#1 DAC-2231-B — Nozzle holder sleeve'),
    third: within(form).getByLabelText('#3 DAC-2231-B — Nozzle holder sleeve'),
  };
}

const listed = (form: HTMLElement) =>
  within(within(form).getByRole('table', { name: 'Scanned boxes' }))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent));

describe('scanning boxes into a dispatch', () => {
  it('fills the line quantities from the boxes a keyboard scanner types, and sends them with the dispatch', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { form, scan, first, third } = await openForm();

    // A scanner types the label's QR text and Enter; Enter does not submit the dispatch.
    const qr = boxQrText({ ...sleeveBox('BX0000121', 1), packedOn: '2026-04-10' });
    await user.type(scan, `${qr}{Enter}`);
    await waitFor(() => expect(first).toHaveValue(40));
    expect(third).toHaveValue(0);
    expect(scan).toHaveValue('');
    expect(listed(form)).toEqual([['BX0000121Box 1 of 3', 'DAC-2231-B', '40']]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(calls.find((c) => c.path === '/api/boxes/scan')?.query.get('code')).toBe('BX0000121');
    expect(calls.find((c) => c.path === '/api/boxes/scan')?.query.get('orderId')).toBe(ID.confirmed);

    // The code typed by hand, in small letters: line #1 takes 60, the rest goes on #3.
    await user.type(scan, ' bx0000122 {Enter}');
    await waitFor(() => expect(first).toHaveValue(60));
    expect(third).toHaveValue(20);
    expect(await axeViolations()).toEqual([]);

    // A box off the list gives its pieces back.
    await user.click(within(form).getByRole('button', { name: 'Remove box BX0000121' }));
    await waitFor(() => expect(first).toHaveValue(40));
    expect(third).toHaveValue(0);

    await user.click(within(form).getByRole('button', { name: 'Record Dispatch' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      dispatchDate: todayIn(),
      vehicleReference: null,
      deliveryAddressId: null,
      notes: null,
      lines: [
        { orderLineId: ID.line1, quantity: 40 },
        { orderLineId: ID.line3, quantity: 0 },
      ],
      version: 3,
      boxCodes: ['BX0000122'],
    });
  });

  it('shows why a box is refused and adds nothing: the server’s reason, a box scanned twice, more than is left', async () => {
    const user = userEvent.setup();
    serve();
    const { form, scan, first } = await openForm();

    await user.type(scan, 'BX0000999{Enter}');
    expect(await within(form).findByText('No box BX0000999')).toBeInTheDocument();
    expect(scan).toHaveAccessibleDescription(/No box BX0000999/);
    expect(toast.error).toHaveBeenCalledWith('No box BX0000999');
    expect(within(form).queryByRole('table', { name: 'Scanned boxes' })).not.toBeInTheDocument();
    expect(first).toHaveValue(0);

    await user.type(scan, 'BX0000777{Enter}');
    expect(
      await within(form).findByText('Box BX0000777 holds DAC-1187-A, with no quantity left to dispatch on this order'),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('table', { name: 'Scanned boxes' })).not.toBeInTheDocument();

    // Not a box code at all: refused before asking.
    await user.type(scan, 'INV-12{Enter}');
    expect(await within(form).findByText('INV-12 is not a box code (BX and seven digits)')).toBeInTheDocument();

    // Two boxes fill the 80 left; a third would send more than the order has left.
    await user.type(scan, 'BX0000121{Enter}');
    await user.type(scan, 'BX0000121{Enter}');
    expect(await within(form).findByText('Box BX0000121 is scanned twice')).toBeInTheDocument();
    await user.type(scan, 'BX0000122{Enter}');
    await waitFor(() => expect(first).toHaveValue(60));
    await user.type(scan, 'BX0000123{Enter}');
    expect(
      await within(form).findByText('Box BX0000123 holds DAC-2231-B, with no quantity left to dispatch on this order'),
    ).toBeInTheDocument();
    expect(listed(form).map((row) => row[0])).toEqual(['BX0000121Box 1 of 3', 'BX0000122Box 2 of 3']);
  });

  it('offers the camera, loading its scanner only when asked', async () => {
    const user = userEvent.setup();
    serve();
    const { form } = await openForm();
    const camera = within(form).getByRole('button', { name: 'Scan with camera' });
    expect(camera).toHaveAttribute('aria-pressed', 'false');
    // jsdom has no camera: the panel says so rather than failing.
    await user.click(camera);
    expect(
      await within(form).findByText(/camera could not be started|No camera was found|not allowed/),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Stop camera' }));
    expect(within(form).queryByRole('button', { name: 'Close camera' })).not.toBeInTheDocument();
  });
});
