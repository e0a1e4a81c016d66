import type { ReactNode } from 'react';

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
