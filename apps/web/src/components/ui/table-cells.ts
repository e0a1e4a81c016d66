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

/**
 * A report's table of figures (ageing, OEE, ITC-04): tighter cells, and headers that wrap at
 * their spaces rather than widen a column of short figures, so a 1366 px laptop shows every column.
 */
export const reportThClass =
  'px-2 py-3 align-bottom text-left font-medium text-gray-600 text-xs uppercase dark:text-gray-400';
export const reportTdClass = 'px-2 py-3 text-gray-700 text-sm dark:text-gray-300';
