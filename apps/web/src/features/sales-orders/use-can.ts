import { type Action, can, type Scope } from '@lathe/shared';
import { useAuthStore } from '../../lib/auth-store';

/** Whether the signed-in user holds a permission; buttons for what they may not do are left out. */
export const useCan = (scope: Scope, action: Action) => useAuthStore((s) => can(s.user, scope, action));
