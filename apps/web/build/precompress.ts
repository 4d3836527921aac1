import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);
/** Below this a compressed copy saves less than its own headers cost, so the plain file is served. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` (the server sends them to
 * browsers that accept the encoding), once at build time at the highest levels, instead of compressing
 * on every request. A variant that would not be smaller than the file is not written. Returns the files
 * written.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const sources = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(path.extname(file)));
  const written = await Promise.all(
    sources.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return [];
      const variants: Array<[string, Buffer]> = [
        [
          `${file}.br`,
          await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        ],
        [`${file}.gz`, await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION })],
      ];
      const smaller = variants.filter(([, compressed]) => compressed.length < body.length);
      await Promise.all(smaller.map(([target, compressed]) => writeFile(target, compressed)));
      return smaller.map(([target]) => target);
    }),
  );
  return written.flat();
}

/** Vite plugin: precompresses the build output (public files included) once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle runs only after a successful write, by when Vite has copied the public folder in too.
    async writeBundle() {
      await precompressDir(outDir);
    },
  };
}
