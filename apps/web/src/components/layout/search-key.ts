import { useEffect, useState } from 'react';

/**
 * Ctrl/Cmd+K, counted from the shell's first paint: the header search is loaded a moment after the
 * shell, and a press before it has come must not be lost (nor open the browser's own search). The
 * search takes the focus whenever the count changes, and on mounting when it is above nought.
 */
export function useSearchKey(): number {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPresses((n) => n + 1);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return presses;
}
