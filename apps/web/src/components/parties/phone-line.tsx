import type { ReactNode } from 'react';

/**
 * What a phone shows under a cell of a party page's table in place of the columns it leaves out
 * (a date, the order, the status), so a row reads whole without scrolling sideways.
 */
export function PhoneLine({ children }: { children: ReactNode }) {
  return <span className="mt-0.5 block text-gray-600 text-xs sm:hidden dark:text-gray-400">{children}</span>;
}
