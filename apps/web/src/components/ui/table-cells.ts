/**
 * The look of the small read-only tables inside cards (an order's lines, dispatches and needs,
 * an invoice's payments, the dashboard's top customers): the list tables' shaded header and
 * ruled rows, so every table of the app reads alike. The printed tax invoice keeps its own
 * bordered cells, as a paper document does.
 */
export const theadClass = 'border-gray-200 border-y bg-gray-50 dark:border-gray-800 dark:bg-gray-900';
export const tbodyClass = 'divide-y divide-gray-200 dark:divide-gray-800';
export const thClass =
  'whitespace-nowrap px-4 py-3 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:text-gray-400';
export const tdClass = 'px-4 py-3 text-gray-700 text-sm dark:text-gray-300';
