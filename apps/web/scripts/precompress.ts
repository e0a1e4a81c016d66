import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // dist/.vite holds the manifest, which is for the build tools, not for browsers.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* filesUnder(path);
    } else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside each text file of the
 * build, once, so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on every request or sending the JavaScript uncompressed.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lathe:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of filesUnder(outDir)) {
        const source = readFileSync(path);
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${path}.br`, br);
        if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
