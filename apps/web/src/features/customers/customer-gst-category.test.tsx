import type { Customer } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { enterText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { loadedRoutes, renderRoutes } from '../../test/render';
import { customersRoutes } from './routes';

const ROUTES = await loadedRoutes(customersRoutes);

/** An overseas customer as the API answers it. */
const greatLakes: Customer = {
  id: 'c9',
  partyCode: 'GLP01',
  name: 'Great Lakes Pump Co',
  contactPerson: null,
  email: null,
  phone: null,
  gstin: null,
  billingAddress: '1200 Harbor Blvd, Long Beach CA 90802, USA',
  shippingAddress: null,
  state: null,
  paymentTermsDays: 60,
  isActive: true,
  gstCategory: 'overseas',
  countryCode: 'US',
  currency: 'USD',
  isDeleted: false,
  deletedAt: null,
  version: 2,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/customers/c9' && req.method === 'GET') return json(greatLakes);
    if (req.path === '/api/customers' && req.method === 'GET') {
      return json({ data: [greatLakes], total: 1, page: 1, limit: 10, totalPages: 1 });
    }
    return errorBody(404, 'Not found');
  });
}

const field = (label: RegExp) => screen.getByLabelText(label);

beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('customer form: GST category', () => {
  it('asks an overseas customer for its country and currency in place of a GSTIN and state, and sends them', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(greatLakes, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/customers/new');
    expect(field(/^GST Category/)).toHaveValue('regular');
    expect(screen.queryByLabelText(/^Country/)).not.toBeInTheDocument();

    await enterText(user, field(/^Party Code/), 'GLP01');
    await enterText(user, field(/^Customer Name/), 'Great Lakes Pump Co');
    await user.selectOptions(field(/^State \(place of supply\)/), 'Maharashtra');
    await user.selectOptions(field(/^GST Category/), 'overseas');
    expect(screen.queryByLabelText(/^GSTIN/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^State \(place of supply\)/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Choose the overseas customer’s country')).toBeInTheDocument();
    expect(screen.getByText('Choose the currency the overseas customer is billed in')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await enterText(user, field(/^Country/), 'us');
    // The code is named as the user types it.
    expect(await screen.findByText('United States')).toBeInTheDocument();
    await enterText(user, field(/^Billing Currency/), 'usd');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    // Choosing overseas cleared the state picked before.
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      partyCode: 'GLP01',
      gstCategory: 'overseas',
      countryCode: 'US',
      currency: 'USD',
      gstin: null,
      state: null,
    });
  });

  it('asks an SEZ unit for its GSTIN', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/customers/new');
    await enterText(user, field(/^Party Code/), 'DSZ01');
    await enterText(user, field(/^Customer Name/), 'Deccan SEZ Components');
    await user.selectOptions(field(/^GST Category/), 'sez');
    expect(
      screen.getByText('Supplies to it are zero-rated: invoiced with or without payment of IGST'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('An SEZ unit or developer has a GSTIN: fill it in')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits an overseas customer with its country and currency', async () => {
    serve();
    renderRoutes(ROUTES, '/customers/c9/edit');
    await waitFor(() => expect(field(/^GST Category/)).toHaveValue('overseas'));
    expect(field(/^Country/)).toHaveValue('US');
    expect(field(/^Billing Currency/)).toHaveValue('USD');
  });
});

describe('customer page: GST category', () => {
  it('shows an overseas customer’s category, country and currency', async () => {
    serve();
    renderRoutes(ROUTES, '/customers/view/c9');
    const details = await screen.findByRole('region', { name: 'Details' });
    const value = (label: string) =>
      within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('GST Category')).toBe('Overseas (exports)');
    expect(value('Country')).toBe('United States (US)');
    expect(value('Billing Currency')).toBe('USD');
  });
});
