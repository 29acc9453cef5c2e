import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The pages anyone meets first, signed out: all of their JavaScript together stays under the budget. */
const PUBLIC_PAGES = ['routes/login', 'routes/signup', 'routes/forgot-password'];
/**
 * Issue 21's budget. With React DOM the public pages loaded 199.9 KB, its libraries alone past 150 (React DOM with
 * React and its scheduler 67 KB, React Router 28, zod 26, i18next 17, react-hook-form 12, TanStack Query 11); the
 * web renders with Preact's React compatibility layer instead (vite.config.ts), which brought them to 143.6 KB.
 */
const PUBLIC_BUDGET_KB = 150;

const gzippedKb = (chunk: OutputChunk) => gzipSync(chunk.code, { level: 9 }).length / 1024;

/** The chunk and every chunk it imports statically: what loading it downloads. */
export function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  chunk.imports.forEach((imported) => closure(bundle, imported, seen));
  return seen;
}

/**
 * Prints what each page costs a visitor in gzipped JavaScript (its own chunk, and everything it loads beyond the
 * app's entry), and fails the build when the public pages, with the entry, pass PUBLIC_BUDGET_KB.
 */
export function bundleBudget(): Plugin {
  let root = '.';
  return {
    name: 'nyaya:bundle-budget',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const kb = new Map(chunks.map((chunk) => [chunk.fileName, gzippedKb(chunk)]));
      const sum = (files: Iterable<string>) =>
        [...files].reduce((total, file) => total + (kb.get(file) ?? 0), 0);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('The build has no entry chunk');
      const always = closure(bundle, entry.fileName);
      // A page's chunk, or the chunk a page was grouped into (chunk-groups.ts puts the signed-in layout in one).
      const pageOf = (chunk: OutputChunk) =>
        [chunk.facadeModuleId, ...chunk.moduleIds].find(
          (id) => id?.includes('/src/app/') && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
        );
      const pages = chunks
        .filter((chunk) => !chunk.isEntry && pageOf(chunk))
        .map((chunk) => {
          const page = relative(`${root}/src/app`, pageOf(chunk) ?? '').replace(/\.tsx?$/, '');
          const loads = [...closure(bundle, chunk.fileName)].filter((file) => !always.has(file));
          return { page, files: loads, own: kb.get(chunk.fileName) ?? 0, extra: sum(loads) };
        })
        .sort((a, b) => a.page.localeCompare(b.page));

      const publicFiles = new Set([
        ...always,
        ...pages.filter(({ page }) => PUBLIC_PAGES.includes(page)).flatMap(({ files }) => files),
      ]);
      const publicKb = sum(publicFiles);
      const rows = pages.map(
        ({ page, own, extra }) =>
          `  ${page.padEnd(36)} ${own.toFixed(1).padStart(7)} ${extra.toFixed(1).padStart(9)}`,
      );
      this.info(
        [
          'JavaScript per page, gzipped KB (own chunk; all it loads beyond the entry):',
          `  ${'entry (every page)'.padEnd(36)} ${(kb.get(entry.fileName) ?? 0).toFixed(1).padStart(7)} ${sum(always).toFixed(1).padStart(9)}`,
          ...rows,
          `Public pages (${PUBLIC_PAGES.join(', ')}) with the entry: ${publicKb.toFixed(1)} KB of ${PUBLIC_BUDGET_KB} KB`,
        ].join('\n'),
      );
      if (publicKb > PUBLIC_BUDGET_KB) {
        this.error(
          `The public pages load ${publicKb.toFixed(1)} KB of gzipped JavaScript, over ${PUBLIC_BUDGET_KB} KB`,
        );
      }
    },
  };
}
