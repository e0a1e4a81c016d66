import type { CompanySettings } from '@lathe/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { typedDateText } from '../../lib/typed-date';
import { enterText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { CompanySettingsPage } from './company-settings-page';

const saved: CompanySettings = {
  name: 'Deccan Precision Pvt Ltd',
  address: 'Plot 14, MIDC Bhosari, Pune 411026',
  state: 'Maharashtra',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  pan: null,
  email: null,
  phone: null,
  bankName: null,
  bankAccountName: null,
  bankAccountNumber: null,
  bankIfsc: null,
  bankBranch: null,
  logo: null,
  invoiceTerms: null,
  eInvoicing: false,
  transferMinutes: 0,
  lutNumber: null,
  lutValidFrom: null,
  lutValidTo: null,
  version: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function serve() {
  return stubFetch((req: FakeRequest) => {
    if (req.path === '/api/company-settings' && req.method === 'GET') return json(saved);
    if (req.path === '/api/company-settings' && req.method === 'PUT') {
      return json({ ...saved, ...(req.body as object), version: 4 });
    }
    return errorBody(404, 'Not found');
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const setDate = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value: typedDateText(value) } });

describe('company settings: the LUT', () => {
  it('takes the LUT’s number and validity, refusing an end before the start, and saves them', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes([{ path: '/settings/company', element: <CompanySettingsPage /> }], '/settings/company');
    await screen.findByDisplayValue('Deccan Precision Pvt Ltd');
    expect(screen.getByRole('group', { name: 'Exports and SEZ supplies' })).toBeInTheDocument();

    await enterText(user, field('LUT Number (ARN)'), 'ad270426012345k');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fill in the day the LUT is valid from')).toBeInTheDocument();
    setDate('LUT Valid From', '2026-04-01');
    setDate('LUT Valid To', '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The LUT cannot end before it starts')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    setDate('LUT Valid To', '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Company settings saved'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      lutNumber: 'AD270426012345K',
      lutValidFrom: '2026-04-01',
      lutValidTo: '2027-03-31',
    });
  });
});
