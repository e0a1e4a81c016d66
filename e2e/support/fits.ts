import { expect, type Locator } from '@playwright/test';

/**
 * Each named column's header lies inside the box its table scrolls in: on this screen the
 * column reads without scrolling sideways (kept in view, for a grid that pins its money columns).
 */
export async function expectColumnsInView(table: Locator, headers: (string | RegExp)[]) {
  const box = await table.evaluate((element) => {
    const scroller = element.closest('.overflow-x-auto') ?? element.parentElement ?? element;
    const { left, right } = scroller.getBoundingClientRect();
    return { left, right };
  });
  for (const name of headers) {
    const cell = await table.getByRole('columnheader', { name }).first().boundingBox();
    expect(cell, `the ${name} column is drawn`).not.toBeNull();
    const { x, width } = cell as { x: number; width: number };
    expect(x >= box.left - 1 && x + width <= box.right + 1, `the ${name} column is in view`).toBe(true);
  }
}
