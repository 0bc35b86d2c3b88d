import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress-plugin';
import { serviceWorkerPlugin } from './build/service-worker-plugin';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), serviceWorkerPlugin('src/features/pwa/sw/service-worker.ts'), precompressPlugin()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      // public.html hydrates the server-rendered public pages with a small entry of their own.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./public.html', import.meta.url)),
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
