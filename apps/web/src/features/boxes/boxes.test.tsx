import { ALL_PERMISSIONS, type Box, type Packing, type PackTemplate, todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { BoxesListPage } from './boxes-list-page';
import { PackPage } from './pack-page';

const WO = 'f0000000-0000-4000-8000-000000000001';
const PACKING = 'e0000000-0000-4000-8000-000000000001';

const box = (n: number, fields: Partial<Box> = {}): Box => ({
  id: `box-${n}`,
  code: `BX${String(120 + n).padStart(7, '0')}`,
  packingId: PACKING,
  productId: 'p1',
  drawingNumber: 'DAC-FB-2231',
  description: 'Flange bush',
  workOrderId: WO,
  woNumber: 'WO/2026-27/0012',
  heatNumbers: 'H2291, H2304',
  quantity: n === 6 ? 50 : 200,
  boxNo: n,
  boxCount: 6,
  packedOn: '2026-12-07',
  dispatchId: null,
  challanNumber: null,
  dispatchDate: null,
  salesOrderId: null,
  createdAt: '2026-12-07T09:00:00.000Z',
  ...fields,
});

const TEMPLATE: PackTemplate = {
  workOrderId: WO,
  woNumber: 'WO/2026-27/0012',
  status: 'in_progress',
  productId: 'p1',
  drawingNumber: 'DAC-FB-2231',
  description: 'Flange bush',
  made: 1500,
  packed: 0,
  left: 1500,
  perBox: 200,
  heatNumbers: 'H2291, H2304',
  packable: true,
  packings: [],
};

const PACKED: Packing = {
  packingId: PACKING,
  workOrderId: WO,
  woNumber: 'WO/2026-27/0012',
  drawingNumber: 'DAC-FB-2231',
  description: 'Flange bush',
  packedOn: todayIn(),
  quantity: 1050,
  dispatchedBoxes: 0,
  boxes: [1, 2, 3, 4, 5, 6].map((n) => box(n)),
};

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the boxes list', () => {
  it('shows each box with its part, work order, quantity, box n of N, heat and where it went; filters by state', async () => {
    const user = userEvent.setup();
    const sent = box(2, {
      dispatchId: 'd1',
      challanNumber: 'DC/2026-27/0007',
      dispatchDate: '2026-12-08',
      salesOrderId: 'so-1',
    });
    const { calls } = stubFetch((req) =>
      req.path === '/api/boxes'
        ? json({ data: [sent, box(1)], total: 2, page: 1, limit: 10, totalPages: 1, totalCapped: false })
        : errorBody(404, 'Not found'),
    );
    renderRoutes([{ path: '/boxes', element: <BoxesListPage /> }], '/boxes');
    const row = (await screen.findByText('BX0000122')).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'BX0000122',
      'DAC-FB-2231Flange bush',
      'WO/2026-27/0012',
      '200',
      'Box 2 of 6',
      'H2291, H2304',
      '07/12/2026',
      'DC/2026-27/000708/12/2026',
    ]);
    expect(within(row).getByRole('link', { name: 'DC/2026-27/0007' })).toHaveAttribute(
      'href',
      '/sales-orders/view/so-1',
    );
    expect(within(row).getByRole('link', { name: 'WO/2026-27/0012' })).toHaveAttribute(
      'href',
      `/work-orders/view/${WO}`,
    );
    const waiting = (screen.getByText('BX0000121').closest('tr') as HTMLElement).querySelectorAll('td');
    expect(waiting[7]?.textContent).toBe('In stores');
    const first = calls.find((c) => c.path === '/api/boxes');
    expect([first?.query.get('sortBy'), first?.query.get('sortOrder')]).toEqual(['createdAt', 'DESC']);

    await user.selectOptions(screen.getByLabelText('State'), 'Dispatched');
    await waitFor(() => expect(calls.at(-1)?.query.get('state')).toBe('dispatched'));
  });
});

