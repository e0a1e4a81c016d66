import { type Action, can } from '@lathe/shared';
import { useAuthStore } from '../../lib/auth-store';

/** Whether the signed-in user may do `action` on invoices: screens offer only what the server allows. */
export const useInvoiceAccess = (action: Action) => useAuthStore((s) => can(s.user, 'invoices', action));
