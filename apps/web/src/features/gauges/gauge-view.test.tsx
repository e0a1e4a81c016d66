import { addDays, type GaugeDetail, todayIn } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { typedDateText } from '../../lib/typed-date';
import { enterText, replaceText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { caliperDetail, certificate, passed } from './gauge-fixtures';
import { GaugeViewPage } from './gauge-view-page';

const ROUTES = [
  { path: '/gauges', element: <p>the list</p> },
  { path: '/gauges/view/:id', element: <GaugeViewPage /> },
];

const today = todayIn();
const scan = { ...certificate, id: '5b1d3c9e-7a52-4f0e-9d61-2c8e4b7a9f10', fileName: 'Recal VC-012.pdf' };

/** VC-012 after a failed calibration today: no due date, so it measures nothing. */
const failedToday: GaugeDetail = {
  ...caliperDetail,
  lastCalibratedOn: today,
  dueOn: null,
  state: 'uncalibrated',
  version: 4,
  calibrations: [
    {
      id: 'k2',
      calibratedOn: today,
      result: 'fail',
      agency: 'Mitutoyo lab, Pune',
      certificateNumber: 'NABL/CC/3310',
      certificate: scan,
      nextDueOn: null,
      remarks: 'Jaws worn',
      recordedBy: 'Suresh Patil',
      createdAt: `${today}T09:00:00.000Z`,
    },
    passed,
  ],
};

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

describe('a gauge’s page', () => {
  it('shows the gauge, its state, its calibrations with their certificates and the readings taken with it', async () => {
    serve();
    renderRoutes(ROUTES, '/gauges/view/g1');
    expect(await screen.findByRole('heading', { name: 'VC-012 Vernier caliper 0–150 mm' })).toBeInTheDocument();
    expect(screen.getAllByText('Calibrated').length).toBeGreaterThan(0);
    const details = screen.getByRole('region', { name: 'Details' });
    for (const [label, value] of [
      ['Least Count', '0.02 mm'],
      ['Calibration Frequency', '365 days'],
      ['Last Calibrated', '01/06/2026'],
      ['Due On', '01/06/2027'],
      ['Location', 'QC room, rack 2'],
    ]) {
      expect(within(details).getByText(label as string).nextElementSibling, label).toHaveTextContent(value as string);
    }
    const calibrations = screen.getByRole('table', { name: 'Calibrations' });
    const [, row] = within(calibrations).getAllByRole('row');
    expect(row).toHaveTextContent('01/06/2026');
    expect(row).toHaveTextContent('Pass');
    expect(row).toHaveTextContent('NABL/CC/2291');
    expect(within(row as HTMLElement).getByRole('button', { name: 'Download NABL VC-012.pdf' })).toBeInTheDocument();
    const readings = screen.getByRole('table', { name: 'Readings taken' });
    expect(within(readings).getByRole('link', { name: '27/11/2026' })).toHaveAttribute('href', '/inspections/view/i1');
    expect(readings).toHaveTextContent('DRG-118');
    expect(readings).toHaveTextContent('Final OD');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/gauges/edit/g1');
  });

  it('records a failed calibration with its certificate; the page then says the gauge may not measure', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => {
      if (req.path === '/api/gauges/certificates' && req.method === 'POST') return json(scan, 201);
      if (req.path === '/api/gauges/g1/calibrations' && req.method === 'POST') return json(failedToday, 201);
      return undefined;
    });
    renderRoutes(ROUTES, '/gauges/view/g1');
    const form = await screen.findByRole('form', { name: 'Record Calibration' });
    expect(within(form).getByLabelText('Calibrated On')).toHaveValue(typedDateText(today));
    // The last calibration's agency is proposed.
    expect(within(form).getByLabelText('Agency')).toHaveValue('Mitutoyo lab, Pune');

    // A day after today is refused before anything is sent.
    await replaceText(user, within(form).getByLabelText('Calibrated On'), typedDateText(addDays(today, 1)));
    await user.click(within(form).getByRole('button', { name: 'Record Calibration' }));
    expect(await within(form).findByText('The calibration date cannot be in the future')).toBeInTheDocument();
    await replaceText(user, within(form).getByLabelText('Calibrated On'), typedDateText(today));

    await user.selectOptions(within(form).getByLabelText('Result'), 'Fail');
    await enterText(user, within(form).getByLabelText('Certificate No.'), 'NABL/CC/3310');
    await enterText(user, within(form).getByLabelText('Remarks'), 'Jaws worn');
    await user.upload(
      within(form).getByLabelText('Upload the calibration certificate'),
      new File(['%PDF-1.4'], 'Recal VC-012.pdf', { type: 'application/pdf' }),
    );
    expect(await within(form).findByText('Recal VC-012.pdf')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/gauges/certificates')?.headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'X-File-Name': encodeURIComponent('Recal VC-012.pdf'),
    });
    await user.click(within(form).getByRole('button', { name: 'Record Calibration' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Calibration recorded'));
    expect(calls.filter((c) => c.path === '/api/gauges/g1/calibrations').map((c) => c.body)).toEqual([
      {
        calibratedOn: today,
        result: 'fail',
        agency: 'Mitutoyo lab, Pune',
        certificateNumber: 'NABL/CC/3310',
        certificateId: scan.id,
        remarks: 'Jaws worn',
      },
    ]);
    expect(await screen.findByText(/Failed its calibration on .*: look again at what it measured/)).toBeInTheDocument();
    expect(screen.getAllByText('Not calibrated').length).toBeGreaterThan(0);
    const rows = within(screen.getByRole('table', { name: 'Calibrations' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Fail');
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Download Recal VC-012.pdf' }),
    ).toBeInTheDocument();
    // The form starts again, empty of the certificate.
    expect(screen.getByLabelText('Upload the calibration certificate')).toBeInTheDocument();
  });

  it('refuses a file that is no certificate before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = serve();
    renderRoutes(ROUTES, '/gauges/view/g1');
    const form = await screen.findByRole('form', { name: 'Record Calibration' });
    await user.upload(
      within(form).getByLabelText('Upload the calibration certificate'),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent('A certificate is a PDF, PNG or JPEG file');
    expect(calls.some((c) => c.path === '/api/gauges/certificates')).toBe(false);
  });

  it('offers a viewer neither the form nor the removal, and says Gauge not found for an unknown id', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'gauges', actions: ['view'] }]) });
    serve();
    const view = renderRoutes(ROUTES, '/gauges/view/g1');
    await screen.findByRole('table', { name: 'Calibrations' });
    expect(screen.queryByRole('form', { name: 'Record Calibration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove the calibration/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    view.unmount();
    renderRoutes(ROUTES, '/gauges/view/nope');
    expect(await screen.findByText('Gauge not found')).toBeInTheDocument();
  });
});
