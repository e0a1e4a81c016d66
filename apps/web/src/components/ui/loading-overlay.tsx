import { useLoadingStore } from '../../lib/loading-store';
import { Spinner } from './spinner';

/** The app-wide overlay, shown while a task wraps itself in `withGlobalLoading`. */
export function LoadingOverlay() {
  const active = useLoadingStore((s) => s.pending > 0);
  if (!active) return null;
  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center bg-gray-900/30 backdrop-blur-[1px]">
      <Spinner size="lg" label="Working" />
    </div>
  );
}
