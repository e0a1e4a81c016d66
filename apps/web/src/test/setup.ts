import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';

// A findBy waits up to 5 s, not testing-library's 1 s: a file's first screen (its chunks compiled,
// its queries answered) took over a second on two cores loaded by a whole run, and a wait that
// succeeds returns as soon as the screen shows, so a passing test is not slowed.
configure({ asyncUtilTimeout: 5000 });

// Sonner puts its stylesheet (97 rules) into the page as it loads. The role and label queries ask
// getComputedStyle of every element they look at and its ancestors, and jsdom matched each of those
// rules every time: a quarter of the web suite's CPU. No test reads a toast off the screen (they
// are spied, below), so the page goes without it, in every file alike (with files sharing the module
// graph, only a worker's first file had it).
for (const style of document.head.querySelectorAll('style')) {
  if (style.textContent?.includes('[data-sonner-toaster]')) style.remove();
}

// Toasts are asserted through these spies rather than read off the screen.
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => 1);
  vi.spyOn(toast, 'error').mockImplementation(() => 1);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Files share the module graph: the signed-in user of one test must not be the next file's.
  useAuthStore.setState(useAuthStore.getInitialState(), true);
});

// jsdom has no scrolling or media queries.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
