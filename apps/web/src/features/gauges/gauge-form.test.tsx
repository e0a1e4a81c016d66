import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { enterText, replaceText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { caliperDetail } from './gauge-fixtures';
import { GaugeFormPage } from './gauge-form';

const ROUTES = [
  { path: '/gauges', element: <p>the list</p> },
  { path: '/gauges/new', element: <GaugeFormPage /> },
  { path: '/gauges/edit/:id', element: <GaugeFormPage /> },
];

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/gauges/g1' && req.method === 'GET') return json(caliperDetail);
    if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 5, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
}

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('the gauge form', () => {
  it('says what is missing or wrong before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/gauges/new');
    expect(screen.getByRole('heading', { name: 'Add New Gauge' })).toBeInTheDocument();
    // Once a year, in mm, in use: what a new gauge starts with.
    expect(screen.getByLabelText('Calibration Frequency (days)')).toHaveValue(365);
    expect(screen.getByLabelText('Unit')).toHaveValue('mm');
    expect(screen.getByLabelText('Status')).toHaveValue('active');

    await replaceText(user, screen.getByLabelText('Calibration Frequency (days)'), '3651');
    await enterText(user, screen.getByLabelText('Least Count'), '0.00005');
    await enterText(user, screen.getByLabelText('Gauge Code'), 'X'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Create Gauge' }));

    expect(await screen.findByText('Gauge name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Gauge Code')).toHaveAccessibleDescription(
      expect.stringContaining('Must be at most 30 characters'),
    );
    expect(screen.getByLabelText('Gauge Type')).toHaveAccessibleDescription(
      expect.stringContaining('Gauge type is required'),
    );
    expect(screen.getByLabelText('Least Count')).toHaveAccessibleDescription(
      expect.stringContaining('Maximum 4 decimal places'),
    );
    expect(screen.getByLabelText('Calibration Frequency (days)')).toHaveAccessibleDescription(
      expect.stringContaining('Calibration frequency is whole days from 1 to 3650'),
    );
    await replaceText(user, screen.getByLabelText('Calibration Frequency (days)'), '');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText('Calibration Frequency (days)')).toHaveAccessibleDescription(
        expect.stringContaining('Calibration frequency is required'),
      ),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a gauge of an offered type and goes back to the list', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(caliperDetail, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/gauges/new');
    await enterText(user, screen.getByLabelText('Gauge Code'), 'VC-012');
    await enterText(user, screen.getByLabelText('Name'), 'Vernier caliper 0–150 mm');
    await enterText(user, screen.getByLabelText('Gauge Type'), 'vernier caliper');
    await enterText(user, screen.getByLabelText('Range'), '0–150 mm');
    await enterText(user, screen.getByLabelText('Least Count'), '0.02');
    await enterText(user, screen.getByLabelText('Location'), 'QC room, rack 2');
    await user.click(screen.getByRole('button', { name: 'Create Gauge' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gauges'));
    expect(toast.success).toHaveBeenCalledWith('Gauge created successfully');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'VC-012',
      name: 'Vernier caliper 0–150 mm',
      gaugeType: 'Vernier caliper',
      rangeText: '0–150 mm',
      leastCount: 0.02,
      unit: 'mm',
      location: 'QC room, rack 2',
      calibrationFrequencyDays: 365,
      status: 'active',
      remarks: null,
    });
  });

  it("shows the server's refusal of a taken code under the code", async () => {
    const user = userEvent.setup();
    const taken = 'A gauge with this code already exists';
    serve((req) => (req.method === 'POST' ? errorBody(409, taken, { code: taken }) : undefined));
    renderRoutes(ROUTES, '/gauges/new');
    await enterText(user, screen.getByLabelText('Gauge Code'), 'vc-012');
    await enterText(user, screen.getByLabelText('Name'), 'Caliper');
    await enterText(user, screen.getByLabelText('Gauge Type'), 'Micrometer');
    await user.click(screen.getByRole('button', { name: 'Create Gauge' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Gauge Code')).toHaveAccessibleDescription(expect.stringContaining(taken)),
    );
    expect(toast.error).toHaveBeenCalledWith(taken);
  });

  it('edits the gauge whole with the version read, retiring it', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'PUT' ? json({ ...caliperDetail, version: 4 }) : undefined));
    const { router } = renderRoutes(ROUTES, '/gauges/edit/g1');
    expect(await screen.findByLabelText('Gauge Code')).toHaveValue('VC-012');
    expect(screen.getByLabelText('Least Count')).toHaveValue('0.02');
    await user.selectOptions(screen.getByLabelText('Status'), 'Retired');
    await user.click(screen.getByRole('button', { name: 'Update Gauge' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gauges'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/gauges/g1');
    expect(put?.body).toMatchObject({ code: 'VC-012', status: 'retired', calibrationFrequencyDays: 365, version: 3 });
  });
});
