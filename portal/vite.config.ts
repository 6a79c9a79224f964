import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  plugins: [react()],
  // The manifest lets scripts/measureBundle.ts follow the landing page's chunk (npm run bench:portal-size).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
