import { clsx } from 'clsx';

const inputShared = clsx(
  'w-full text-gray-800 text-sm placeholder:text-gray-500 focus:outline-none',
  'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600',
  'dark:text-white/90 dark:placeholder:text-gray-400 dark:disabled:bg-gray-800 dark:disabled:text-gray-400',
);

/** A boxed input of a form. */
const boxed = (invalid?: boolean) =>
  clsx(
    'h-11 rounded-lg border bg-white px-4 py-2.5 shadow-theme-xs focus:ring-3 dark:bg-gray-900',
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-500/20 dark:border-red-500'
      : 'border-gray-300 focus:border-brand-400 focus:ring-brand-500/15 dark:border-gray-700',
  );

/** An input filling a grid cell (see CompactFields): no box of its own, the cell's rules frame it. */
const inCell = (invalid?: boolean) =>
  clsx(
    // A block, so no line box adds space under it: the row is exactly as tall as the input.
    'block h-8 rounded-none border-0 px-2 py-1 focus:ring-2 focus:ring-inset',
    invalid
      ? 'bg-red-50 ring-1 ring-red-500 ring-inset focus:ring-red-500 dark:bg-red-500/10'
      : 'bg-transparent focus:ring-brand-500',
  );

export const inputClass = (invalid?: boolean, className?: string, compact = false) =>
  clsx(inputShared, compact ? inCell(invalid) : boxed(invalid), className);

export const labelClass = 'block font-medium text-gray-700 text-sm dark:text-gray-300';
