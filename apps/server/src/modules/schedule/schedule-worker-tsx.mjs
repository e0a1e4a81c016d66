// The schedule thread run from its TypeScript source (tests, `npm run dev`): Node does not load a
// worker's TypeScript by itself, so tsx does, for this module and what it imports. The build
// bundles schedule-worker.ts into dist/schedule-worker.js instead, and this file is not used there.
import { tsImport } from 'tsx/esm/api';

await tsImport('./schedule-worker.ts', import.meta.url);
