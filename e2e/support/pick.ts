import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into a search box and chooses the option its search answers, as a person does who waits
 * for the list to settle: while the typing pauses and the server answers, the box still shows the
 * last answer, dimmed (aria-busy), and a click on one of its options can land as the new answer
 * replaces it. The list closes on the choice. `option` names the option (the first of several).
 */
export async function pick(page: Page, box: Locator, text: string, option: string | RegExp) {
  await box.fill(text);
  const list = page.getByRole('listbox');
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await list.getByRole('option', { name: option }).first().click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}
