import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { bootstrapCssCut } from './build/bootstrap-css-cut.ts';
import { bundleBudget } from './build/bundle-budget.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { iconSubset } from './build/icon-subset.ts';
import { precompress } from './build/precompress.ts';

/** The API server the dev server forwards to; in production the server itself serves dist/. */
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  // The app is written against React's API and rendered by Preact's compatibility layer (`react` and `react-dom`
  // resolve to `preact/compat`): React DOM alone was 67 of the 199.9 KB of gzipped JavaScript the sign-in page
  // loaded, and issue 21 allows 150 (build/bundle-budget.ts).
  // Vite's polyfill of <link rel="modulepreload"> ran in every page's first script, on every browser: Chromium (most
  // phones in India) has preloaded modules itself since 2018, Firefox since 115 and Safari since 17; an older one
  // fetches a page's modules when it imports them, a round trip later, and works the same.
  build: { modulePreload: { polyfill: false } },
  plugins: [preact(), bootstrapCssCut(), iconSubset(), chunkGroups(), bundleBudget(), precompress()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
});
