import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootstrapCssCut } from './build/bootstrap-css-cut.ts';
import { bundleBudget } from './build/bundle-budget.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { iconSubset } from './build/icon-subset.ts';
import { precompress } from './build/precompress.ts';

/** The API server the dev server forwards to; in production the server itself serves dist/. */
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), bootstrapCssCut(), iconSubset(), chunkGroups(), bundleBudget(), precompress()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
});
