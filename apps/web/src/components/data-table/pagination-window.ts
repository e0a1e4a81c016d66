export const PAGINATION_WINDOW = 5;

/** Up to `size` page numbers around the current page, shifted to stay within 1…totalPages. */
export function pageWindow(current: number, totalPages: number, size = PAGINATION_WINDOW): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const end = Math.min(totalPages, Math.max(page + Math.floor(size / 2), size));
  const start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * 'Showing X to Y of Z results'; when more rows match than the list counts (`capped`),
 * 'of more than Z results', so the figure is never presented as exact when it is not.
 */
export function showingText(page: number, limit: number, total: number, capped = false): string {
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return capped
    ? `Showing ${from} to ${to} of more than ${total.toLocaleString('en-IN')} results`
    : `Showing ${from} to ${to} of ${total} results`;
}
