import type { User } from '@lathe/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** localStorage keys (spec §3): the persisted session plus the two plain token keys. */
export const AUTH_STORAGE_KEY = 'auth';
export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface Credentials {
  accessToken?: string | null;
  refreshToken?: string | null;
  user?: User | null;
}

export interface AuthState {
  user: User | null;
  /** The access token. */
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  initialized: boolean;
  loginStart: () => void;
  loginSuccess: (credentials: { accessToken: string; refreshToken: string; user: User }) => void;
  loginFailure: (error: string) => void;
  logout: () => void;
  setCredentials: (credentials: Credentials) => void;
  tokenReceived: (credentials: Credentials) => void;
  userLoaded: (user: User) => void;
  markInitialized: () => void;
}

/** What survives a reload under 'auth': the access token (as `token`), the refresh token and the user. */
interface PersistedAuth {
  token: string | null;
  refreshToken: string | null;
  user: User | null;
}

function writeTokenKeys(accessToken: string | null, refreshToken: string | null) {
  if (accessToken) localStorage.setItem(TOKEN_KEY, accessToken);
  else localStorage.removeItem(TOKEN_KEY);
  if (refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  else localStorage.removeItem(REFRESH_TOKEN_KEY);
}

const signedOut = { user: null, token: null, refreshToken: null, isAuthenticated: false, loading: false, error: null };

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      initialized: false,
      loginStart: () => set({ loading: true, error: null }),
      loginSuccess: ({ accessToken, refreshToken, user }) => {
        writeTokenKeys(accessToken, refreshToken);
        set({ user, token: accessToken, refreshToken, isAuthenticated: true, loading: false, error: null });
      },
      loginFailure: (error) => set({ loading: false, error }),
      logout: () => {
        writeTokenKeys(null, null);
        set(signedOut);
      },
      setCredentials: ({ accessToken, refreshToken, user }) => {
        if (!accessToken) {
          console.error('setCredentials: no access token given; not signing in');
          return;
        }
        const next = { token: accessToken, refreshToken: refreshToken ?? get().refreshToken, user: user ?? get().user };
        writeTokenKeys(next.token, next.refreshToken);
        set({ ...next, isAuthenticated: true });
      },
      tokenReceived: ({ accessToken, refreshToken, user }) => {
        const next = {
          token: accessToken ?? get().token,
          refreshToken: refreshToken ?? get().refreshToken,
          user: user ?? get().user,
        };
        writeTokenKeys(next.token, next.refreshToken);
        set({ ...next, isAuthenticated: true });
      },
      userLoaded: (user) => set({ user }),
      markInitialized: () => set({ initialized: true }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedAuth => ({
        token: state.token,
        refreshToken: state.refreshToken,
        user: state.user,
      }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedAuth>;
        const token = saved.token ?? null;
        const user = saved.user ?? null;
        return {
          ...current,
          token,
          refreshToken: saved.refreshToken ?? null,
          user,
          isAuthenticated: !!token && !!user,
        };
      },
    },
  ),
);

/** Another tab signed in, refreshed or signed out: pick up its session so rotated tokens stay in step. */
export function syncAuthAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY) void useAuthStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
