import { type APIRequestContext, expect, type Page, type Response, test } from '@playwright/test';
import { DEMO_ROLES } from '../../apps/server/demo/staff/staff';
import { can, type Permission, SCOPES, scopeLabel } from '../../packages/shared/src/permissions';
import { adminCall } from '../support/admin-api';
import { ADMIN } from '../support/env';
import { expectScreen, type MenuEntry, readMenu, showEntry, sidebar } from '../support/menu';
import { staff } from '../support/roles';
import { apiToken, signIn } from '../support/session';

/**
 * Issue 29, "blank ends": each demo role (apps/server/demo/staff/staff.ts) signs in, lands on
 * its dashboard, and opens every entry of the sidebar. Every entry appears; each either opens a
 * screen with its title and no refusal, or is locked, not a link, and says the permission it
 * needs, which the role indeed lacks. What the screens offer to add, import or edit opens a
 * screen too, never the guard's empty page.
 */

let token: string;
/** The admin's menu: every entry, each open. */
let everyEntry: MenuEntry[];

test.beforeAll(async ({ browser, request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await signIn(page, ADMIN.email, ADMIN.password);
  everyEntry = await readMenu(page);
  await page.close();
});

/** The scope a locked entry names ('Needs Goods Receipts · view' → goods-receipts, view). */
function neededBy(entry: MenuEntry) {
  const match = /^Needs (.+) · (view|create|edit|delete)$/.exec(entry.needs ?? '');
  const scope = SCOPES.find((s) => scopeLabel(s) === match?.[1]);
  expect(scope, `${entry.name}: "${entry.needs}" names no scope`).toBeDefined();
  return { scope: scope as string, action: match?.[2] as 'view' };
}

/** The API refusals (403) the page meets while it loads. */
function refusalsOf(page: Page) {
  const refused: string[] = [];
  const listen = (response: Response) => {
    if (response.status() === 403 && response.url().includes('/api/')) refused.push(response.url());
  };
  page.on('response', listen);
  return refused;
}

/** The links a screen offers to add, import or edit: each must open a screen for this user too. */
async function offeredActions(page: Page) {
  const main = page.locator('#main-content');
  const links = main.getByRole('link', { name: /^(Add|New|Import|Edit|Receive|Record)\b/ });
  return links.evaluateAll((all) => [...new Set(all.map((a) => a.getAttribute('href') ?? ''))]);
}

/** Signs in as the role, walks the menu and every action the screens offer; returns the menu. */
async function walkTheMenu(page: Page, request: APIRequestContext, role: string, permissions: Permission[]) {
  const who = await staff(request, token, role, permissions);
  const refused = refusalsOf(page);
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/$/);
  await expectScreen(page, `${role}'s dashboard`);
  await expect(page.locator('#main-content h1')).toHaveText('Dashboard');
  // Something of its own: the figures its scopes allow, else the screens of its work one click away.
  const figures = page.getByText(/^Figures as of /);
  const screens = page.getByRole('navigation', { name: 'Your screens' });
  await expect(figures.or(screens)).toBeVisible();

  const menu = await readMenu(page);
  // Every entry appears (spec §6), in the admin's order; only the audit log is the Admin's alone.
  expect(menu.map((e) => e.name)).toEqual(everyEntry.filter((e) => e.name !== 'Audit log').map((e) => e.name));

  const holder = { permissions };
  const actions = new Set<string>();
  for (const entry of menu) {
    if (entry.needs) {
      const needed = neededBy(entry);
      expect(can(holder, needed.scope, needed.action), `${role} holds what ${entry.name} says it needs`).toBe(false);
      expect(entry.title).toBe(entry.needs);
      expect(entry.href, `${entry.name} is locked yet a link`).toBeUndefined();
      // Clicking a locked entry goes nowhere.
      const before = page.url();
      await (await showEntry(page, entry)).click();
      expect(page.url()).toBe(before);
      continue;
    }
    await (await showEntry(page, entry)).click();
    await expect(page).toHaveURL(new RegExp(`${entry.href}$`));
    await expectScreen(page, `${role}: ${entry.name}`);
    await page.waitForLoadState('networkidle');
    await expectScreen(page, `${role}: ${entry.name}`);
    for (const href of await offeredActions(page)) actions.add(href);
  }
  for (const href of actions) {
    await page.goto(href);
    await expectScreen(page, `${role}: ${href}, offered on a screen`);
  }
  expect(refused, `${role} met refusals`).toEqual([]);
  return menu;
}

for (const [role, permissions] of Object.entries(DEMO_ROLES)) {
  test(`${role}: every menu entry opens a screen or says what it needs`, async ({ page, request }) => {
    const menu = await walkTheMenu(page, request, role, permissions);
    // A role's menu is not all locked: its job is in it.
    expect(menu.filter((e) => e.href).length).toBeGreaterThan(1);
  });
}

test('a Viewer opens a customer from the list, and is offered nothing to change', async ({ page, request }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await adminCall(request, token, 'POST', 'customers', {
    partyCode: `VW${tag}`,
    name: `Vidarbha Wires ${tag}`,
    state: 'Maharashtra',
    paymentTermsDays: 45,
  });
  const viewer = await staff(request, token, 'Viewer', DEMO_ROLES.Viewer ?? []);
  await signIn(page, viewer.email, viewer.password);
  await sidebar(page).getByRole('link', { name: 'Customers', exact: true }).click();
  await page.getByPlaceholder('Search customers...').fill(customer.partyCode);
  // The search has reached the address (after its 500 ms pause), so it cannot undo a click.
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row', { name: new RegExp(customer.partyCode) });
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText('45 days');
  // Reading, not changing: no Add, Import, edit or delete on the list.
  const main = page.locator('#main-content');
  await expect(main.getByRole('link', { name: 'Add Customer' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Import CSV' })).toHaveCount(0);
  await expect(main.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // The name opens the customer's page, to read, with nothing to change on it either
  // (customer-page.spec.ts reads its sections).
  await row.getByRole('link', { name: customer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/view/${customer.id}$`));
  await expect(main.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit' })).toHaveCount(0);
});
