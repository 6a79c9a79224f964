import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves this build at /admin with real paths (index.html for every /admin/* GET).
// In development the API is same-origin: `vite` proxies /api to the API server on PORT (default 8080).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
