import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A list as a user who may only view it sees it: no Add or Import, no Actions column, no edit
 * pencil and no delete button (each would open an empty page or be refused).
 */
export function expectReadOnlyList(addLabel: string) {
  expect(screen.getByRole('table')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: addLabel })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Import/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
}
