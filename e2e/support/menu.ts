import { expect, type Locator, type Page } from '@playwright/test';

/** One sidebar entry as the signed-in user sees it: a link, or locked with what it needs. */
export interface MenuEntry {
  name: string;
  /** The submenu it sits in. */
  group?: string;
  /** Where it leads, when it is a link. */
  href?: string;
  /** 'Needs Invoices · view', when it is locked. */
  needs?: string;
  /** Its tooltip. */
  title?: string;
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The entries among these list items: a link's name and address, or a locked entry's name and its words. */
function entriesOf(items: Locator, group?: string): Promise<MenuEntry[]> {
  return items.evaluateAll(
    (lis, inGroup) =>
      lis.map((li) => {
        const link = li.querySelector('a');
        const needs = Array.from(li.querySelectorAll('span')).find(
          (span) => span.children.length === 0 && span.textContent?.startsWith('Needs '),
        );
        const text = (li.textContent ?? '').replace(needs?.textContent ?? '', '').trim();
        return {
          name: text,
          ...(inGroup ? { group: inGroup } : {}),
          ...(link ? { href: link.getAttribute('href') ?? '' } : {}),
          ...(needs ? { needs: needs.textContent ?? '' } : {}),
          ...(needs ? { title: needs.parentElement?.getAttribute('title') ?? '' } : {}),
        };
      }),
    group,
  );
}

/** Every entry of the sidebar, top to bottom, opening each submenu in turn (one is open at a time). */
export async function readMenu(page: Page): Promise<MenuEntry[]> {
  const items = sidebar(page).locator(':scope > ul > li');
  // The sidebar draws a moment after sign-in lands: `all()` reads what is there now.
  await expect(items.first()).toBeVisible();
  const entries: MenuEntry[] = [];
  for (const item of await items.all()) {
    const toggle = item.locator(':scope > button');
    if ((await toggle.count()) === 0) {
      entries.push(...(await entriesOf(item)));
      continue;
    }
    const group = (await toggle.innerText()).trim();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    entries.push(...(await entriesOf(item.locator(':scope > ul > li'), group)));
  }
  return entries;
}

/** An entry in the sidebar, its submenu opened first when it is closed. */
export async function showEntry(page: Page, entry: MenuEntry) {
  const shown = entry.href
    ? sidebar(page).locator(`a[href="${entry.href}"]`)
    : sidebar(page)
        .locator('li:not(:has(li))', { hasText: entry.needs ?? '' })
        .getByText(entry.name, { exact: true });
  if (entry.group && !(await shown.isVisible())) {
    await sidebar(page).getByRole('button', { name: entry.group, exact: true }).click();
  }
  await expect(shown).toBeVisible();
  return shown;
}

/**
 * The page is not the guard's empty page: it has its title, and no error box (a refusal from the
 * server would show one).
 */
export async function expectScreen(page: Page, what: string) {
  const main = page.locator('#main-content');
  await expect(main.locator('h1').first(), `${what}: the page is empty`).toBeVisible();
  await expect(main.getByRole('alert'), `${what}: the page shows an error`).toHaveCount(0);
}
