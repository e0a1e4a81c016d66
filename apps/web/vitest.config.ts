import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Every test starts with real globals and unspied modules.
    unstubGlobals: true,
    // Files share one module graph per worker (no vi.mock anywhere; each test renders its own
    // query client and the setup file clears what a test leaves): a fresh graph per file cost
    // more time than the tests themselves.
    isolate: false,
    restoreMocks: true,
    // A screen rendered and queried in jsdom takes a second alone and several on two cores loaded by
    // the whole run; a passing test is not slowed by the limit.
    testTimeout: 15_000,
  },
});
