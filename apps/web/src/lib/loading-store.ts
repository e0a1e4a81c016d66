import { create } from 'zustand';

interface LoadingState {
  /** How many tasks currently want the global overlay. */
  pending: number;
  start: () => void;
  stop: () => void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  pending: 0,
  start: () => set((s) => ({ pending: s.pending + 1 })),
  stop: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));

/** Shows the global loading overlay while the task runs. */
export async function withGlobalLoading<T>(task: () => Promise<T>): Promise<T> {
  const { start, stop } = useLoadingStore.getState();
  start();
  try {
    return await task();
  } finally {
    stop();
  }
}
