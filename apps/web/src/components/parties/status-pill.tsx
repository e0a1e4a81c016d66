import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  grey: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  blue: 'bg-blue-50 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300',
  amber: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  green: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  red: 'bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-300',
} as const;

export type PillTone = keyof typeof TONES;

/** A short status in a rounded pill of one of the app's status colours. */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
