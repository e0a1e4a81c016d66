import { type Action, can, type Scope } from '@lathe/shared';
import { useAuthStore } from './auth-store';

/**
 * Whether the signed-in user holds a permission, by the same `can` the route guard applies:
 * screens leave out the buttons for what the server would refuse.
 */
export const useCan = (scope: Scope, action: Action) => useAuthStore((s) => can(s.user, scope, action));
