import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves dist/ at /super-admin/; in development Vite serves the console and forwards /api to the API.
export default defineConfig({
  base: '/super-admin/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
});
