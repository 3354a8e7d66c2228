import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this a compressed copy saves less than the header that announces it. */
const MIN_BYTES = 1024;

async function* files(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []); // a build that wrote nothing
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of a
 * finished build, once, so the server picks one by the request's Accept-Encoding instead of sending the
 * file as it is or compressing it again on every request. Plain JavaScript, so the portal's vite config
 * can use it as the design system's does (types beside it).
 */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'ewa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        const source = await readFile(path);
        await writeFile(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
