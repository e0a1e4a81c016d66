import { expect, type Page } from '@playwright/test';

/**
 * Says yes in the app's confirm dialog, the question a click has just opened: checks the
 * question word for word where the journey names it, then presses the button that agrees,
 * named for the action ("Delete", "Release"), and waits for the dialog to close.
 */
export async function acceptConfirm(page: Page, button: string, question?: string) {
  const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(dialog).toBeVisible();
  if (question !== undefined) await expect(dialog).toHaveAccessibleDescription(question);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}
