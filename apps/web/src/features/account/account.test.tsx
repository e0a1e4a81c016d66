import type { AccountSession } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { decideAccess } from '../../app/access';
import { UserMenu } from '../../components/layout/user-menu';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderAt, renderRoutes } from '../../test/render';
import { AccountPage } from './account-page';
import { PASSWORD_CHANGED_MESSAGE } from './password-form';
import { accountRoutes } from './routes';

/** A signed-in user whose role holds nothing: the page is theirs all the same. */
const nobody = makeUser({
  roles: [{ id: 'r9', name: 'Visitor' }],
  role: { id: 'r9', name: 'Visitor', permissions: [] },
});

const at = (day: number, hour: number, minute: number) => new Date(2026, 2, day, hour, minute).toISOString();
const SESSIONS: AccountSession[] = [
  {
    id: 's1',
    createdAt: at(5, 9, 30),
    lastUsedAt: at(7, 11, 5),
    ip: '10.0.0.7',
    device: 'Firefox on Windows',
    current: true,
  },
  {
    id: 's2',
    createdAt: at(2, 18, 45),
    lastUsedAt: at(6, 20, 0),
    ip: '10.0.0.9',
    device: 'Safari on iPhone',
    current: false,
  },
  { id: 's3', createdAt: at(1, 8, 0), lastUsedAt: at(1, 8, 0), ip: null, device: 'Chrome on Android', current: false },
];

/** The account API: the sessions as they stand (ended ones leave), and whatever `extra` answers first. */
function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  let sessions = [...SESSIONS];
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/auth/sessions' && req.method === 'GET') return json(sessions);
    const one = /^\/api\/auth\/sessions\/([\w-]+)$/.exec(req.path);
    if (one && req.method === 'DELETE') {
      sessions = sessions.filter((s) => s.id !== one[1]);
      return new Response(null, { status: 204 });
    }
    if (req.path === '/api/auth/sessions/end-others' && req.method === 'POST') {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return json({ ended });
    }
    if (req.path === '/api/auth/me/password' && req.method === 'PUT') return new Response(null, { status: 204 });
    return errorBody(404, 'Not Found');
  });
}

function renderPage() {
  useAuthStore.setState({ user: nobody, token: 'access', refreshToken: 'refresh', isAuthenticated: true });
  return renderRoutes([{ path: '/account', element: <AccountPage /> }], '/account');
}

async function fillPassword(
  user: ReturnType<typeof userEvent.setup>,
  values: { current: string; next: string; confirm: string },
) {
  await user.type(await screen.findByLabelText(/^Current Password/), values.current);
  await user.type(screen.getByLabelText(/^New Password/), values.next);
  await user.type(screen.getByLabelText(/^Confirm New Password/), values.confirm);
}

describe('My Account: reaching it', () => {
  it('is open to every signed-in user, whatever the role holds, and to nobody signed out', () => {
    const meta = accountRoutes[0]?.meta;
    expect(accountRoutes.map((r) => r.path)).toEqual(['/account']);
    const signedIn = { initialized: true, loading: false, isAuthenticated: true, user: nobody };
    expect(decideAccess(meta, signedIn)).toBe('allow');
    expect(decideAccess(meta, { ...signedIn, isAuthenticated: false, user: null })).toBe('signin');
  });

  it('is in the user menu, next to Sign out, for a user without any permission', async () => {
    const user = userEvent.setup();
    renderAt(<UserMenu user={nobody} onSignOut={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /User menu for/ }));
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('My Account: Change Password', () => {
  it('checks that the new password is typed the same twice, and sends nothing until it is', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderPage();
    await fillPassword(user, { current: 'old-password-1', next: 'new-password-1', confirm: 'new-password-2' });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the rules the shared schema carries: length, and the current password again', async () => {
    const user = userEvent.setup();
    serve();
    renderPage();
    await fillPassword(user, { current: 'old-password-1', next: 'short', confirm: 'short' });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'old-password-1');
    expect(await screen.findByText('Choose a password different from the current one')).toBeInTheDocument();
  });

  it('sends the current and the new password, toasts, and empties the form', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderPage();
    await fillPassword(user, { current: 'old-password-1', next: 'new-password-1', confirm: 'new-password-1' });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PASSWORD_CHANGED_MESSAGE));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/auth/me/password');
    expect(put?.body).toEqual({ currentPassword: 'old-password-1', newPassword: 'new-password-1' });
    await waitFor(() => expect(screen.getByLabelText(/^Current Password/)).toHaveValue(''));
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveValue('');
    // The other sessions were signed out: the list is read again.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/sessions')).toHaveLength(2));
  });

  it("puts the server's refusal of the current password under its field", async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'PUT'
        ? errorBody(400, 'Current password is incorrect', { currentPassword: 'Current password is incorrect' })
        : undefined,
    );
    renderPage();
    await fillPassword(user, { current: 'wrong-password', next: 'new-password-1', confirm: 'new-password-1' });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const field = screen.getByLabelText(/^Current Password/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Current password is incorrect').length).toBeGreaterThan(0);
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('My Account: Sessions', () => {
  const rowOf = async (device: string) => (await screen.findByText(device)).closest('tr') as HTMLElement;

  it('lists each session with its device, address, sign-in and last activity, this device marked', async () => {
    serve();
    renderPage();
    const mine = await rowOf('Firefox on Windows');
    expect(
      within(mine)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Firefox on WindowsThis device', '10.0.0.7', '05/03/2026 09:30', '07/03/2026 11:05', '']);
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    const phone = await rowOf('Safari on iPhone');
    expect(within(phone).getByText('02/03/2026 18:45')).toBeInTheDocument();
    expect(within(phone).queryByText('This device')).not.toBeInTheDocument();
    expect(within(await rowOf('Chrome on Android')).getByText('-')).toBeInTheDocument();
  });

  it('signs out one other session: DELETE, a toast, and its row goes', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderPage();
    const phone = await rowOf('Safari on iPhone');
    await user.click(within(phone).getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/auth/sessions/s2')).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Signed out Safari on iPhone');
    expect(screen.getByText('Firefox on Windows')).toBeInTheDocument();
    expect(screen.getByText('Chrome on Android')).toBeInTheDocument();
  });

  it('toasts a refused sign-out and keeps the row', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'DELETE' ? errorBody(404, 'Session not found') : undefined));
    renderPage();
    const phone = await rowOf('Safari on iPhone');
    await user.click(within(phone).getByRole('button', { name: /^Sign out/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Session not found'));
    expect(screen.getByText('Safari on iPhone')).toBeInTheDocument();
  });

  it('asks before signing out all the other sessions, and a no sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderPage();
    await rowOf('Safari on iPhone');
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await answerConfirm(user, false);
    expect(calls.some((c) => c.path === '/api/auth/sessions/end-others')).toBe(false);
    expect(screen.getByText('Safari on iPhone')).toBeInTheDocument();
  });

  it('signs out all the other sessions, leaving this device alone in the list', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderPage();
    await rowOf('Safari on iPhone');
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(
      await answerConfirm(
        user,
        true,
        'Sign out the 2 other sessions? Whoever uses them must sign in again; this device stays signed in.',
      ),
    ).toBe('Sign out');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Signed out 2 other sessions'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/sessions/end-others')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(screen.queryByText('Chrome on Android')).not.toBeInTheDocument();
    expect(screen.getByText('Firefox on Windows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });
});
