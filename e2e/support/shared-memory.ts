import { statfsSync } from 'node:fs';

/**
 * Chromium's flag for where it shares frames and messages between its processes. It uses files in
 * /dev/shm; where that is too small to hold them (a container's 64 MB) it is told to use /tmp
 * instead. Where /dev/shm is a large memory file system it keeps it: files in /tmp go through the
 * disk's file system (every-role-menu.spec.ts, two runs each: 115 → 108 s, 178 → 170 CPU-s).
 */
export function sharedMemoryArgs(): string[] {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    if (bsize * blocks >= 1024 ** 3) return [];
  } catch {
    // No /dev/shm at all: /tmp it is.
  }
  return ['--disable-dev-shm-usage'];
}
