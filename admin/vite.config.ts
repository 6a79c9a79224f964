import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/precompress';

// The API server serves this build at /admin with real paths (index.html for every /admin/* GET).
// In development the API is same-origin: `vite` proxies /api to the API server on PORT (default 8080).
export default defineConfig({
  base: '/admin/',
  // .br and .gz copies beside each text file; the API sends them by Accept-Encoding (api/src/http/serveSpa.ts).
  plugins: [react(), precompress()],
  // TipTap must run on ONE @tiptap/core and @tiptap/pm: the install nests an older core (3.31) under
  // ra-input-rich-text beside extensions that need ≥ 3.32, and two cores cannot share a schema.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
