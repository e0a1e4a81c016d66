import type { User } from '@lathe/shared';
import { api, refreshSession } from './api-client';
import { isApiError } from './api-error';
import { useAuthStore } from './auth-store';

/**
 * Start-up (spec §4): with a refresh token but no session, try a refresh; with a session,
 * reload the user so permissions are current. Then mark initialized; on failure sign out.
 */
export async function initializeAuth(): Promise<void> {
  const store = useAuthStore.getState();
  try {
    if (!store.isAuthenticated && store.refreshToken) {
      if (!(await refreshSession())) store.logout();
    } else if (store.isAuthenticated) {
      await reloadSignedInUser();
    }
  } catch (error) {
    // An unreachable server keeps the session; a rejected one ends it.
    if (isApiError(error) && error.status === 401) useAuthStore.getState().logout();
  } finally {
    useAuthStore.getState().markInitialized();
  }
}

/** Reads the signed-in user afresh (name, role, permissions), so the header and the guard follow changes. */
export async function reloadSignedInUser(): Promise<void> {
  if (!useAuthStore.getState().isAuthenticated) return;
  useAuthStore.getState().userLoaded(await api.get<User>('auth/me'));
}

/** Calls the server only when there is a token; local state is cleared whatever it answers. */
export async function endServerSession(): Promise<void> {
  if (useAuthStore.getState().token) {
    try {
      await api.post('auth/logout');
    } catch {
      // Signing out locally must work even when the server is unreachable.
    }
  }
  useAuthStore.getState().logout();
}
