import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { signInWith } from '../../test/sign-in';
import { CustomerLink, SupplierLink } from './party-link';

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
