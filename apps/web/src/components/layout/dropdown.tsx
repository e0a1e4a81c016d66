import { clsx } from 'clsx';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useOutsideClick } from '../../lib/use-outside-click';

interface DropdownProps {
  /** Renders the toggle button; spread the props onto it. */
  trigger: (props: { 'aria-expanded': boolean; onClick: () => void }) => ReactNode;
  children: (close: () => void) => ReactNode;
  panelClassName?: string;
}

/** A button with a panel under it; the panel closes on an outside click or Escape. */
export function Dropdown({ trigger, children, panelClassName }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, close, open);

  return (
    <div ref={ref} className="relative">
      {trigger({ 'aria-expanded': open, onClick: () => setOpen((v) => !v) })}
      {open && (
        <div
          className={clsx(
            'absolute right-0 z-40 mt-3 rounded-2xl border border-gray-200 bg-white p-3 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900',
            panelClassName,
          )}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

export const headerIconButton =
  'relative inline-flex size-11 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';
