import { useSyncExternalStore } from 'react';

/** Tailwind's `sm`: from this width up the page is a tablet's or a laptop's, below it a phone's. */
export const FROM_SMALL = '(min-width: 640px)';

/** Whether the screen is at least `sm` wide, followed as it turns or resizes (true where nothing can tell). */
export function useFromSmall(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(FROM_SMALL);
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(FROM_SMALL).matches ?? true,
    () => true,
  );
}
