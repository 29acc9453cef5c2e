// The shared package's source, not its entry: the config is loaded by Node, which does not read TypeScript packages.
import { SIGNED_IN_PAGE } from '../../../packages/shared/src/api.ts';
import type { Plugin, Rollup } from 'vite';
import { closure } from './bundle-budget.ts';

type ModuleInfo = Rollup.ModuleInfo;
type GetModuleInfo = (id: string) => ModuleInfo | null;

/** The signed-out pages (router.tsx's PublicLayout). */
const PUBLIC_ROUTES = /[\\/]src[\\/]app[\\/]routes[\\/](login|signup|forgot-password|reset-password)\.tsx$/;
/** The signed-in layout, which every signed-in page comes inside. */
const SIGNED_IN_LAYOUT = /[\\/]src[\\/]app[\\/]layouts[\\/]app-layout\.tsx$/;
/** A feature's own code (and the app's routes): its pages share it in chunks rolldown makes for them. */
const FEATURE_CODE = /[\\/]src[\\/](features|app)[\\/]/;
/**
 * Libraries that only some pages need, loaded with them: the player, the socket, the captcha, the phone-number
 * data, the dropdown's positioning, the carousel. Never packed with what many pages share.
 */
const LOADED_APART =
  /node_modules[\\/](hls\.js|socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io|altcha|libphonenumber-js|@popperjs|embla-carousel[^\\/]*)[\\/]/;
/** Shared components and libraries needed by this many lazily loaded parts or more go in one `shared` chunk. */
const SHARED_BY = 3;

/**
 * The lazily loaded modules (pages, the signed-in layout, the toasts...) that `id` is a static import of: the
 * chunks that need it. Null for what the entry loads anyway.
 */
function loadersOf(id: string, getModuleInfo: GetModuleInfo, cache: Map<string, Set<string> | null>) {
  const cached = cache.get(id);
  if (cached !== undefined) return cached;
  cache.set(id, new Set()); // while an import cycle comes back to it
  const info = getModuleInfo(id);
  let loaders: Set<string> | null = new Set();
  if (!info || info.isEntry) loaders = null;
  else {
    if (info.dynamicImporters.length > 0) loaders.add(id);
    for (const importer of info.importers) {
      const above = loadersOf(importer, getModuleInfo, cache);
      if (above === null) {
        loaders = null;
        break;
      }
      above.forEach((loader) => loaders?.add(loader));
    }
  }
  cache.set(id, loaders);
  return loaders;
}

/**
 * How rolldown groups the build into chunks. Left to itself it gave the sign-in page 38 files, most of a kilobyte or
 * two, and a phone on a slow link pays a round trip for every handful of them. So:
 * - `app`: everything the entry loads, in the entry's file;
 * - `public`: what the signed-out pages need beyond it (the forms, zod and the shared schemas, Bootstrap's buttons
 *   and alerts), which most signed-in pages use too;
 * - `signed-in`: the signed-in layout and what it needs beyond that (the socket among it);
 * - `shared`: components and libraries that three or more other pages need;
 * - and, as before, each page's own code in its chunk, a feature's code shared by its pages and the big optional
 *   libraries in chunks of their own.
 */
function codeSplitting(): Rollup.OutputOptions['codeSplitting'] {
  const cache = new Map<string, Set<string> | null>();
  /** The lazily loaded parts that need `id`; null for the entry's modules and for those parts themselves. */
  const loaders = (id: string, context: { getModuleInfo: GetModuleInfo }) => {
    if (LOADED_APART.test(id)) return null;
    const found = loadersOf(id, (other) => context.getModuleInfo(other), cache);
    return found && found.size > 0 && !found.has(id) ? [...found] : null;
  };
  return {
    groups: [
      { name: 'app', tags: ['$initial'], priority: 2 },
      {
        debugName: 'public and signed-in',
        name: (id, context) => {
          // The layout itself too: one file for all a signed-in page loads first.
          if (SIGNED_IN_LAYOUT.test(id)) return 'signed-in';
          const needs = loaders(id, context);
          if (needs?.some((loader) => PUBLIC_ROUTES.test(loader))) return 'public';
          if (needs?.some((loader) => SIGNED_IN_LAYOUT.test(loader))) return 'signed-in';
          return null;
        },
        priority: 1,
      },
      {
        debugName: 'shared',
        name: (id, context) =>
          !FEATURE_CODE.test(id) && (loaders(id, context)?.length ?? 0) >= SHARED_BY ? 'shared' : null,
      },
    ],
  };
}

/**
 * The chunk grouping above, and a `modulepreload` of the `public` chunk in index.html: nearly every first page
 * needs it, and the browser then fetches it beside the entry instead of after the entry has run and routed. And
 * SIGNED_IN_PAGE, index.html preloading the `signed-in` chunk and what it imports too, for the server to send
 * a browser that comes with a session.
 */
export function chunkGroups(): Plugin {
  return {
    name: 'nyaya:chunk-groups',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: codeSplitting() } } } }),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const signedIn = chunks.find((chunk) => chunk.name === 'signed-in' && !chunk.isEntry);
        if (page?.type !== 'asset' || !entry || !signedIn) return;
        const html = String(page.source);
        const loadedAnyway = closure(bundle, entry.fileName);
        const links = [...closure(bundle, signedIn.fileName)]
          .filter((fileName) => !loadedAnyway.has(fileName) && !html.includes(fileName))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
        this.emitFile({
          type: 'asset',
          fileName: SIGNED_IN_PAGE,
          source: html.replace('</head>', `${links.join('')}</head>`),
        });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const preloaded = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'public' && !output.isEntry,
        );
        if (!preloaded) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${preloaded.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
