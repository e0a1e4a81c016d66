import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into a search box and chooses the option its search answers, as a person does who waits
 * for the list to settle: while the typing pauses and the server answers, the list is busy
 * (aria-busy) and offers no option, an older answer's included. The list closes on the choice.
 * `option` names the option (the first of several).
 */
export async function pick(page: Page, box: Locator, text: string, option: string | RegExp) {
  await box.fill(text);
  const list = page.getByRole('listbox');
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await list.getByRole('option', { name: option }).first().click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}
