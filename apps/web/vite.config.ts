import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressPlugin } from './build/precompress-plugin';
import { pwaOptions } from './build/pwa-options';

const apiTarget = 'http://localhost:3000';
const outDir = fileURLToPath(new URL('./dist/client/', import.meta.url));

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions(outDir)), precompressPlugin()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The server reads it to link a server-rendered page's lazy chunks and styles (client-manifest.ts).
    manifest: true,
    rolldownOptions: {
      // public.html hydrates the server-rendered public pages with a small entry of their own.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./public.html', import.meta.url)),
        // The landing, featured creators and legal pages: server-rendered, small islands, no React.
        site: fileURLToPath(new URL('./site.html', import.meta.url)),
        // An event's donation page ('Pasar la gorra'): a server-rendered form with its styles, no script.
        aportar: fileURLToPath(new URL('./aportar.html', import.meta.url)),
        // The stream alert for OBS (/overlay/{token}): server-rendered, one small script, no React.
        overlay: fileURLToPath(new URL('./overlay.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/simulador': { target: apiTarget, changeOrigin: true },
    },
  },
});
