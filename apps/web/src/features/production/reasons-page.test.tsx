import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { downtimeReasons, IDS, rejectionReasons } from './production-fixtures';
import { ReasonsPage } from './reasons-page';

const ROUTES = [{ path: '/production/reasons', element: <ReasonsPage /> }];

function serve(
  post: (req: FakeRequest) => Response = (req) => json({ ...rejectionReasons()[1], ...(req.body as object) }, 201),
) {
  return stubFetch((req) => {
    if (req.path === '/api/production/reasons' && req.method === 'POST') return post(req);
    if (req.path === '/api/production/reasons') {
      return json(req.query.get('kind') === 'downtime' ? downtimeReasons() : rejectionReasons());
    }
    if (req.path.startsWith('/api/production/reasons/') && req.method === 'DELETE') {
      return new Response(null, { status: 204 });
    }
    if (req.path.startsWith('/api/production/reasons/') && req.method === 'PATCH') {
      return json({ ...rejectionReasons()[0], ...(req.body as object), version: 2 });
    }
    return errorBody(404, 'Not found');
  });
}

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the reasons lists', () => {
  it('show both lists; a reason in use cannot be deleted, only deactivated or renamed', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/production/reasons');
    const rejection = await screen.findByRole('list', { name: 'Rejection reasons' });
    await within(rejection).findByText('OD oversize');
    expect(within(rejection).getByText('Used by 3 entries')).toBeInTheDocument();
    expect(within(rejection).queryByRole('button', { name: 'Delete OD oversize' })).toBeNull();
    expect(within(rejection).getByRole('button', { name: 'Delete Burr' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('list', { name: 'Downtime reasons' })).getByText('Power cut'),
    ).toBeInTheDocument();

    await user.click(within(rejection).getByRole('button', { name: 'Deactivate OD oversize' }));
    await user.click(within(rejection).getByRole('button', { name: 'Rename OD oversize' }));
    const name = within(rejection).getByLabelText('New name for OD oversize');
    await user.clear(name);
    await user.type(name, 'OD over size');
    await user.click(within(rejection).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
        [`/api/production/reasons/${IDS.odOversize}`, { active: false, version: 1 }],
        [`/api/production/reasons/${IDS.odOversize}`, { name: 'OD over size', version: 1 }],
      ]),
    );
  });

  it('deletes a reason no entry uses, once the question is answered yes', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/production/reasons');
    const rejection = await screen.findByRole('list', { name: 'Rejection reasons' });
    await user.click(await within(rejection).findByRole('button', { name: 'Delete Burr' }));
    expect(await answerConfirm(user, false, 'Delete “Burr”?')).toBe('Delete');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(rejection).getByRole('button', { name: 'Delete Burr' }));
    await answerConfirm(user, true, 'Delete “Burr”?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('“Burr” deleted'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/production/reasons/${IDS.burr}`,
    ]);
  });

  it('adds a reason, and says so under the field when the list has it already', async () => {
    const user = userEvent.setup();
    const message = 'A rejection reason with this name already exists';
    const { calls } = serve(() => errorBody(409, message, { name: message }));
    renderRoutes(ROUTES, '/production/reasons');
    const field = await screen.findByLabelText('New rejection reason');
    await user.type(field, 'burr');
    await user.click(within(field.closest('form') as HTMLElement).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ kind: 'rejection', name: 'burr' }]);
  });
});
