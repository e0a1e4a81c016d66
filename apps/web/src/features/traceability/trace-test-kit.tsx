import { ALL_PERMISSIONS, type Permission } from '@lathe/shared';
import type { RouteObject } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import { makeUser } from '../../test/fixtures';
import { loadedRoutes } from '../../test/render';
import { traceabilityRoutes } from './routes';

/** Signs in a quality engineer holding `permissions` (every one unless told). */
export function signIn(permissions: Permission[] = ALL_PERMISSIONS) {
  useAuthStore.getState().loginSuccess({
    accessToken: 'a',
    refreshToken: 'r',
    user: makeUser({ roles: [{ id: 'r2', name: 'Quality' }], role: { id: 'r2', name: 'Quality', permissions } }),
  });
}

/** The traceability screens, loaded, with a probe for anywhere else. */
export const traceRoutes = async (): Promise<RouteObject[]> => [
  ...(await loadedRoutes(traceabilityRoutes)),
  { path: '*', element: <p>elsewhere</p> },
];
