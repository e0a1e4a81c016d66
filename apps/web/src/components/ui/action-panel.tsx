import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface ActionPanelProps {
  /** The id of the panel's heading, which names it. */
  titleId: string;
  /** The page without the panel: Escape goes there, as Back does. */
  closeTo: string;
  children: ReactNode;
}

/**
 * A panel opened over its page by `?action=…` (e-mail, IRN, e-way bill), never printed: Escape
 * closes it by going back to the page without it, so the browser's Back does the same.
 */
export function ActionPanel({ titleId, closeTo, children }: ActionPanelProps) {
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby={titleId}
      className="mb-4 print:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') navigate(closeTo, { replace: true });
      }}
    >
      {children}
    </section>
  );
}
