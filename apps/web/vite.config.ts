import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tooling/vite-precompress.ts';
import { routePreloads } from '../../tooling/vite-route-preloads.ts';

// The API server; overridable so a dev or test run can point at another port.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const apiProxy = { '/api': { target: apiTarget } };

// The pages a visit most often starts on besides home (which is in the entry): their chunk,
// their Korean texts and the module their route asks for their data with (src/app/router.tsx).
// Not the games pages: the server draws their first screen (src/first-screen), and what loads
// beside the stylesheet before it paints slows that paint on a phone's link.
const ROUTE_PRELOADS = {
  '/sports': [
    'src/app/routes/sports.tsx',
    'src/locales/ko/sports.json',
    'src/features/sports/api/prefetch-sports-screen.ts',
  ],
  '/live': [
    'src/app/routes/sports.tsx',
    'src/locales/ko/sports.json',
    'src/features/sports/api/prefetch-sports-screen.ts',
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The server's build (`vite build --ssr`, package.json) is one module of first screens the server draws (src/first-screen):
    // no pages to preload, nothing served to browsers to compress.
    ...(isSsrBuild ? [] : [routePreloads(ROUTE_PRELOADS), precompress()]),
  ],
  // The server's module carries its dependencies, so it runs wherever the build is copied, and
  // their production builds whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    // public/ is the member site's, served from dist/.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The server's module takes the texts it draws in at once, which the site loads on demand.
      checks: { ineffectiveDynamicImport: !isSsrBuild },
      output: {
        // Every route and on-demand piece (dialogs, member controls, sidebar data) is a dynamic
        // import, so Rolldown splits along those lines by itself. React and the router only change
        // with an upgrade: in a chunk of their own, a release of ours leaves them cached. All else
        // the entry imports statically (layout, home, api client) stays in one chunk with it:
        // Rolldown would otherwise split off each piece a page shares, a dozen small files the first
        // paint waits for.
        codeSplitting: isSsrBuild
          ? // The server's module is one file that carries all it needs (`ssr` above).
            false
          : {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                { name: 'shell', tags: ['$initial'], priority: 1 },
                // Each icon and each TanStack Query hook would otherwise be a file of its own, shared by
                // pages: one request each, and in a phone's first load every request waits its turn.
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 0 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 0 },
              ],
            },
      },
    },
  },
}));
