import clsx from 'clsx';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

interface HorizontalScrollProps {
  /** Names the region for a screen reader while it scrolls ("Order lines"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The scroller around a wide table. While its content is wider than the screen it is a named,
 * focusable region, so a keyboard user can reach it and scroll with the arrow keys (axe:
 * scrollable-region-focusable); when everything fits it is a plain box and no extra tab stop.
 * It is the containing block of what is positioned inside (a field's screen-reader-only label),
 * so nothing in a scrolled table can widen the page.
 */
export function HorizontalScroll({ label, className, children }: HorizontalScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  const focusable = overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return (
    <div ref={ref} className={clsx('relative overflow-x-auto', className)} {...focusable}>
      {children}
    </div>
  );
}
