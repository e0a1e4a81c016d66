import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Answers the app's confirm dialog, open or about to open: checks its question when one is
 * given (word for word, or a pattern), then presses the button that agrees (`true`) or Cancel
 * (`false`), and waits for the dialog to close. Returns the label of the button that agrees.
 */
export async function answerConfirm(user: UserEvent, yes: boolean, question?: string | RegExp): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  if (question !== undefined) expect(dialog).toHaveAccessibleDescription(question);
  const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
  const agree = within(dialog)
    .getAllByRole('button')
    .find((button) => button !== cancel);
  if (!agree) throw new Error('The confirm dialog has no button that agrees');
  const label = agree.textContent ?? '';
  await user.click(yes ? agree : cancel);
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  return label;
}
