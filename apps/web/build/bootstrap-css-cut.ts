import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const BOOTSTRAP_CSS = /[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css$/;
// Code only: the locale files' words ("progress", "table"...) would keep rules no element uses.
const SOURCE = /\.(tsx?|jsx?|mjs|html)$/;
const REACT_BOOTSTRAP_IMPORT = /from\s+['"]react-bootstrap(?:\/(\w+))?['"]/g;
/** A class attribute written as a template: `className={`...`}`. */
const CLASS_TEMPLATE = /className=\{`([^`]*)`\}/g;
const RELATIVE_IMPORT = /(?:from|import)\s+['"]\.\/([\w.]+?)(?:\.js)?['"]/g;

/**
 * Classes react-bootstrap puts together at run time from a prefix and a prop or a state (`${prefix}-${variant}`,
 * `col-${breakpoint}-${span}`, `bg-${bg}`, `${prefix}-${size}`...; read off its esm/ sources), which no source
 * spells out whole: every rule of these families is kept, whether the app uses it today or not.
 */
const BUILT_AT_RUN_TIME = [
  /^(alert|btn|card-header|card-img|col|dropdown-menu|dropdown-toggle|form-check|form-control)-/,
  /^(form-select|input-group|modal|nav|offset|order|position|row-cols|spinner|table|toast)-/,
  /^(bg|border|text|text-bg|valid|invalid)-/,
  /^(dropdown|dropup)-center$/,
  /^(active|collapse|collapsing|disabled|fade|show|showing|hiding|was-validated|is-valid|is-invalid)$/,
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/**
 * Bootstrap classes the app pieces together at run time (`me-${gap}`): the scan cannot see them, so the build
 * refuses them, unless react-bootstrap's families above keep every rule of that prefix anyway.
 */
function piecedClasses(files: string[], sources: string[], bootstrapCss: string): string[] {
  const bootstrapClasses = [...new Set(bootstrapCss.match(/\.-?[_a-zA-Z][\w-]*/g))];
  return sources.flatMap((source, index) =>
    [...source.matchAll(CLASS_TEMPLATE)]
      .flatMap(([, template = '']) =>
        [...template.matchAll(/([\w-]+-)\$\{/g)].map(([, prefix = '']) => prefix),
      )
      .filter((prefix) => bootstrapClasses.some((name) => name.startsWith(`.${prefix}`)))
      .filter((prefix) => !BUILT_AT_RUN_TIME.some((family) => family.test(`${prefix}x`)))
      .map((prefix) => `${files[index]}: ${prefix}\${…}`),
  );
}

/**
 * The react-bootstrap modules the app can run: those it imports and everything they import. An import of the
 * package's index (`from 'react-bootstrap'`) counts as all of them.
 */
function reactBootstrapFiles(appSources: string[]): string[] {
  const esm = join(dirname(require.resolve('react-bootstrap/package.json')), 'esm');
  const all = () => [...sourceFiles(esm)];
  const pending: string[] = [];
  for (const source of appSources) {
    for (const [, component] of source.matchAll(REACT_BOOTSTRAP_IMPORT)) {
      if (!component) return all();
      pending.push(join(esm, `${component}.js`));
    }
  }
  const found = new Set<string>();
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (found.has(file) || !existsSync(file)) continue;
    found.add(file);
    for (const [, name] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      pending.push(join(esm, `${name}.js`));
    }
  }
  return [...found];
}

/**
 * Bootstrap's CSS cut to what the app can use: PurgeCSS over bootstrap.min.css keeps a rule when each class of
 * its selector is a word in the app's sources, the shared package or the react-bootstrap modules the app imports
 * (and theirs), or belongs to a family react-bootstrap builds at run time (above); and fails the build on a
 * class of the app's own pieced together at run time. Build only: the dev server serves the whole file.
 */
export function bootstrapCssCut(): Plugin {
  let root = '.';
  return {
    name: 'nyaya:bootstrap-css-cut',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      root = config.root;
    },
    async transform(code, id) {
      if (!BOOTSTRAP_CSS.test(id)) return null;
      const appFiles = [
        join(root, 'index.html'),
        ...sourceFiles(join(root, 'src')),
        ...sourceFiles(dirname(require.resolve('@nyaya/shared'))),
      ];
      const appSources = appFiles.map((file) => readFileSync(file, 'utf8'));
      const pieced = piecedClasses(
        appFiles.map((file) => relative(root, file)),
        appSources,
        code,
      );
      if (pieced.length > 0) {
        return this.error(
          `Classes pieced together, which the CSS cut cannot see; write each whole: ${pieced.join(', ')}`,
        );
      }
      const libSources = reactBootstrapFiles(appSources).map((file) => readFileSync(file, 'utf8'));
      const [result] = await new PurgeCSS().purge({
        content: [...appSources, ...libSources].map((raw) => ({ raw, extension: 'js' })),
        css: [{ raw: code }],
        safelist: { standard: BUILT_AT_RUN_TIME },
      });
      if (!result) return this.error('PurgeCSS returned nothing for Bootstrap’s CSS');
      this.info(
        `Bootstrap's CSS cut from ${(code.length / 1024).toFixed(0)} to ${(result.css.length / 1024).toFixed(0)} KB`,
      );
      return { code: result.css, map: null };
    },
  };
}
