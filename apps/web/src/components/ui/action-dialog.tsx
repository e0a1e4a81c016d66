import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface ActionDialogProps {
  /** The id of the dialog's heading, which names it. */
  titleId: string;
  /** The page without the dialog: Escape goes there, as Back does. */
  closeTo: string;
  children: ReactNode;
}

/**
 * A small modal over its page, opened by `?action=…` (a sales order's short-close), never printed:
 * Escape closes it by going back to the page without it, so the browser's Back does the same.
 * ActionPanel's twin for a step the page waits on.
 */
export function ActionDialog({ titleId, closeTo, children }: ActionDialogProps) {
  const navigate = useNavigate();
  return (
    <div className="fixed inset-0 z-[90] flex items-center justify-center overflow-y-auto bg-gray-900/50 p-4 print:hidden">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md shadow-theme-lg"
        onKeyDown={(event) => {
          if (event.key === 'Escape') navigate(closeTo, { replace: true });
        }}
      >
        {children}
      </div>
    </div>
  );
}
