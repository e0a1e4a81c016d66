import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { acceptConfirm } from './confirm';
import { expectAccessible } from './session';

/** One master-data screen as a user meets it: its routes, texts and how to fill its form. */
export interface ScreenJourney {
  /** 'department': in the confirmation and the toasts. */
  entity: string;
  /** 'Department': in the toasts. */
  Entity: string;
  resource: string;
  listPath: string;
  title: string;
  addLabel: string;
  formPath: RegExp;
  editPath: RegExp;
  searchPlaceholder: string;
  emptyText: string;
  /** Messages shown when the empty form is submitted. */
  requiredMessages: string[];
  /** A sortable column header and the field it shows (its rows are seeded with a running number). */
  sortHeader: string;
  /** The body of seeded row n, named with the prefix. */
  seedBody: (prefix: string, n: string) => Record<string, unknown>;
  /** Fills the create form for a record named `name`. */
  fill: (page: Page, name: string) => Promise<void>;
  /** Changes the record on the edit form so it reads `renamed`. */
  rename: (page: Page, renamed: string) => Promise<void>;
  createLabel: string;
  updateLabel: string;
}

async function seed(request: APIRequestContext, token: string, journey: ScreenJourney, prefix: string) {
  for (let i = 1; i <= 11; i++) {
    const res = await request.post(`/api/${journey.resource}`, {
      headers: { authorization: `Bearer ${token}` },
      data: journey.seedBody(prefix, String(i).padStart(2, '0')),
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

const firstCell = (page: Page) => page.getByRole('row').nth(1);

/** Search, sort, paginate, create (after the validation messages), edit (after a reload), delete. */
export async function runListJourney(page: Page, request: APIRequestContext, token: string, j: ScreenJourney) {
  const prefix = `Zq${Date.now().toString(36)}`;
  await seed(request, token, j, prefix);

  await page.goto(j.listPath);
  await expect(page).toHaveTitle(`${j.title} | ACME PRECISION`);
  await expect(page.getByRole('heading', { name: j.title, level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Search: the 11 seeded rows over two pages.
  await page.getByPlaceholder(j.searchPlaceholder).fill(prefix);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByText('Showing 11 to 11 of 11 results')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  // Sort: ascending, then descending on a second click.
  const header = page.getByRole('columnheader', { name: j.sortHeader });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstCell(page)).toContainText(`${prefix}`);
  await expect(firstCell(page)).toContainText('01');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(firstCell(page)).toContainText('11');

  // Create: the empty form shows the spec's messages first.
  await page.getByRole('link', { name: j.addLabel }).click();
  await expect(page).toHaveURL(j.formPath);
  await page.getByRole('button', { name: j.createLabel }).click();
  for (const message of j.requiredMessages) await expect(page.getByText(message).first()).toBeVisible();
  const name = `${prefix} new`;
  await j.fill(page, name);
  for (const message of j.requiredMessages) await expect(page.getByText(message)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: j.createLabel }).click();
  await expect(page.getByText(`${j.Entity} created successfully`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${j.listPath}(\\?.*)?$`));

  // Edit, after reloading the edit URL.
  await page.getByPlaceholder(j.searchPlaceholder).fill(`${prefix} new`);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(j.editPath);
  await page.reload();
  await expect(page.getByRole('button', { name: j.updateLabel })).toBeVisible();
  const renamed = `${prefix} renamed`;
  await j.rename(page, renamed);
  await page.getByRole('button', { name: j.updateLabel }).click();
  await expect(page.getByText(`${j.Entity} updated successfully`)).toBeVisible();

  // Delete, after the confirmation.
  await page.goto(j.listPath);
  await page.getByPlaceholder(j.searchPlaceholder).fill(renamed);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await acceptConfirm(page, 'Delete', `Are you sure you want to delete this ${j.entity}?`);
  await expect(page.getByText(`${j.Entity} deleted successfully`)).toBeVisible();
  await expect(page.getByText(j.emptyText)).toBeVisible();
}
