export const PAGINATION_WINDOW = 5;

/** Up to `size` page numbers around the current page, shifted to stay within 1…totalPages. */
export function pageWindow(current: number, totalPages: number, size = PAGINATION_WINDOW): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const end = Math.min(totalPages, Math.max(page + Math.floor(size / 2), size));
  const start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** 'Showing X to Y of Z results'. */
export function showingText(page: number, limit: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return `Showing ${from} to ${to} of ${total} results`;
}
