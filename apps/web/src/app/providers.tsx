import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ConfirmHost } from '../components/ui/confirm-dialog';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { queryClient } from '../lib/query-client';
import { useThemeStore } from '../lib/theme';

export const TOAST_DURATION_MS = 5000;

/** Query cache, toasts (top-right, 5 s), the global loading overlay and the app's confirm dialog. */
export function Providers({ children }: { children: ReactNode }) {
  const theme = useThemeStore((s) => s.theme);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LoadingOverlay />
      <ConfirmHost />
      <Toaster position="top-right" duration={TOAST_DURATION_MS} theme={theme} richColors closeButton />
    </QueryClientProvider>
  );
}
