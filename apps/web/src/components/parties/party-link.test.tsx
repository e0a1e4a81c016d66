import type { Permission } from '@lathe/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { CustomerLink, SupplierLink } from './party-link';

function signInWith(permissions: Permission[]) {
  useAuthStore.getState().loginSuccess({
    accessToken: 'a',
    refreshToken: 'r',
    user: makeUser({ roles: [{ id: 'r2', name: 'Role' }], role: { id: 'r2', name: 'Role', permissions } }),
  });
}

const names = (
  <>
    <CustomerLink id="c1">Kaveri Pumps</CustomerLink>
    <SupplierLink id="s1">Shree Steels</SupplierLink>
  </>
);

describe('a party name', () => {
  it('opens the customer or supplier page in one click for whoever may view it', () => {
    signInWith([
      { scope: 'customers', actions: ['view'] },
      { scope: 'suppliers', actions: ['view'] },
    ]);
    renderAt(names);
    expect(screen.getByRole('link', { name: 'Kaveri Pumps' })).toHaveAttribute('href', '/customers/view/c1');
    expect(screen.getByRole('link', { name: 'Shree Steels' })).toHaveAttribute('href', '/supplier/view/s1');
  });

  it('is plain text for a user who may not view the party, who would find its page empty', () => {
    signInWith([{ scope: 'sales-orders', actions: ['view'] }]);
    renderAt(names);
    expect(screen.getByText('Kaveri Pumps')).toBeInTheDocument();
    expect(screen.getByText('Shree Steels')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
