import { can, type User } from '@lathe/shared';
import { Building2, ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { EXTRA_ROUTES } from '../../lib/route-table';
import { Dropdown } from './dropdown';

/** The signed-in user's own account (password, sessions): every signed-in user's. */
const ACCOUNT_PATH = '/account';
/** The company settings screen and the permission its route asks for. */
const COMPANY_SETTINGS_PATH = '/settings/company';
const companySettingsAccess = EXTRA_ROUTES[COMPANY_SETTINGS_PATH].permission;

const menuItemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 font-medium text-gray-700 text-sm hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5';

export function initialsOf(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

interface UserMenuProps {
  user: User;
  onSignOut: () => void;
}

/**
 * The signed-in user's initials and first name; the panel shows the e-mail, My Account, Company
 * Settings to those whose role may change them, and Sign out.
 */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const initials = initialsOf(user);
  const canEditCompany = can(user, companySettingsAccess.scope, companySettingsAccess.action);
  return (
    <Dropdown
      panelClassName="w-[260px]"
      trigger={(props) => (
        <button
          type="button"
          aria-haspopup="true"
          className="flex items-center gap-3 rounded-full py-1 pr-2 pl-1 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-300 dark:hover:bg-gray-800"
          {...props}
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-brand-500 font-semibold text-sm text-white"
          >
            {user.avatar ? <img src={user.avatar} alt="" className="size-full object-cover" /> : initials}
          </span>
          <span className="sr-only">User menu for </span>
          <span className="sr-only font-medium text-sm sm:not-sr-only">{user.firstName || user.email}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
      )}
    >
      {(close) => (
        <div>
          <div className="flex items-center gap-3 border-gray-200 border-b px-2 pb-3 dark:border-gray-800">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-sm dark:bg-brand-900 dark:text-brand-100">
              {initials}
            </span>
            <span className="min-w-0">
              <span className="block truncate font-medium text-gray-800 text-sm dark:text-white/90">
                {user.firstName} {user.lastName}
              </span>
              <span className="block truncate text-gray-600 text-xs dark:text-gray-400">{user.email}</span>
            </span>
          </div>
          <Link to={ACCOUNT_PATH} onClick={close} className={`mt-3 ${menuItemClass}`}>
            <CircleUserRound aria-hidden="true" className="size-5" />
            My Account
          </Link>
          {canEditCompany && (
            <Link to={COMPANY_SETTINGS_PATH} onClick={close} className={`mt-1 ${menuItemClass}`}>
              <Building2 aria-hidden="true" className="size-5" />
              Company Settings
            </Link>
          )}
          <button
            type="button"
            onClick={() => {
              close();
              onSignOut();
            }}
            className={`mt-1 ${menuItemClass}`}
          >
            <LogOut aria-hidden="true" className="size-5" />
            Sign out
          </button>
        </div>
      )}
    </Dropdown>
  );
}
