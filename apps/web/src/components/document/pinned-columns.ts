import { type RefObject, useLayoutEffect } from 'react';
import { FROM_SMALL } from '../../lib/use-media';

/** What a kept cell wears: the page's ground under it, and a shade on its left edge over what scrolls beneath. */
const PINNED_CELL = ['bg-white', 'dark:bg-gray-900'];
const PINNED_EDGE = 'shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.25)]';

/**
 * Keeps the last `count` columns of `table` in view while the rest scrolls sideways under them
 * (a purchase order's rate, GST, delivery date and taxable value on a 1366 px laptop) from a
 * tablet's width up, a phone scrolling the grid whole: each of their cells sticks at the right
 * edge, offset by the widths of the kept columns after it. The widths are read once from the
 * header row, and read again only when a kept header cell or the table resizes or a row comes or
 * goes, not as a line's figures are typed.
 */
export function usePinnedColumns(table: RefObject<HTMLTableElement | null>, count: number) {
  useLayoutEffect(() => {
    const element = table.current;
    const head = element?.tHead?.rows[0];
    if (!element || !head || count <= 0 || typeof ResizeObserver === 'undefined') return;
    const wide = window.matchMedia(FROM_SMALL);
    const kept = Array.from(head.cells).slice(-count);
    const pin = () => {
      // The right offset of each kept column: the widths of the kept columns after it.
      const rights = kept.map((_, i) => kept.slice(i + 1).reduce((sum, cell) => sum + cell.offsetWidth, 0));
      for (const row of Array.from(element.rows)) {
        const cells = Array.from(row.cells);
        cells.forEach((cell, index) => {
          const at = index - (cells.length - count);
          const pinned = wide.matches && at >= 0;
          cell.style.position = pinned ? 'sticky' : '';
          cell.style.zIndex = pinned ? '1' : '';
          cell.style.right = pinned ? `${rights[at]}px` : '';
          if (cell.tagName === 'TD') for (const name of PINNED_CELL) cell.classList.toggle(name, pinned);
          cell.classList.toggle(PINNED_EDGE, pinned && at === 0);
        });
      }
    };
    pin();
    const resized = new ResizeObserver(pin);
    resized.observe(element);
    for (const cell of kept) resized.observe(cell);
    const rowsChanged = new MutationObserver(pin);
    for (const body of Array.from(element.tBodies)) rowsChanged.observe(body, { childList: true });
    wide.addEventListener('change', pin);
    return () => {
      resized.disconnect();
      rowsChanged.disconnect();
      wide.removeEventListener('change', pin);
    };
  }, [table, count]);
}
