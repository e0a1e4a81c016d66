import type { ReactNode } from 'react';

/** The bare layout: light grey, dark-aware, full height, with a centred main area. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-100 dark:bg-gray-950">
      <main id="main-content" className="flex flex-1 items-center justify-center p-4 sm:p-6">
        {children}
      </main>
    </div>
  );
}
