import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text. Fonts (woff2 is compressed already) and images are left as they are. */
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the strongest settings,
 * once: the server sends whichever the browser accepts, without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nyaya:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: (error?: Error) => {
      // A failed build wrote nothing: let its own error show, not this step's missing directory.
      if (error || !existsSync(outDir)) return;
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file)) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
