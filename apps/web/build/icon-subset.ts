import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** What the app imports instead of bootstrap-icons.min.css: the font and classes of the icons it uses. */
export const ICONS_CSS = 'virtual:bootstrap-icons.css';

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('bootstrap-icons/package.json')), 'font');
/** Where the app names its icons: `<i className="bi bi-name">`, or a `'bi-name'` kept in a table. */
const SOURCE = /\.(tsx?|css|html|json)$/;
const ICON_NAME = /\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)/g;
/** A name put together at run time (`bi-${state}`, 'bi-' + state): the scan cannot see which icon it is. */
const PIECED_NAME = /\bbi-\$\{|['"`]bi-['"`]\s*\+/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/** Writes a file whole or not at all: two builds at once (ours and a colleague's) may write the same one. */
function writeAtomically(path: string, content: string | Uint8Array) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/**
 * Bootstrap Icons cut to the icons the app uses. The build scans src/ (and index.html) for `bi-<name>`, keeps
 * those glyphs of the font (woff2, a few KB instead of 130) and the CSS rules of those names only (instead of two
 * thousand), and fails on an icon name pieced together at run time, which the scan could not find. The dev
 * server serves the whole set.
 */
export function iconSubset(): Plugin {
  let root = '.';
  let cacheDir = 'node_modules/.vite';
  let serve = false;
  let cssFile = '';
  return {
    name: 'nyaya:icon-subset',
    configResolved: (config) => {
      root = config.root;
      cacheDir = config.cacheDir;
      serve = config.command === 'serve';
    },
    async buildStart() {
      if (serve) return;
      const codepoints = JSON.parse(readFileSync(join(FONT_DIR, 'bootstrap-icons.json'), 'utf8')) as Record<
        string,
        number
      >;
      const used = new Set<string>();
      for (const file of [join(root, 'index.html'), ...sourceFiles(join(root, 'src'))]) {
        const text = readFileSync(file, 'utf8');
        if (PIECED_NAME.test(text)) {
          this.error(`${relative(root, file)} pieces an icon name together; write the whole 'bi-<name>'`);
        }
        for (const [, name = ''] of text.matchAll(ICON_NAME)) {
          if (name in codepoints) used.add(name);
          else this.warn(`${relative(root, file)}: bi-${name} is not a Bootstrap icon`);
        }
      }
      const names = [...used].sort();
      const fullCss = readFileSync(join(FONT_DIR, 'bootstrap-icons.css'), 'utf8');
      const baseRule = /\.bi::before,[^{]*\{[^}]*\}/.exec(fullCss)?.[0];
      if (!baseRule) return this.error('bootstrap-icons.css has no `.bi::before` rule');
      const css = [
        '@font-face {',
        '  font-display: block;',
        '  font-family: "bootstrap-icons";',
        '  src: url("./bootstrap-icons.woff2") format("woff2");',
        '}',
        baseRule,
        ...names.map((name) => `.bi-${name}::before { content: "\\${codepoints[name]?.toString(16)}"; }`),
      ].join('\n');

      const dir = join(cacheDir, 'icon-subset', createHash('sha256').update(css).digest('hex').slice(0, 16));
      cssFile = join(dir, 'bootstrap-icons.css');
      mkdirSync(dir, { recursive: true });
      const font = await subsetFont(
        readFileSync(join(FONT_DIR, 'fonts/bootstrap-icons.woff2')),
        names.map((name) => String.fromCodePoint(codepoints[name] ?? 0)).join(''),
        { targetFormat: 'woff2' },
      );
      writeAtomically(join(dir, 'bootstrap-icons.woff2'), font);
      writeAtomically(cssFile, css);
      this.info(`${names.length} icons, font ${(font.length / 1024).toFixed(1)} KB`);
    },
    resolveId(id) {
      if (id !== ICONS_CSS) return null;
      return serve ? join(FONT_DIR, 'bootstrap-icons.min.css') : cssFile;
    },
  };
}
