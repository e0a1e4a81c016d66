import type { CompanySettings } from '@lathe/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { RootRoute } from '../../app/root-route';
import { UserMenu } from '../../components/layout/user-menu';
import { routeMeta } from '../../lib/route-table';
import { replaceText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderAt, renderRoutes } from '../../test/render';
import { CompanySettingsPage } from './company-settings-page';

/** The screen as the app routes it: under the root route, which sets the page title. */
const ROUTES = [
  {
    Component: RootRoute,
    children: [
      { path: '/settings/company', Component: CompanySettingsPage, handle: routeMeta('/settings/company') },
      { path: '/', element: <p>home</p> },
    ],
  },
];

const saved: CompanySettings = {
  name: 'Deccan Precision Pvt Ltd',
  address: 'Plot 14, MIDC Bhosari, Pune 411026',
  state: 'Maharashtra',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  email: 'accounts@deccan.example',
  phone: null,
  bankName: 'State Bank of India',
  bankAccountName: null,
  bankAccountNumber: '30123456789',
  bankIfsc: 'SBIN0001234',
  bankBranch: null,
  logo: null,
  invoiceTerms: null,
  eInvoicing: false,
  transferMinutes: 45,
  tallyCompany: null,
  tallyLedgers: { salesLocal: 'Sales GST 18%' },
  version: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** A server holding `saved`; a PUT answers `onPut`, by default the body saved at the next version. */
function serve(onPut?: (req: FakeRequest) => Response) {
  let companyName = saved.name as string;
  return stubFetch((req) => {
    if (req.path === '/api/settings') return json({ companyName, allowSignup: true });
    if (req.path === '/api/company-settings' && req.method === 'GET') return json(saved);
    if (req.path === '/api/company-settings' && req.method === 'PUT') {
      if (onPut) return onPut(req);
      const body = req.body as Record<string, unknown>;
      companyName = body.name as string;
      return json({ ...saved, ...body, version: saved.version + 1 });
    }
    return errorBody(404, 'Not found');
  });
}

const puts = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'PUT');
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const png = (bytes: number, name = 'logo.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

describe('company settings', () => {
  it('loads the saved details, saves the whole record with its version, and retitles the app', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/settings/company');
    expect(screen.getByRole('heading', { name: 'Company Settings' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Deccan Precision Pvt Ltd')).toBe(field('Company Name'));
    await waitFor(() => expect(document.title).toBe('Company Settings | DECCAN PRECISION PVT LTD'));
    expect(field('State')).toHaveValue('Maharashtra');
    expect(field('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    expect(field('IFSC')).toHaveValue('SBIN0001234');

    await replaceText(user, field('Company Name'), 'Deccan Turned Parts Ltd');
    await replaceText(user, field('Account Name'), 'Deccan Turned Parts Ltd');
    await replaceText(user, field('IFSC'), 'hdfc0000123');
    await user.click(screen.getByRole('checkbox', { name: 'e-Invoicing: aggregate turnover above ₹5 crore' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'TDS under section 194Q: turnover above ₹10 crore last year' }),
    );
    expect(field('Transfer time between operations (minutes)')).toHaveValue(45);
    await replaceText(user, field('Transfer time between operations (minutes)'), '90');
    // Tally: the name kept shows, a blank one shows its default as the placeholder.
    expect(field('Sales – Local ledger')).toHaveValue('Sales GST 18%');
    expect(field('Bank ledger')).toHaveValue('');
    expect(field('Bank ledger')).toHaveAttribute('placeholder', 'Bank');
    await replaceText(user, field('Bank ledger'), 'SBI Current A/c');
    await replaceText(user, field('Company in Tally'), 'Deccan Precision (2026-27)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Company settings saved'));
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toEqual({
      name: 'Deccan Turned Parts Ltd',
      address: 'Plot 14, MIDC Bhosari, Pune 411026',
      state: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      email: 'accounts@deccan.example',
      phone: null,
      bankName: 'State Bank of India',
      bankAccountName: 'Deccan Turned Parts Ltd',
      bankAccountNumber: '30123456789',
      bankIfsc: 'HDFC0000123',
      bankBranch: null,
      logo: null,
      invoiceTerms: null,
      eInvoicing: true,
      tds194q: true,
      transferMinutes: 90,
      lutNumber: null,
      lutValidFrom: null,
      lutValidTo: null,
      tallyCompany: 'Deccan Precision (2026-27)',
      tallyLedgers: { salesLocal: 'Sales GST 18%', bank: 'SBI Current A/c' },
      version: 3,
    });
    // The title names the company as saved.
    await waitFor(() => expect(document.title).toBe('Company Settings | DECCAN TURNED PARTS LTD'));
  });

  it('refuses a transfer time beyond a week with its message', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/settings/company');
    await screen.findByDisplayValue('Deccan Precision Pvt Ltd');
    await replaceText(user, field('Transfer time between operations (minutes)'), '10081');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Transfer time must be a whole number of minutes from 0 to 10,080 (a week)'),
    ).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it("refuses an invalid GSTIN with the schema's message and sends nothing", async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/settings/company');
    await screen.findByDisplayValue('Deccan Precision Pvt Ltd');
    await replaceText(user, field('GSTIN'), '27AAPFU0939F1ZX');
    await replaceText(user, field('Company Name'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('GSTIN is invalid')).toBeInTheDocument();
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(field('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it("reports someone else's newer save (409) with the server's message", async () => {
    const message = 'This company settings was changed by someone else. Reload it and try again.';
    serve(() => errorBody(409, message, { version: 'Stale version' }));
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/settings/company');
    await screen.findByDisplayValue('Deccan Precision Pvt Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('takes a logo as a data URL with a preview, refuses big or foreign files, and removes it', async () => {
    const { calls } = serve();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(ROUTES, '/settings/company');
    await screen.findByDisplayValue('Deccan Precision Pvt Ltd');
    const logo = field('Logo');

    await user.upload(logo, png(200 * 1024 + 1));
    expect(await screen.findByText('Logo must be at most 200 kB')).toBeInTheDocument();
    await user.upload(logo, png(100, 'logo.gif', 'image/gif'));
    expect(await screen.findByText('Logo must be a PNG, JPEG or WebP image')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Company logo preview' })).not.toBeInTheDocument();

    await user.upload(logo, png(2048));
    const preview = await screen.findByRole('img', { name: 'Company logo preview' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,A+=*$/);
    expect(screen.queryByText('Logo must be a PNG, JPEG or WebP image')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toMatchObject({ logo: preview.getAttribute('src'), version: 3 });

    // The saved record (version 4, with the logo) reloads the form; removing the logo clears it.
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Company logo preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]?.body).toMatchObject({ logo: null, version: 4 });
  });
});

describe('the user menu', () => {
  it('offers Company Settings only to a user who may edit roles', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn();
    const { unmount } = renderAt(<UserMenu user={makeUser()} onSignOut={signOut} />);
    await user.click(screen.getByRole('button', { name: /User menu for/ }));
    expect(screen.getByRole('link', { name: 'Company Settings' })).toHaveAttribute('href', '/settings/company');
    unmount();

    const clerk = makeUser({
      roles: [{ id: 'r2', name: 'Clerk' }],
      role: { id: 'r2', name: 'Clerk', permissions: [{ scope: 'roles', actions: ['view', 'create'] }] },
    });
    renderAt(<UserMenu user={clerk} onSignOut={signOut} />);
    await user.click(screen.getByRole('button', { name: /User menu for/ }));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Company Settings' })).not.toBeInTheDocument();
  });
});
