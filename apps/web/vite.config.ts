import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routeScripts } from './build/route-scripts.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const routesDirectory = `${src}/routes`;

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin so the split route chunks get React's transform.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory,
      generatedRouteTree: `${src}/routeTree.gen.ts`,
      routeFileIgnorePattern: '\\.test\\.',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    // Names each route's scripts for the server to preload in the page's HTML (docs/performance.md, first visit).
    routeScripts({ routesDirectory }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '~', replacement: src },
      // zod in the browser must run jitless under our CSP (no eval); see src/zod-config.ts for why an alias.
      { find: /^zod$/, replacement: `${src}/zod-config.ts` },
    ],
  },
  server: {
    // The API server (apps/server) listens on 8000 in development; the live score socket lives under /api too.
    proxy: { '/api': { target: 'http://localhost:8000', changeOrigin: true, ws: true } },
  },
  // No source maps: the server would serve them to anyone, and they hold the unminified source.
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Every page loads all that the entry imports: as one chunk rather than a dozen small ones shared with
        // lazy routes, it costs one request and compresses better (issue 33 §3: 21 files for `/` became 11).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
