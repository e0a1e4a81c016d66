import type { Permission } from '@lathe/shared';
import { useAuthStore } from '../lib/auth-store';
import { makeUserWith } from './fixtures';

/** Signs the tests' user in with one role granting exactly these permissions. */
export function signInWith(permissions: Permission[]) {
  useAuthStore
    .getState()
    .loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUserWith(permissions, 'Role') });
}
