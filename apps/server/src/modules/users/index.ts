/** What other modules use of users: the guards that keep an active admin and the Admin role to admins (roles). */
export { assertAdminRemains, assertMayTouchAdmin } from './admin-guard.js';
