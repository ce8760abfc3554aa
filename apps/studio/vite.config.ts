import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tooling/vite-precompress.ts';
import { STUDIO_BASE } from './src/lib/paths.ts';

// The API server, which also hosts the studio's calls; overridable like apps/web's.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const apiProxy = { '/studio/api': { target: apiTarget } };

// The server serves this build at /studio/ (apps/server), inside the member site's game frame.
export default defineConfig({
  base: STUDIO_BASE,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5174, proxy: apiProxy },
  preview: { port: 4174, proxy: apiProxy },
  build: {
    rolldownOptions: {
      output: {
        // React and i18next only change with an upgrade: in a chunk of their own, a release of
        // ours leaves them cached.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](?:react|react-dom|scheduler|i18next|react-i18next)[\\/]/ },
          ],
        },
      },
    },
  },
});
