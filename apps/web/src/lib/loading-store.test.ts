import { describe, expect, it } from 'vitest';
import { useLoadingStore, withGlobalLoading } from './loading-store';

describe('withGlobalLoading', () => {
  it('counts running tasks and stops even when one fails', async () => {
    let finish: () => void = () => {};
    const running = withGlobalLoading(() => new Promise<void>((resolve) => (finish = resolve)));
    const failing = withGlobalLoading(() => Promise.reject(new Error('boom')));
    expect(useLoadingStore.getState().pending).toBe(2);
    await expect(failing).rejects.toThrow('boom');
    expect(useLoadingStore.getState().pending).toBe(1);
    finish();
    await running;
    expect(useLoadingStore.getState().pending).toBe(0);
  });
});
