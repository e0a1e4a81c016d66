import type { ReactNode } from 'react';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';

/** The list's header cell look, for the order view's own tables. */
export const thClass =
  'whitespace-nowrap px-4 py-3 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:text-gray-400';
export const tdClass = 'px-4 py-3 text-gray-700 text-sm dark:text-gray-300';

/** A wide table scrolls sideways inside its card on a phone instead of widening the page. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return <HorizontalScroll label={label}>{children}</HorizontalScroll>;
}

/** A card's heading, which also names its table or list. */
export function SectionTitle({ id, children, actions }: { id: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-5">
      <h2 id={id} className="font-semibold text-base text-gray-800 dark:text-white/90">
        {children}
      </h2>
      {actions}
    </div>
  );
}