describe('packing a work order', () => {
  const ROUTES = [
    { path: '/boxes/pack/:workOrderId', element: <PackPage /> },
    { path: '/work-orders/view/:id', element: <p>the work order</p> },
  ];

  it("shows made, packed and left, packs by the product's parts per box, then offers the boxes' labels and Unpack", async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: makeUser({ permissions: ALL_PERMISSIONS }) });
    let template = TEMPLATE;
    const { calls } = stubFetch((req) => {
      if (req.path === `/api/boxes/pack/${WO}`) return json(template);
      if (req.path === '/api/boxes/pack' && req.method === 'POST') {
        template = {
          ...TEMPLATE,
          packed: 1050,
          left: 450,
          packings: [
            {
              packingId: PACKING,
              workOrderId: WO,
              woNumber: TEMPLATE.woNumber,
              drawingNumber: TEMPLATE.drawingNumber,
              description: TEMPLATE.description,
              packedOn: todayIn(),
              quantity: 1050,
              boxCount: 6,
              dispatchedBoxes: 0,
            },
          ],
        };
        return json(PACKED, 201);
      }
      if (req.path === `/api/boxes/packings/${PACKING}` && req.method === 'DELETE') {
        template = TEMPLATE;
        return new Response(null, { status: 204 });
      }
      return errorBody(404, 'Not found');
    });
    renderRoutes(ROUTES, `/boxes/pack/${WO}`);
    expect(await screen.findByRole('heading', { name: 'Pack Boxes WO/2026-27/0012' })).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect([figure('Made (good)'), figure('Packed'), figure('Left to pack'), figure('Parts per box')]).toEqual([
      '1,500',
      '0',
      '1,500',
      '200',
    ]);
    expect(screen.getByText('Nothing packed yet')).toBeInTheDocument();

    const quantity = screen.getByLabelText('Quantity to Pack');
    expect(quantity).toHaveValue(1500);
    // More than is left is refused before anything is sent.
    await user.clear(quantity);
    await user.type(quantity, '1501');
    await user.click(screen.getByRole('button', { name: 'Pack' }));
    expect(
      await screen.findByText('Only 1,500 pieces of WO/2026-27/0012 are made and not yet packed'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '1050');
    await user.click(screen.getByRole('button', { name: 'Pack' }));
    expect(
      await screen.findByRole('heading', { name: `6 boxes packed on ${todayIn().split('-').reverse().join('/')}` }),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      workOrderId: WO,
      quantity: 1050,
      perBox: 200,
      packedOn: todayIn(),
    });
    expect(toast.success).toHaveBeenCalledWith('6 boxes packed: print their labels');
    const made = screen.getByRole('table', { name: /6 boxes packed/ });
    expect(
      within(made)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)),
    ).toEqual([
      ['BX0000121', 'Box 1 of 6', '200'],
      ['BX0000122', 'Box 2 of 6', '200'],
      ['BX0000123', 'Box 3 of 6', '200'],
      ['BX0000124', 'Box 4 of 6', '200'],
      ['BX0000125', 'Box 5 of 6', '200'],
      ['BX0000126', 'Box 6 of 6', '50'],
    ]);
    // The form proposes what is left now.
    await waitFor(() => expect(screen.getByLabelText('Quantity to Pack')).toHaveValue(450));
    expect(screen.getAllByRole('button', { name: 'Print labels (A4)' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Print labels (thermal)' }).length).toBeGreaterThan(0);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: 'Unpack' })[0] as HTMLElement);
    await answerConfirm(user, true, /^Unpack these 6 boxes\?/);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(toast.success).toHaveBeenCalledWith('Boxes unpacked');
  });

  it('says why a work order cannot be packed, and offers no Unpack to whoever may not unpack', async () => {
    useAuthStore.setState({
      user: makeUser({
        role: { id: 'r', name: 'Packer', permissions: [{ scope: 'boxes', actions: ['view', 'create'] }] },
      }),
    });
    stubFetch((req) =>
      req.path === `/api/boxes/pack/${WO}`
        ? json({
            ...TEMPLATE,
            status: 'draft',
            packable: false,
            packings: [{ ...PACKED, boxes: undefined, boxCount: 6 }],
          })
        : errorBody(404, 'Not found'),
    );
    renderRoutes(ROUTES, `/boxes/pack/${WO}`);
    expect(
      await screen.findByText(
        "Only a released, in-progress or completed work order's pieces are packed; this one is draft",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Quantity to Pack')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print labels (A4)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpack' })).not.toBeInTheDocument();
  });
});
