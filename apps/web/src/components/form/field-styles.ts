import { clsx } from 'clsx';

export const inputClass = (invalid?: boolean, className?: string) =>
  clsx(
    'h-11 w-full rounded-lg border bg-white px-4 py-2.5 text-gray-800 text-sm shadow-theme-xs placeholder:text-gray-500',
    'focus:outline-none focus:ring-3 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600',
    'dark:bg-gray-900 dark:text-white/90 dark:placeholder:text-gray-400 dark:disabled:bg-gray-800 dark:disabled:text-gray-400',
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-500/20 dark:border-red-500'
      : 'border-gray-300 focus:border-brand-400 focus:ring-brand-500/15 dark:border-gray-700',
    className,
  );

export const labelClass = 'block font-medium text-gray-700 text-sm dark:text-gray-300';
