import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/precompress';

export default defineConfig({
  base: '/',
  // .br and .gz copies beside each text file; the API sends them by Accept-Encoding (api/src/http/serveSpa.ts).
  plugins: [react(), precompress()],
  // The manifest lets scripts/measureBundle.ts follow the landing page's chunk (npm run bench:portal-size).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
